import type { SQL } from 'drizzle-orm';
import type { Database } from './database.js';

/**
 * Raw SQL rows from either driver. `db.execute` is typed per driver (PGlite `Results`,
 * node-postgres `QueryResult`); both carry `rows`.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
