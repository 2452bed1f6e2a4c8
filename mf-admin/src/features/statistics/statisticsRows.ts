import type { PeriodCounts, PlatformStatsResponse } from '@refnet/contracts/admin';

/** One line of a statistics card: what is counted, and its count per period (days → count). */
export interface StatisticsRow {
  label: string;
  counts: ReadonlyMap<number, number>;
}

/** "Last day", "Last 7 days", "Last 30 days", "Last year". */
export function periodLabel(days: number): string {
  if (days === 1) return 'Last day';
  if (days === 365) return 'Last year';
  return `Last ${days} days`;
}

const row = (label: string, counts: PeriodCounts): StatisticsRow => ({
  label,
  counts: new Map(counts.map(({ days, count }) => [days, count])),
});

/** Login statistics: clinicians and delegates who signed in within each period. */
export const loginRows = ({ last_logged_in: signedIn }: PlatformStatsResponse): StatisticsRow[] => [
  row('Clinicians', signedIn.clinicians),
  row('Delegates', signedIn.delegates),
];

/** Referral statistics: referrals made within each period, by the state they are in now. */
export const referralRows = ({ referrals }: PlatformStatsResponse): StatisticsRow[] => [
  row('Pending', referrals.pending),
  row('Open', referrals.open),
  row('Accepted', referrals.accepted),
  row('Booked', referrals.booked),
  row('DNA', referrals.dna),
];

/** E-mail delivery: the messages recorded within each period, by how their delivery stands. */
export const emailRows = ({ emails }: PlatformStatsResponse): StatisticsRow[] => [
  row('Sent', emails.sent),
  row('Waiting to be tried again', emails.retrying),
  row('Not delivered', emails.failed),
];
