import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { clinicianRoleProfiles, patients, referrals, userProfiles } from '../../db/schema.js';
import { notCancelled } from '../patients/referral-status.js';

/** Referrals the clinician sent (from one of their role profiles) or received (to one of them). */
export type ReferralDirection = 'made' | 'received';

/** The clinician's side of a referral and the other clinician's, as aliases of clinician_role_profiles. */
function sidesOf(direction: ReferralDirection) {
  const mine = alias(clinicianRoleProfiles, 'mine');
  const other = alias(clinicianRoleProfiles, 'other');
  const [mineCrpId, otherCrpId] =
    direction === 'made'
      ? [referrals.referrerCrpId, referrals.targetCrpId]
      : [referrals.targetCrpId, referrals.referrerCrpId];
  return { mine, other, mineCrpId, otherCrpId };
}

/** How many referrals (not cancelled) went this way, and how many distinct patients they name. One query. */
export async function countReferrals(
  db: Database,
  clinicianUserProfileId: number,
  direction: ReferralDirection,
) {
  const { mine, mineCrpId } = sidesOf(direction);
  const [row] = await db
    .select({
      referrals: sql<number>`count(*)::int`,
      patients: sql<number>`count(distinct ${referrals.patientId})::int`,
    })
    .from(referrals)
    .innerJoin(mine, eq(mine.id, mineCrpId))
    .where(and(eq(mine.userProfileId, clinicianUserProfileId), notCancelled()));
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
 * nobody has accepted have no other end. One query.
 */
export async function topCounterparts(
  db: Database,
  clinicianUserProfileId: number,
  direction: ReferralDirection,
  size: number,
): Promise<CounterpartCount[]> {
  const { mine, other, mineCrpId, otherCrpId } = sidesOf(direction);
  const referralCount = sql`count(*)`;
  return db
    .select({
      userProfileId: other.userProfileId,
      count: sql<number>`${referralCount}::int`,
      rank: sql<number>`(dense_rank() over (order by ${referralCount} desc))::int`,
    })
    .from(referrals)
    .innerJoin(mine, eq(mine.id, mineCrpId))
    .innerJoin(other, eq(other.id, otherCrpId))
    .innerJoin(userProfiles, eq(userProfiles.id, other.userProfileId))
    .where(and(eq(mine.userProfileId, clinicianUserProfileId), notCancelled()))
    .groupBy(other.userProfileId, userProfiles.lastName, userProfiles.firstName)
    .orderBy(
      desc(referralCount),
      asc(userProfiles.lastName),
      asc(userProfiles.firstName),
      asc(other.userProfileId),
    )
    .limit(size);
}
