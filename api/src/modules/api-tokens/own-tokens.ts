import {
  API_TOKEN_TEXTS,
  MAX_ACTIVE_API_TOKENS,
  type ApiTokensResponse,
  type CreateApiTokenRequest,
  type CreateApiTokenResponse,
  type RevokeApiTokenResponse,
} from '@refnet/contracts/api-tokens';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { apiTokenDisplayPrefix, generateApiToken, hashToken } from '../../security/tokens.js';
import type { Session } from '../accounts/service.js';
import { forbidden } from '../policy/caller.js';
import { API_TOKEN_API_MESSAGES } from './messages.js';
import {
  countActiveTokens,
  insertToken,
  isNameTaken,
  listUserTokens,
  lockUserToken,
  lockUserTokens,
  revokeToken,
} from './own-token-queries.js';
import { toApiToken } from './token-rows.js';

const conflict = (message: string) => new HttpProblem(409, dangerBody(message));

/**
 * POST /api-tokens/: a new token for the caller, a verified clinician or delegate (staff are refused). The
 * answer is the only place the token itself ever appears: RefNet keeps its SHA-256 and its first characters.
 */
export async function createApiToken(
  db: Database,
  session: Session,
  { name, expiresInDays }: CreateApiTokenRequest,
): Promise<CreateApiTokenResponse> {
  if (session.identity.isAdmin) throw forbidden(API_TOKEN_API_MESSAGES.staffCannotCreate);
  const userId = session.identity.user.id;
  const secret = generateApiToken();
  const row = await db.transaction(async (tx) => {
    await lockUserTokens(tx, userId);
    if ((await countActiveTokens(tx, userId)) >= MAX_ACTIVE_API_TOKENS)
      throw conflict(API_TOKEN_TEXTS.tooMany);
    if (await isNameTaken(tx, userId, name)) throw conflict(API_TOKEN_TEXTS.nameTaken(name));
    return insertToken(tx, {
      userId,
      name,
      tokenHash: hashToken(secret),
      displayPrefix: apiTokenDisplayPrefix(secret),
      expiresInDays,
    });
  });
  return { ...successBody(API_TOKEN_TEXTS.created(name)), token: toApiToken(row), secret };
}

/** GET /api-tokens/: the caller's tokens, newest first, whatever their state. */
export async function listOwnApiTokens(db: Database, session: Session): Promise<ApiTokensResponse> {
  const rows = await listUserTokens(db, session.identity.user.id);
  return { tokens: rows.map(toApiToken) };
}

/** DELETE /api-tokens/{tokenId}/: one of the caller's own tokens; anyone else's is a 404, as a missing one. */
export async function revokeOwnApiToken(
  db: Database,
  session: Session,
  tokenId: number,
): Promise<RevokeApiTokenResponse> {
  const userId = session.identity.user.id;
  const row = await db.transaction(async (tx) => {
    const token = await lockUserToken(tx, userId, tokenId);
    if (!token) throw new HttpProblem(404, dangerBody(API_TOKEN_TEXTS.notFound));
    if (token.revokedAt) throw conflict(API_TOKEN_TEXTS.alreadyRevoked);
    return revokeToken(tx, tokenId, userId);
  });
  return { ...successBody(API_TOKEN_TEXTS.revoked(row.name)), token: toApiToken(row) };
}
