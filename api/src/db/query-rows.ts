import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DRIZZLE_CASING, type Database } from './database.js';
import { preparedOnce } from './prepared-once.js';

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
 * queryRows as a named prepared statement: PostgreSQL plans it once per connection, but drizzle still builds
 * its text at every call. The application's statements use preparedStatement (below); this serves a test that
 * runs a statement the way the server's pool does. `name` must always go with the same SQL text.
 */
export async function queryPreparedRows<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A raw statement built once per database handle (see preparedOnce), its values `sql.placeholder`s bound
 * at each run, as the named prepared statement `name`: neither drizzle (walking the SQL to build its text,
 * about a tenth of a referral create's CPU) nor PostgreSQL (planning it) does that work again per call.
 */
export function preparedStatement<Row, Values extends object>(
  name: string,
  build: () => SQL,
): (db: Database, values: Values) => Promise<Row[]> {
  const prepare = preparedOnce((db) =>
    db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false),
  );
  return async (db, values) => {
    const result = (await prepare(db).execute(values as Record<string, unknown>)) as unknown as {
      rows: Row[];
    };
    return result.rows;
  };
}

/** `sql.placeholder` restricted to the names of a preparedStatement's values. */
export const placeholdersOf =
  <Values>() =>
  (name: keyof Values & string) =>
    sql.placeholder(name);
