import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { sql, type Logger } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/database.js';
import { quoteIdentifier } from '../../src/db/identifiers.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';
import { createDatabase, databaseUrl } from './postgres-databases.js';
import { templateLocation } from './template-location.js';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Drops what this run created and closes the connection. */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Told of every statement the application runs. */
  logger?: Logger;
}

const uniqueSuffix = () => `${process.pid}_${randomBytes(4).toString('hex')}`;

/**
 * A database of its own, with nothing in it: in-memory PGlite by default; with DATABASE_URL, a fresh
 * schema on that server, so concurrent runs on one PostgreSQL never see each other's rows.
 */
export async function openEmptyTestDatabase({ logger }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openPglite({ dataDir: undefined, logger });
    return { handle, dispose: () => handle.close() };
  }
  const schemaName = `refnet_test_${uniqueSuffix()}`;
  const handle = await openPostgres({ url, schemaName, poolSize: 4, logger });
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

/**
 * A database of its own that startApp finds already migrated and seeded: a copy of the run's template
 * (see scripts/run-tests.mjs). A file run on its own has no template and gets an empty database, which
 * startApp then migrates and seeds the slow way, to the same result.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const { logger } = options;
  const template = templateLocation();
  if (!template) return openEmptyTestDatabase(options);
  if (template.driver === 'pglite') {
    const loadDataDir = await openAsBlob(template.dumpFile);
    const handle = await openPglite({ dataDir: undefined, loadDataDir, logger });
    return { handle, dispose: () => handle.close() };
  }
  const serverUrl = process.env.DATABASE_URL as string;
  const name = `${template.prefix}_${uniqueSuffix()}`;
  await createDatabase(serverUrl, name, template.template);
  const handle = await openPostgres({ url: databaseUrl(serverUrl, name), poolSize: 4, logger });
  // The copy is dropped with the template by scripts/run-tests.mjs once every file's process has exited:
  // dropped here (WITH FORCE), it could kill a connection of this process that was still closing, and the
  // file failed on "terminating connection due to administrator command".
  return { handle, dispose: () => handle.close() };
}
