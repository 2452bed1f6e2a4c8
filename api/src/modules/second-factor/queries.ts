import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { secondFactorChallenges, secondFactorRecoveryCodes, secondFactors } from '../../db/schema.js';

export type ChallengePurpose = 'verify' | 'enrol';

export interface SecondFactorRow {
  userId: number;
  encryptedSecret: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
}

export async function findSecondFactor(db: Database, userId: number): Promise<SecondFactorRow | undefined> {
  const [row] = await db
    .select({
      userId: secondFactors.userId,
      encryptedSecret: secondFactors.encryptedSecret,
      confirmedAt: secondFactors.confirmedAt,
      lastUsedStep: secondFactors.lastUsedStep,
    })
    .from(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .limit(1);
  return row;
}

/** A new secret waiting for its first code; replaces an unconfirmed one, never a confirmed one. */
export async function savePendingSecret(db: Database, userId: number, encryptedSecret: string) {
  const [row] = await db
    .insert(secondFactors)
    .values({ userId, encryptedSecret })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { encryptedSecret, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(secondFactors.confirmedAt),
    })
    .returning({ userId: secondFactors.userId });
  return row !== undefined;
}

/** The first code was right: the factor is on. False when it was confirmed meanwhile or is gone. */
export async function confirmSecondFactor(
  db: Database,
  userId: number,
  step: number,
  encryptedSecret: string,
) {
  const rows = await db
    .update(secondFactors)
    .set({ confirmedAt: sql`now()`, lastUsedStep: step })
    .where(
      and(
        eq(secondFactors.userId, userId),
        isNull(secondFactors.confirmedAt),
        eq(secondFactors.encryptedSecret, encryptedSecret),
      ),
    )
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

/**
 * Records `step` as the last one used, unless a code of that step or a later one was accepted already (by
 * this request's twin, say): false then, and the code counts as replayed.
 */
export async function advanceTimeStep(db: Database, userId: number, step: number) {
  const rows = await db
    .update(secondFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(secondFactors.userId, userId),
        isNotNull(secondFactors.confirmedAt),
        or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

/** Removes the factor and everything that hangs on it; whether a confirmed one was removed. */
export async function deleteSecondFactor(db: Database, userId: number): Promise<boolean> {
  await db.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId));
  await db.delete(secondFactorChallenges).where(eq(secondFactorChallenges.userId, userId));
  const rows = await db
    .delete(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .returning({ confirmedAt: secondFactors.confirmedAt });
  return rows.some((row) => row.confirmedAt !== null);
}

export async function replaceRecoveryCodes(db: Database, userId: number, codeHashes: readonly string[]) {
  await db.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId));
  await db.insert(secondFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends an unused recovery code; false when it is not one of the user's, or was used already. */
export async function spendRecoveryCode(db: Database, userId: number, codeHash: string) {
  const rows = await db
    .update(secondFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(secondFactorRecoveryCodes.userId, userId),
        eq(secondFactorRecoveryCodes.codeHash, codeHash),
        isNull(secondFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: secondFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function hasUnusedRecoveryCode(db: Database, userId: number, codeHash: string) {
  const [row] = await db
    .select({ id: secondFactorRecoveryCodes.id })
    .from(secondFactorRecoveryCodes)
    .where(
      and(
        eq(secondFactorRecoveryCodes.userId, userId),
        eq(secondFactorRecoveryCodes.codeHash, codeHash),
        isNull(secondFactorRecoveryCodes.usedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function countUnusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(secondFactorRecoveryCodes)
    .where(and(eq(secondFactorRecoveryCodes.userId, userId), isNull(secondFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/**
 * A new challenge for `userId`, the only open one: the user's earlier ones end, and so do everyone's
 * expired ones (found by the expiry index).
 */
export async function insertChallenge(
  db: Database,
  challenge: { userId: number; tokenHash: string; purpose: ChallengePurpose; expiresAt: Date },
) {
  await db
    .delete(secondFactorChallenges)
    .where(
      or(
        eq(secondFactorChallenges.userId, challenge.userId),
        lt(secondFactorChallenges.expiresAt, sql`now()`),
      ),
    );
  await db.insert(secondFactorChallenges).values(challenge);
}

export async function findOpenChallenge(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: secondFactorChallenges.id,
      userId: secondFactorChallenges.userId,
      purpose: secondFactorChallenges.purpose,
    })
    .from(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.tokenHash, tokenHash),
        isNull(secondFactorChallenges.usedAt),
        sql`${secondFactorChallenges.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return row;
}

/** Marks the challenge used; false when another request used it first or it expired meanwhile. */
export async function spendChallenge(db: Database, challengeId: number) {
  const rows = await db
    .update(secondFactorChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(secondFactorChallenges.id, challengeId),
        isNull(secondFactorChallenges.usedAt),
        sql`${secondFactorChallenges.expiresAt} > now()`,
      ),
    )
    .returning({ id: secondFactorChallenges.id });
  return rows.length === 1;
}
