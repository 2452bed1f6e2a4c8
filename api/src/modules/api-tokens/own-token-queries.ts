import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { apiTokens } from '../../db/schema.js';
import { isActiveToken, tokenColumns, type TokenRow } from './token-rows.js';

/** Key space of the per-user token lock in pg_advisory_xact_lock(int, int), apart from every other lock. */
const API_TOKEN_CREATE_LOCK_SPACE = 5_150_221;

/**
 * Makes one user's token creations take turns until the transaction ends, so that two at once can neither
 * both pass the limit of active tokens nor both take a name.
 */
export async function lockUserTokens(tx: Database, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${API_TOKEN_CREATE_LOCK_SPACE}, ${userId})`);
}

export async function countActiveTokens(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ tokens: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isActiveToken));
  return row?.tokens ?? 0;
}

/** Whether a token of the user's that is not revoked already has this name. */
export async function isNameTaken(db: Database, userId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.name, name), isNull(apiTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}

export async function insertToken(
  db: Database,
  token: { userId: number; name: string; tokenHash: string; displayPrefix: string; expiresInDays: number },
): Promise<TokenRow> {
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId: token.userId,
      name: token.name,
      tokenHash: token.tokenHash,
      displayPrefix: token.displayPrefix,
      expiresAt: sql`now() + make_interval(days => ${token.expiresInDays})`,
    })
    .returning(tokenColumns);
  if (!row) throw new Error('api token insert returned no row');
  return row;
}

/** The user's tokens, newest first (index api_tokens_user_id_id_index). */
export const listUserTokens = (db: Database, userId: number): Promise<TokenRow[]> =>
  db.select(tokenColumns).from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.id));

/** The user's token `tokenId`, locked for the transaction; undefined when it is not theirs. */
export async function lockUserToken(
  tx: Database,
  userId: number,
  tokenId: number,
): Promise<TokenRow | undefined> {
  const [row] = await tx
    .select(tokenColumns)
    .from(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .for('update');
  return row;
}

/** Revokes a token, recording who did; answers the token as it now is. */
export async function revokeToken(tx: Database, tokenId: number, byUserId: number): Promise<TokenRow> {
  const [row] = await tx
    .update(apiTokens)
    .set({ revokedAt: sql`now()`, revokedByUserId: byUserId })
    .where(eq(apiTokens.id, tokenId))
    .returning(tokenColumns);
  if (!row) throw new Error(`api token ${tokenId} vanished while locked`);
  return row;
}
