import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../../src/db/database.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';
import { startApp } from './app.js';
import { createDatabase, databaseUrl, dropDatabasesOfRun } from './postgres-databases.js';
import { TEMPLATE_ENV, type TemplateLocation } from './template-location.js';

export interface SeededTemplate {
  /** The value of TEMPLATE_ENV that lets each test file open a copy of this template. */
  readonly env: Record<typeof TEMPLATE_ENV, string>;
  /** Removes the template and every copy of it still left (a test file that crashed). */
  dispose(): Promise<void>;
}

/** Migrates and seeds exactly as a server starting with the test environment does, then closes the app. */
async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await (await startApp(handle)).close();
}

async function pgliteTemplate(): Promise<SeededTemplate> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'refnet-test-template-'));
  try {
    const handle = await openPglite({ dataDir: undefined });
    try {
      await migrateAndSeed(handle);
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      // Uncompressed: each copy then loads it about a quarter faster than the gzipped one.
      const tarball = await client.dumpDataDir('none');
      const dumpFile = path.join(folder, 'pgdata.tar');
      await writeFile(dumpFile, new Uint8Array(await tarball.arrayBuffer()));
      const location: TemplateLocation = { driver: 'pglite', dumpFile };
      return {
        env: { [TEMPLATE_ENV]: JSON.stringify(location) },
        dispose: () => rm(folder, { recursive: true, force: true }),
      };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

async function postgresTemplate(serverUrl: string): Promise<SeededTemplate> {
  // One prefix per run: the template and all its copies share it, so a run drops only its own databases.
  const prefix = `refnet_test_${randomBytes(5).toString('hex')}`;
  const template = `${prefix}_template`;
  const dispose = () => dropDatabasesOfRun(serverUrl, prefix);
  try {
    await createDatabase(serverUrl, template);
    const handle = await openPostgres({ url: databaseUrl(serverUrl, template), poolSize: 4 });
    try {
      await migrateAndSeed(handle);
    } finally {
      // A template must have no open connection when a copy is made of it.
      await handle.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  const location: TemplateLocation = { driver: 'node-postgres', template, prefix };
  return { env: { [TEMPLATE_ENV]: JSON.stringify(location) }, dispose };
}

/** The migrated and seeded database every test file starts from: PGlite, or PostgreSQL with DATABASE_URL. */
export function createSeededTemplate(): Promise<SeededTemplate> {
  const url = process.env.DATABASE_URL;
  return url ? postgresTemplate(url) : pgliteTemplate();
}
