import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
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
}

export async function openPglite({
  dataDir,
  schemaName,
  loadDataDir,
}: PgliteOptions): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { cube, earthdistance } });
  if (schemaName) {
    // PGlite is a single connection, so one SET lasts for its whole life.
    await client.exec(
      `CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schemaName)}; SET search_path TO ${quoteIdentifier(schemaName)}, public;`,
    );
  }
  const db = drizzle({ client, schema, casing: DRIZZLE_CASING });
  return {
    db,
    driver: 'pglite',
    migrate: (folder) => migrate(db, { migrationsFolder: folder, ...migrationsTableConfig(schemaName) }),
    close: () => client.close(),
  };
}
