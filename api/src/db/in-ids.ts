import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: the ids as one array parameter. Unlike inArray's `in ($1, …, $n)` the
 * statement is the same whatever the number of ids, and PostgreSQL parses and binds one value. The reads
 * every list page makes by ids are also prepared (`.prepare('refnet_…')`): PostgreSQL then plans each once
 * per connection instead of on every request, where planning took longer than running them.
 */
export const inIds = (column: AnyColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::int[])`;

/** inIds for a query prepared once (`preparedOnce`): the ids are bound at execution as `{ ids: [...] }`. */
export const inIdsPlaceholder = (column: AnyColumn): SQL =>
  sql`${column} = any(${sql.placeholder('ids')}::int[])`;
