import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/query-rows.js';
import {
  patients,
  referralCounterpartTallies,
  referralPatientTallies,
  userProfiles,
} from '../../db/schema.js';

/** Referrals the clinician sent (from one of their role profiles) or received (to one of them). */
export type ReferralDirection = 'made' | 'received';

/**
 * How many referrals (not cancelled) went this way, and how many distinct patients they name: from the
 * clinician's patient tallies (migration 0015), one indexed query.
 */
export async function countReferrals(
  db: Database,
  clinicianUserProfileId: number,
  direction: ReferralDirection,
) {
  const [row] = await db
    .select({
      referrals: sql<number>`coalesce(sum(${referralPatientTallies.referrals}), 0)::int`,
      patients: sql<number>`count(*)::int`,
    })
    .from(referralPatientTallies)
    .where(
      and(
        eq(referralPatientTallies.userProfileId, clinicianUserProfileId),
        eq(referralPatientTallies.direction, direction),
        gt(referralPatientTallies.referrals, 0),
      ),
    );
  return row ?? { referrals: 0, patients: 0 };
}

/** The active patients the clinician keeps. One query. */
export async function countKeptPatients(db: Database, clinicianUserProfileId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(patients)
    .where(
      and(eq(patients.createdByUserProfileId, clinicianUserProfileId), eq(patients.patientActive, true)),
    );
  return row?.n ?? 0;
}

export interface CounterpartCount {
  userProfileId: number;
  count: number;
  /** Dense, over every counterpart (before the cut): equal counts share a rank, 1 = most. */
  rank: number;
}

/**
 * The clinicians (by user profile) at the other end of the clinician's referrals this way, most
 * referrals first, equal counts by last name, first name, then id; at most `size`. Open referrals
 * nobody has accepted have no other end. One query on the clinician's counterpart tallies (migration
 * 0015), by their ranking index: the count of the `size`-th counterpart is the cut, and only the
 * counterparts at or above it are ranked and named. Every higher count is among them, so their dense
 * rank is the one over all counterparts.
 */
export async function topCounterparts(
  db: Database,
  clinicianUserProfileId: number,
  direction: ReferralDirection,
  size: number,
): Promise<CounterpartCount[]> {
  const mine = sql`${referralCounterpartTallies} t
    where t.user_profile_id = ${clinicianUserProfileId} and t.direction = ${direction} and t.referrals > 0`;
  return queryRows<CounterpartCount>(
    db,
    sql`with cut as (
          select t.referrals from ${mine} order by t.referrals desc offset ${size - 1} limit 1
        ), ranked as (
          select t.counterpart_user_profile_id, t.referrals,
                 dense_rank() over (order by t.referrals desc) as rank
          from ${mine} and t.referrals >= coalesce((select referrals from cut), 1)
        )
        select r.counterpart_user_profile_id as "userProfileId", r.referrals as "count", r.rank::int as "rank"
        from ranked r
        join ${userProfiles} u on u.id = r.counterpart_user_profile_id
        order by r.referrals desc, u.last_name, u.first_name, r.counterpart_user_profile_id
        limit ${size}`,
  );
}
