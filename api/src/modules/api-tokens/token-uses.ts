import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { placeholdersOf, preparedStatement, queryRows } from '../../db/query-rows.js';

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

const PRUNE_BATCH = 5_000;

/** SQL removing the old uses among the next `batch` ids; how many it removed. */
export const pruneBatchQuery = (retentionDays: number, batch: number): SQL =>
  sql`with gone as (
      delete from api_token_uses
      where id = any(array(select id from api_token_uses order by id limit ${batch}::int))
        and at < now() - make_interval(days => ${retentionDays}::int)
      returning 1)
    select count(*)::int as n from gone`;

/**
 * Removes the uses older than `retentionDays`; how many. Ids are given in the order uses are written, so the
 * oldest uses have the lowest ids: each batch reads the next `batch` ids off the primary key and removes the
 * old ones among them, and the work stops at the first batch that is not all old, never reading the table
 * through to find nothing.
 */
export async function pruneApiTokenUses(
  db: Database,
  retentionDays: number,
  batch = PRUNE_BATCH,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(db, pruneBatchQuery(retentionDays, batch));
    const n = row?.n ?? 0;
    removed += n;
    if (n < batch) return removed;
  }
}
