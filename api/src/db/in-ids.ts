import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: the ids as one array parameter. Unlike inArray's `in ($1, …, $n)` the
 * statement is the same whatever the number of ids, and PostgreSQL parses and binds one value.
 */
export const inIds = (column: AnyColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::int[])`;
