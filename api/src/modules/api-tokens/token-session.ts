import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedOnce } from '../../db/prepared-once.js';
import { apiTokens, userProfiles, users } from '../../db/schema.js';
import { toIdentity } from '../accounts/identity.js';
import { canSignIn, identityColumns } from '../accounts/queries.js';
import type { Session } from '../accounts/service.js';

/**
 * Runs on every request an API token makes, as the session lookup does for a browser: a prepared
 * statement, planned once per connection.
 */
const tokenSessionQuery = preparedOnce((db) =>
  db
    .select({
      ...identityColumns,
      apiTokenId: apiTokens.id,
      apiTokenName: apiTokens.name,
      userProfileId: userProfiles.id,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
        canSignIn,
      ),
    )
    .limit(1)
    .prepare('refnet_api_token_session_by_hash'),
);

/**
 * The session a personal API token opens: its owner's, exactly as if they had signed in (a delegate's token
 * acts with the delegate's permissions), or undefined when the token is unknown, revoked or expired, or its
 * owner may no longer sign in (deactivated).
 */
export async function authenticateApiTokenHash(
  db: Database,
  tokenHash: string,
): Promise<Session | undefined> {
  const [row] = await tokenSessionQuery(db).execute({ tokenHash });
  if (!row) return undefined;
  return {
    tokenId: null,
    identity: toIdentity(row),
    userProfileId: row.userProfileId,
    apiToken: { id: row.apiTokenId, name: row.apiTokenName },
  };
}
