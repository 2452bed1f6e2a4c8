import { useMemo, useState } from 'react';
import type { AdminUser } from '@refnet/contracts/admin';
import { useSession, type ScreenProps } from '@refnet/shared-ui';
import { useServerData } from '@refnet/shared-ui/data';
import { adminQueries } from '../../components/adminQueries';
import { AdminTabbedListPage } from '../../components/AdminTabbedListPage';
import { USER_LIST, userTabs } from './userTabs';
import { VerificationModal } from './VerificationModal';
import { secondFactorResetRefusal } from './secondFactorResetRefusal';
import { verificationRefusal } from './verificationRefusal';

/** /staff/users (SPEC §2.14): every account by group; the team approves clinicians here. */
export function UsersScreen({ route }: ScreenProps) {
  const { loaded, reload } = useServerData(adminQueries.userProfiles);
  const [chosen, setChosen] = useState<AdminUser | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const session = useSession();
  const tabs = useMemo(
    () =>
      userTabs(
        (user) => {
          setChosen(user);
          setPopupOpen(true);
        },
        (user) => verificationRefusal(session, user),
        (user) => secondFactorResetRefusal(session, user),
      ),
    [session],
  );
  return (
    <AdminTabbedListPage title={route.title} {...USER_LIST} tabs={tabs} loaded={loaded}>
      <VerificationModal
        user={chosen}
        open={popupOpen}
        onClose={() => setPopupOpen(false)}
        onChanged={reload}
      />
    </AdminTabbedListPage>
  );
}
