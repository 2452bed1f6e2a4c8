import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inIds } from '../../db/in-ids.js';
import { queryRows } from '../../db/query-rows.js';
import { jobRoles, referrals } from '../../db/schema.js';
import { countByStatus, countOpenToMe } from './referral-list-sql.js';
import type { ReferralStanding } from './referral-standing.js';
import type { ReferralRow } from './referral-views.js';

/** The referrals with these ids and their job roles, in the order of `ids`, in one query. */
export async function selectReferralRowsByIds(db: Database, ids: readonly number[]): Promise<ReferralRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ referral: referrals, jobRole: jobRoles })
    .from(referrals)
    .innerJoin(jobRoles, eq(jobRoles.id, referrals.jobRoleId))
    .where(inIds(referrals.id, ids))
    .prepare('refnet_referrals_by_ids')
    .execute();
  const byId = new Map(rows.map((row) => [row.referral.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One referral by id with its job role (whatever its patient), or undefined. */
export async function findReferralRow(db: Database, referralId: number): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select({ referral: referrals, jobRole: jobRoles })
    .from(referrals)
    .innerJoin(jobRoles, eq(jobRoles.id, referrals.jobRoleId))
    .where(eq(referrals.id, referralId));
  return row;
}

/** Locks the referral's row (SELECT … FOR UPDATE) until `tx` ends; undefined when there is none. */
export async function lockReferral(tx: Database, referralId: number) {
  const [row] = await tx.select().from(referrals).where(eq(referrals.id, referralId)).for('update');
  return row;
}

/**
 * How many referrals wait for my decision: pending ones naming me and open ones for my roles, each
 * counted from its index alone.
 */
export async function countReferralsAwaitingMe(db: Database, me: ReferralStanding): Promise<number> {
  const [received, open] = await Promise.all([
    queryRows<{ status: string; n: number }>(db, countByStatus(me, 'received', ['PENDING'])),
    me.openJobRoleIds.length === 0 ? [] : queryRows<{ n: number }>(db, countOpenToMe(me)),
  ]);
  return (received.find((row) => row.status === 'PENDING')?.n ?? 0) + (open[0]?.n ?? 0);
}
