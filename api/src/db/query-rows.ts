import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DRIZZLE_CASING, type Database } from './database.js';

/**
 * Raw SQL rows from either driver. `db.execute` is typed per driver (PGlite `Results`,
 * node-postgres `QueryResult`); both carry `rows`.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect({ casing: DRIZZLE_CASING });

/**
 * queryRows as a named prepared statement: PostgreSQL plans it once per connection instead of on every
 * call. For a statement run on every page whose planning costs as much as running it. `name` must always
 * go with the same SQL text (only the parameters may differ).
 */
export async function queryPreparedRows<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: Row[] };
  return result.rows;
}
