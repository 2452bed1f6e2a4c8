import {
  STAFF_API_TOKEN_PAGE_SIZE,
  type StaffApiTokenFilter,
  type StaffApiTokensQuery,
} from '@refnet/contracts/api-tokens';
import { and, asc, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { apiTokens, userProfiles, users } from '../../db/schema.js';
import { isActiveToken, tokenColumns, type TokenRow } from './token-rows.js';

export interface StaffTokenRow extends TokenRow {
  owner: { userId: number; title: string; firstName: string; lastName: string; email: string };
}

const staffColumns = {
  ...tokenColumns,
  owner: {
    userId: users.id,
    title: sql<string>`coalesce(${userProfiles.title}, '')`,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
  },
};

/** The tokens with their owners (every token has one: the key cascades). */
const tokensWithOwners = (db: Database) =>
  db
    .select(staffColumns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id));

// Active: the partial index api_tokens_unrevoked_id_index, newest first, the expired ones filtered on the way.
const FILTERS: Record<StaffApiTokenFilter, SQL | undefined> = { active: isActiveToken, all: undefined };

/** How many tokens the filter holds. */
export async function countTokens(db: Database, filter: StaffApiTokenFilter): Promise<number> {
  const [row] = await db.select({ tokens: count() }).from(apiTokens).where(FILTERS[filter]);
  return row?.tokens ?? 0;
}

/**
 * One page of the filter's tokens, newest (highest id) first, by keyset: the first page, the page after or
 * before a token, or the last page (`lastPageSize` rows: what the total leaves on it).
 */
export async function readTokenPage(
  db: Database,
  filter: StaffApiTokenFilter,
  cursor: Pick<StaffApiTokensQuery, 'after' | 'before' | 'at'>,
  lastPageSize: number,
): Promise<StaffTokenRow[]> {
  const where = FILTERS[filter];
  if (cursor.before !== undefined || cursor.at === 'end') {
    // Read upwards from the cursor (or from the oldest), then turn the page the right way round.
    const rows = await tokensWithOwners(db)
      .where(and(where, cursor.before === undefined ? undefined : gt(apiTokens.id, cursor.before)))
      .orderBy(asc(apiTokens.id))
      .limit(cursor.at === 'end' ? lastPageSize : STAFF_API_TOKEN_PAGE_SIZE);
    return rows.reverse();
  }
  return tokensWithOwners(db)
    .where(and(where, cursor.after === undefined ? undefined : lt(apiTokens.id, cursor.after)))
    .orderBy(desc(apiTokens.id))
    .limit(STAFF_API_TOKEN_PAGE_SIZE);
}

/** Any user's token `tokenId` with its owner, locked for the transaction. */
export async function lockToken(tx: Database, tokenId: number): Promise<StaffTokenRow | undefined> {
  const [row] = await tokensWithOwners(tx).where(eq(apiTokens.id, tokenId)).for('update', { of: apiTokens });
  return row;
}
