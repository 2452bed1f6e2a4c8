import { sql } from 'drizzle-orm';
import { placeholdersOf, preparedStatement } from '../../db/query-rows.js';

export interface ApiTokenUse {
  tokenId: number;
  tokenName: string;
  userId: number;
  method: string;
  /** The route's pattern (`/api/v1/patient/:id/`), never the URL. */
  route: string;
  statusCode: number;
}

const value = placeholdersOf<ApiTokenUse>();

/**
 * One use in the audit trail, and the token's last use, in one statement. last_used_at moves at most once a
 * minute: a system polling every second would otherwise write the token's row on every request.
 */
export const recordApiTokenUse = preparedStatement<never, ApiTokenUse>(
  'refnet_record_api_token_use',
  () => sql`
    with recorded as (
      insert into api_token_uses (token_id, token_name, user_id, method, route, status_code)
      values (${value('tokenId')}::int, ${value('tokenName')}::text, ${value('userId')}::int,
        ${value('method')}::text, ${value('route')}::text, ${value('statusCode')}::int)
    )
    update api_tokens set last_used_at = now()
    where id = ${value('tokenId')}::int
      and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
);
