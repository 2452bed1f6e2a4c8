import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DRIZZLE_CASING } from './database.js';

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

const sqlNames = new CasingCache(DRIZZLE_CASING);

/**
 * A row of `table` from `row_to_json` (keys are its SQL column names, timestamps ISO text), as drizzle
 * maps a selected row: for a row a statement wrote and returned, read back without another statement.
 */
export function rowFromJson<Table extends PgTable>(
  table: Table,
  json: Readonly<Record<string, unknown>>,
): Table['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[sqlNames.getColumnCasing(column)];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Table['$inferSelect'];
}
