import type { ScreenProps } from '@refnet/shared-ui';
import { useServerData } from '@refnet/shared-ui/data';
import { adminQueries } from '../../components/adminQueries';
import { AdminTabbedListPage } from '../../components/AdminTabbedListPage';
import { REFERRAL_LIST, REFERRAL_TABS } from './referralTabs';

/** /staff/referrals (SPEC §2.14): who referred to whom, by state; never the patient or the clinical text. */
export function ReferralsScreen({ route }: ScreenProps) {
  const { loaded } = useServerData(adminQueries.referrals);
  return <AdminTabbedListPage title={route.title} {...REFERRAL_LIST} tabs={REFERRAL_TABS} loaded={loaded} />;
}
