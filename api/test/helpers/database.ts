import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/database.js';
import { quoteIdentifier } from '../../src/db/identifiers.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Drops what this run created and closes the connection. */
  dispose(): Promise<void>;
}

/**
 * In-memory PGlite by default; with DATABASE_URL, a fresh schema of its own on that server,
 * so concurrent runs on one PostgreSQL never see each other's rows.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openPglite({ dataDir: undefined });
    return { handle, dispose: () => handle.close() };
  }
  const schemaName = `refnet_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const handle = await openPostgres({ url, schemaName, poolSize: 4 });
  return {
    handle,
    dispose: async () => {
      try {
        await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schemaName)} CASCADE`));
      } finally {
        await handle.close();
      }
    },
  };
}
