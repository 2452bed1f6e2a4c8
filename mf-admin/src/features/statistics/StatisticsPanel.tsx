import { PLATFORM_STATS_PERIODS } from '@refnet/contracts/admin';
import { Flex } from '@refnet/shared-ui';
import { useServerData } from '@refnet/shared-ui/data';
import { adminQueries } from '../../components/adminQueries';
import { LoadFailed, LoadingState } from '@refnet/shared-ui/display';
import { StatisticsCard } from './StatisticsCard';
import { emailRows, loginRows, referralRows } from './statisticsRows';

export const STATISTICS_TEXTS = {
  loading: 'Loading platform statistics...',
  loadFailed: 'The platform statistics could not be loaded.',
  loginTitle: 'Login statistics',
  referralTitle: 'Referral statistics',
  emailTitle: 'E-mail delivery',
} as const;

/**
 * The staff dashboard's cards (SPEC §2.6): Login statistics and Referral statistics; and E-mail delivery, so
 * staff see messages the mail server would not take.
 */
export function StatisticsPanel() {
  const { loaded } = useServerData(adminQueries.platformStats);
  if (loaded.status === 'loading') return <LoadingState text={STATISTICS_TEXTS.loading} />;
  if (loaded.status === 'error')
    return <LoadFailed text={STATISTICS_TEXTS.loadFailed} onRetry={loaded.retry} />;
  return (
    <Flex gap="large" wrap>
      <StatisticsCard
        title={STATISTICS_TEXTS.loginTitle}
        rowHeading="Signed in"
        periods={PLATFORM_STATS_PERIODS}
        rows={loginRows(loaded.data)}
      />
      <StatisticsCard
        title={STATISTICS_TEXTS.referralTitle}
        rowHeading="State"
        periods={PLATFORM_STATS_PERIODS}
        rows={referralRows(loaded.data)}
      />
      <StatisticsCard
        title={STATISTICS_TEXTS.emailTitle}
        rowHeading="Delivery"
        periods={PLATFORM_STATS_PERIODS}
        rows={emailRows(loaded.data)}
      />
    </Flex>
  );
}
