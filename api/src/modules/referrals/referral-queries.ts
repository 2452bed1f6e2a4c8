import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inIdsPlaceholder } from '../../db/in-ids.js';
import { preparedOnce } from '../../db/prepared-once.js';
import { jobRoles, referrals } from '../../db/schema.js';
import type { ReferralRow } from './referral-views.js';

/** The referrals with these ids and their job roles, in the order of `ids`, in one query. */
export async function selectReferralRowsByIds(db: Database, ids: readonly number[]): Promise<ReferralRow[]> {
  if (ids.length === 0) return [];
  const rows = await referralRowsByIds(db).execute({ ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.referral.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One referral by id with its job role (whatever its patient), or undefined. */
export async function findReferralRow(db: Database, referralId: number): Promise<ReferralRow | undefined> {
  const [row] = await referralRowsByIds(db).execute({ ids: [referralId] });
  return row;
}

const referralRowsByIds = preparedOnce((db) =>
  db
    .select({ referral: referrals, jobRole: jobRoles })
    .from(referrals)
    .innerJoin(jobRoles, eq(jobRoles.id, referrals.jobRoleId))
    .where(inIdsPlaceholder(referrals.id))
    .prepare('refnet_referrals_by_ids'),
);
