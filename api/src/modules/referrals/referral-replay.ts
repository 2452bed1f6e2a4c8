import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { referrals } from '../../db/schema.js';

/**
 * A create carrying an idempotency key the same caller already used is a replay (a double click, a retry
 * after a lost answer): it answers with the referral the first one made. The key is unique per caller
 * (referrals_sender_idempotency_key), so at most one referral matches.
 */
export async function findReplayedReferralId(
  db: Database,
  sentByUserProfileId: number,
  idempotencyKey: string | undefined,
): Promise<number | undefined> {
  if (idempotencyKey === undefined) return undefined;
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      and(
        eq(referrals.sentByUserProfileId, sentByUserProfileId),
        eq(referrals.idempotencyKey, idempotencyKey),
      ),
    );
  return row?.id;
}
