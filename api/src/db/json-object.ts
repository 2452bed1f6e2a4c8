import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `json_build_object('id', table.id, 'jobTitle', table.job_title, …)`: a row of `table` as the object
 * drizzle maps it to, for rows gathered with json_agg in a subquery that reads `table` under its own name.
 * Only for tables whose columns JSON carries as they are (numbers, text, booleans: no dates).
 */
export function jsonObjectOf(table: PgTable): SQL {
  const fields = Object.entries(getTableColumns(table)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  return sql`json_build_object(${sql.join(fields, sql`, `)})`;
}
