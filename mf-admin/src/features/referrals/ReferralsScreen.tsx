import { lazy, Suspense, useMemo, useState } from 'react';
import type { AdminReferral } from '@refnet/contracts/admin';
import type { ScreenProps } from '@refnet/shared-ui';
import { useServerData } from '@refnet/shared-ui/data';
import { adminQueries } from '../../components/adminQueries';
import { AdminTabbedListPage } from '../../components/AdminTabbedListPage';
import { REFERRAL_LIST, referralTabs } from './referralTabs';

// The timeline (and shared-ui's conversation entry) loads when staff first open one, not with the admin lists.
const StaffTimelineDrawer = lazy(() =>
  import('./StaffTimelineDrawer').then((module) => ({ default: module.StaffTimelineDrawer })),
);

/**
 * /staff/referrals (SPEC §2.14): who referred to whom, by state; never the patient or the clinical text.
 * Each referral's Timeline opens who did what and when (issue 22).
 */
export function ReferralsScreen({ route }: ScreenProps) {
  const { loaded } = useServerData(adminQueries.referrals);
  const [shown, setShown] = useState<AdminReferral | null>(null);
  const [everShown, setEverShown] = useState(false);
  const tabs = useMemo(
    () =>
      referralTabs((referral) => {
        setEverShown(true);
        setShown(referral);
      }),
    [],
  );
  return (
    <AdminTabbedListPage title={route.title} {...REFERRAL_LIST} tabs={tabs} loaded={loaded}>
      {everShown && (
        <Suspense fallback={null}>
          <StaffTimelineDrawer referral={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </AdminTabbedListPage>
  );
}
