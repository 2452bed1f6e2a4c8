import {
  PLATFORM_STATS_PERIODS,
  type PeriodCounts,
  type PlatformStatsResponse,
} from '@refnet/contracts/admin';
import type { ReferralStatus } from '@refnet/contracts/referrals';
import { and, gt, inArray, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { outboxEmails, referrals, users } from '../../db/schema.js';
import { inUserGroups } from './admin-users.js';

type Period = (typeof PLATFORM_STATS_PERIODS)[number];

/** SQL: how many rows of the group have `at` within the last `days` days. */
const countWithin = (at: AnyColumn, days: Period, where: SQL) =>
  sql<number>`count(*) filter (where ${at} > now() - make_interval(days => ${days}) and ${where})`.mapWith(
    Number,
  );

/** One column per period, in PLATFORM_STATS_PERIODS order. */
const periodColumns = (at: AnyColumn, where: SQL) =>
  Object.fromEntries(PLATFORM_STATS_PERIODS.map((days) => [`d${days}`, countWithin(at, days, where)]));

const toPeriodCounts = (row: Record<string, number> | undefined): PeriodCounts =>
  PLATFORM_STATS_PERIODS.map((days) => ({ days, count: row?.[`d${days}`] ?? 0 }));

const REFERRAL_STATES = {
  pending: 'PENDING',
  open: 'OPEN',
  accepted: 'ACCEPTED',
  booked: 'BOOKED',
  dna: 'DNA',
} as const satisfies Record<keyof PlatformStatsResponse['referrals'], ReferralStatus>;

const LONGEST_PERIOD = Math.max(...PLATFORM_STATS_PERIODS);

/** E-mails recorded within each period: sent, waiting to be tried again, given up. One query. */
async function loadEmailDelivery(db: Database): Promise<PlatformStatsResponse['emails']> {
  const [row] = await db
    .select({
      sent: periodColumns(outboxEmails.createdAt, isNotNull(outboxEmails.sentAt)),
      retrying: periodColumns(
        outboxEmails.createdAt,
        and(isNull(outboxEmails.sentAt), isNull(outboxEmails.failedAt), gt(outboxEmails.attempts, 0))!,
      ),
      failed: periodColumns(outboxEmails.createdAt, isNotNull(outboxEmails.failedAt)),
    })
    .from(outboxEmails)
    .where(sql`${outboxEmails.createdAt} > now() - make_interval(days => ${LONGEST_PERIOD})`);
  return {
    sent: toPeriodCounts(row?.sent),
    retrying: toPeriodCounts(row?.retrying),
    failed: toPeriodCounts(row?.failed),
  };
}

/**
 * GET /admin/platform-stats/ (SPEC §3 Platform stats), three queries: clinicians and delegates who signed
 * in within each period, referrals created within each period by the state they are in now, and the
 * delivery of the e-mails recorded within each period.
 */
export async function loadPlatformStats(db: Database): Promise<PlatformStatsResponse> {
  const [logins] = await db
    .select({
      clinicians: periodColumns(users.lastLogin, inUserGroups(['Clinician'])),
      delegates: periodColumns(users.lastLogin, inUserGroups(['Delegate'])),
    })
    .from(users)
    .where(isNotNull(users.lastLogin));
  const byStatus = await db
    .select({ status: referrals.status, counts: periodColumns(referrals.createdOn, sql`true`) })
    .from(referrals)
    .where(inArray(referrals.status, Object.values(REFERRAL_STATES)))
    .groupBy(referrals.status);
  const countsOf = (status: ReferralStatus) =>
    toPeriodCounts(byStatus.find((row) => row.status === status)?.counts);
  return {
    last_logged_in: {
      clinicians: toPeriodCounts(logins?.clinicians),
      delegates: toPeriodCounts(logins?.delegates),
    },
    referrals: {
      pending: countsOf(REFERRAL_STATES.pending),
      open: countsOf(REFERRAL_STATES.open),
      accepted: countsOf(REFERRAL_STATES.accepted),
      booked: countsOf(REFERRAL_STATES.booked),
      dna: countsOf(REFERRAL_STATES.dna),
    },
    emails: await loadEmailDelivery(db),
  };
}
