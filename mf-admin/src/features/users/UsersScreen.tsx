import { useMemo, useState } from 'react';
import { ADMIN_TEXTS, type AdminUser } from '@refnet/contracts/admin';
import type { ScreenProps } from '@refnet/shared-ui';
import { fetchAdminUserProfiles } from '@refnet/shared-ui/admin';
import { AdminPage } from '../../components/AdminPage';
import { AdminTabbedList } from '../../components/AdminTabbedList';
import { useAdminList } from '../../components/useAdminList';
import { DEFAULT_USER_GROUP, userTabs } from './userTabs';
import { VerificationModal } from './VerificationModal';

export const USERS_LOADING_TEXT = ADMIN_TEXTS.loading('admin users list');
export const USERS_FAILED_TEXT = 'The users list could not be loaded. Please try again.';

/** /staff/users (SPEC §2.14): every account by group; the team approves clinicians here. */
export function UsersScreen({ route }: ScreenProps) {
  const { loaded, reload } = useAdminList(fetchAdminUserProfiles);
  const [chosen, setChosen] = useState<AdminUser | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const tabs = useMemo(
    () =>
      userTabs((user) => {
        setChosen(user);
        setPopupOpen(true);
      }),
    [],
  );
  return (
    <AdminPage title={route.title} download="users">
      <AdminTabbedList
        title={route.title}
        tabs={tabs}
        defaultKey={DEFAULT_USER_GROUP}
        selectLabel="Select user group"
        loaded={loaded}
        loadingText={USERS_LOADING_TEXT}
        failedText={USERS_FAILED_TEXT}
      />
      <VerificationModal
        user={chosen}
        open={popupOpen}
        onClose={() => setPopupOpen(false)}
        onChanged={reload}
      />
    </AdminPage>
  );
}
