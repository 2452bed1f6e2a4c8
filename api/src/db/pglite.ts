import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { DRIZZLE_CASING, migrationsTableConfig, type DatabaseHandle } from './database.js';
import { quoteIdentifier } from './identifiers.js';
import * as schema from './schema.js';

export interface PgliteOptions {
  /** A directory on disk; undefined keeps the database in memory (tests, benchmarks). */
  dataDir: string | undefined;
  schemaName?: string | undefined;
  /** A tarball from PGlite's dumpDataDir to start from instead of an empty cluster (tests). */
  loadDataDir?: Blob | undefined;
  /** Told of every statement the application runs (tests count them per request). */
  logger?: Logger | undefined;
}

export async function openPglite({
  dataDir,
  schemaName,
  loadDataDir,
  logger,
}: PgliteOptions): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { cube, earthdistance } });
  if (schemaName) {
    // PGlite is a single connection, so one SET lasts for its whole life.
    await client.exec(
      `CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schemaName)}; SET search_path TO ${quoteIdentifier(schemaName)}, public;`,
    );
  }
  const db = drizzle({ client, schema, casing: DRIZZLE_CASING, ...(logger ? { logger } : {}) });
  return {
    db,
    driver: 'pglite',
    migrate: (folder) => migrate(db, { migrationsFolder: folder, ...migrationsTableConfig(schemaName) }),
    close: () => client.close(),
  };
}
