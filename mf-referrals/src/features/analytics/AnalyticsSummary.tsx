import type { AnalyticsResponse } from '@refnet/contracts/referrals';
import { AnalyticsCard } from './AnalyticsCard';
import { ANALYTICS_TEXTS } from './analyticsTexts';

const FIGURES = [
  { key: 'noPatientsMade', label: 'Patients added' },
  { key: 'noPatientsReceived', label: 'Patients received' },
  { key: 'noReferralsMade', label: 'Referrals made' },
  { key: 'noReferralsReceived', label: 'Referrals received' },
] as const;

/** SPEC §3 Analytics: the four counts at the top of the dashboard's analytics. */
export function AnalyticsSummary({ analytics }: { analytics: AnalyticsResponse }) {
  return (
    <AnalyticsCard title={ANALYTICS_TEXTS.summaryTitle}>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
          gap: 16,
          margin: 0,
        }}
      >
        {FIGURES.map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd style={{ margin: 0, fontSize: 28, fontWeight: 600 }}>{analytics[key]}</dd>
          </div>
        ))}
      </dl>
    </AnalyticsCard>
  );
}
