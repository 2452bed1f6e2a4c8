import { ADMIN_TEXTS } from '@refnet/contracts/admin';
import type { ScreenProps } from '@refnet/shared-ui';
import { fetchAdminReferrals } from '@refnet/shared-ui/admin';
import { AdminPage } from '../../components/AdminPage';
import { AdminTabbedList } from '../../components/AdminTabbedList';
import { useAdminList } from '../../components/useAdminList';
import { DEFAULT_REFERRAL_GROUP, REFERRAL_TABS } from './referralTabs';

export const REFERRALS_LOADING_TEXT = ADMIN_TEXTS.loading('admin referrals list');
export const REFERRALS_FAILED_TEXT = 'The referrals list could not be loaded. Please try again.';

/** /staff/referrals (SPEC §2.14): who referred to whom, by state; never the patient or the clinical text. */
export function ReferralsScreen({ route }: ScreenProps) {
  const { loaded } = useAdminList(fetchAdminReferrals);
  return (
    <AdminPage title={route.title} download="referrals">
      <AdminTabbedList
        title={route.title}
        tabs={REFERRAL_TABS}
        defaultKey={DEFAULT_REFERRAL_GROUP}
        selectLabel="Select referral group"
        loaded={loaded}
        loadingText={REFERRALS_LOADING_TEXT}
        failedText={REFERRALS_FAILED_TEXT}
      />
    </AdminPage>
  );
}
