import {
  API_TOKEN_TEXTS,
  STAFF_API_TOKEN_PAGE_SIZE,
  type StaffApiToken,
  type StaffApiTokensQuery,
  type StaffApiTokensResponse,
  type StaffRevokeApiTokenResponse,
} from '@refnet/contracts/api-tokens';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import type { Session } from '../accounts/service.js';
import { recordAdminEvent } from '../admin/audit.js';
import { revokeToken } from './own-token-queries.js';
import { countTokens, lockToken, readTokenPage, type StaffTokenRow } from './staff-token-queries.js';
import { toApiToken } from './token-rows.js';

const toStaffApiToken = (row: StaffTokenRow): StaffApiToken => ({ ...toApiToken(row), owner: row.owner });

/** GET /staff/api-tokens/: a page of every user's tokens (active ones unless `filter=all`), newest first. */
export async function listApiTokensForStaff(
  db: Database,
  { filter = 'active', ...cursor }: StaffApiTokensQuery,
): Promise<StaffApiTokensResponse> {
  const total = await countTokens(db, filter);
  const lastPageSize = total % STAFF_API_TOKEN_PAGE_SIZE || STAFF_API_TOKEN_PAGE_SIZE;
  const rows = await readTokenPage(db, filter, cursor, lastPageSize);
  return { tokens: rows.map(toStaffApiToken), total };
}

/**
 * DELETE /staff/api-tokens/{tokenId}/: staff revoke anyone's token (a leaked one, a system misbehaving); the
 * change and its audit row in one transaction, the token locked meanwhile.
 */
export async function revokeApiTokenAsStaff(
  db: Database,
  session: Session,
  tokenId: number,
): Promise<StaffRevokeApiTokenResponse> {
  const actorUserId = session.identity.user.id;
  const revoked = await db.transaction(async (tx) => {
    const token = await lockToken(tx, tokenId);
    if (!token) throw new HttpProblem(404, dangerBody(API_TOKEN_TEXTS.notFound));
    if (token.revokedAt) throw new HttpProblem(409, dangerBody(API_TOKEN_TEXTS.alreadyRevoked));
    const row = await revokeToken(tx, tokenId, actorUserId);
    await recordAdminEvent(tx, {
      actorUserId,
      action: 'revoke-api-token',
      targetType: 'api-token',
      targetId: tokenId,
      detail: { ownerUserId: token.owner.userId, name: token.name, wasState: token.state },
    });
    return { ...row, owner: token.owner };
  });
  return { ...successBody(API_TOKEN_TEXTS.revoked(revoked.name)), token: toStaffApiToken(revoked) };
}
