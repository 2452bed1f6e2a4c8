import type { ScreenProps } from '@refnet/shared-ui';
import { fetchAdminReferrals } from '@refnet/shared-ui/admin';
import { AdminTabbedListPage } from '../../components/AdminTabbedListPage';
import { useAdminList } from '../../components/useAdminList';
import { REFERRAL_LIST, REFERRAL_TABS } from './referralTabs';

/** /staff/referrals (SPEC §2.14): who referred to whom, by state; never the patient or the clinical text. */
export function ReferralsScreen({ route }: ScreenProps) {
  const { loaded } = useAdminList(fetchAdminReferrals);
  return <AdminTabbedListPage title={route.title} {...REFERRAL_LIST} tabs={REFERRAL_TABS} loaded={loaded} />;
}
