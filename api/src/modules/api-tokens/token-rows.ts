import type { ApiToken, ApiTokenState } from '@refnet/contracts/api-tokens';
import { sql } from 'drizzle-orm';
import { apiTokens } from '../../db/schema.js';

/** A token's state by the database's clock: revoked before expired, as revoking is what its owner did last. */
export const tokenState = sql<ApiTokenState>`case
  when ${apiTokens.revokedAt} is not null then 'revoked'
  when ${apiTokens.expiresAt} <= now() then 'expired'
  else 'active' end`;

/** Neither revoked nor expired: the tokens that still open a session, and count towards the limit. */
export const isActiveToken = sql`${apiTokens.revokedAt} is null and ${apiTokens.expiresAt} > now()`;

/** The columns of an ApiToken row as read. */
export const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  displayPrefix: apiTokens.displayPrefix,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
  state: tokenState,
};

export interface TokenRow {
  id: number;
  name: string;
  displayPrefix: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  state: ApiTokenState;
}

/** A token as its owner and staff see it: never its hash. */
export const toApiToken = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  displayPrefix: row.displayPrefix,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  state: row.state,
});
