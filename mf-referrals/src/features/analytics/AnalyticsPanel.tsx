import {
  ANALYTICS_DEFAULT_SIZE,
  ANALYTICS_FAVOURITES_CARD_SIZE,
  ANALYTICS_TOP_CARD_SIZE,
} from '@refnet/contracts/referrals';
import { Flex } from '@refnet/shared-ui';
import { useServerData } from '@refnet/shared-ui/data';
import { LoadFailed, LoadingState } from '@refnet/shared-ui/display';
import { AllCliniciansButton } from './AllCliniciansButton';
import { analyticsQuery } from './analyticsQuery';
import { AnalyticsCard } from './AnalyticsCard';
import { AnalyticsSummary } from './AnalyticsSummary';
import { ANALYTICS_TEXTS } from './analyticsTexts';
import { ClinicianList } from './ClinicianList';
import { rowsFromEntries, rowsFromFavourites } from './clinicianRows';

/** The dashboard's analytics (SPEC §2.6): the summary, the top referral cards and the favourites card. */
export function AnalyticsPanel() {
  const { loaded } = useServerData(analyticsQuery(ANALYTICS_DEFAULT_SIZE));
  if (loaded.status === 'loading') return <LoadingState text={ANALYTICS_TEXTS.loading} />;
  if (loaded.status === 'error')
    return <LoadFailed text={ANALYTICS_TEXTS.loadFailed} onRetry={loaded.retry} />;
  const analytics = loaded.data;
  const topCard = (title: string, entries: typeof analytics.topReferralsFrom) => (
    <AnalyticsCard title={title}>
      <ClinicianList
        rows={rowsFromEntries(entries).slice(0, ANALYTICS_TOP_CARD_SIZE)}
        emptyText={ANALYTICS_TEXTS.topEmpty}
        label={title}
      />
    </AnalyticsCard>
  );
  return (
    <Flex vertical gap="large">
      <AnalyticsSummary analytics={analytics} />
      <Flex gap="large" wrap>
        {topCard(ANALYTICS_TEXTS.topReceivedTitle, analytics.topReferralsFrom)}
        {topCard(ANALYTICS_TEXTS.topSentTitle, analytics.topReferredTo)}
        <AnalyticsCard title={ANALYTICS_TEXTS.favouritesTitle}>
          <ClinicianList
            rows={rowsFromFavourites(analytics.favouriteClinicians).slice(0, ANALYTICS_FAVOURITES_CARD_SIZE)}
            emptyText={ANALYTICS_TEXTS.favouritesEmpty}
            label={ANALYTICS_TEXTS.favouritesTitle}
          />
        </AnalyticsCard>
      </Flex>
      <div>
        <AllCliniciansButton />
      </div>
    </Flex>
  );
}
