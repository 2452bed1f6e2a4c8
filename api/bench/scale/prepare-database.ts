// Gets one size's database ready: reused when its marker says it holds this size (seeded by this version of
// the seeding), seeded afresh otherwise or when BENCH_RESEED is set. A reused database is brought up to the
// project's latest migrations (ANALYZE after any new one) and cleared of what earlier runs wrote.
import { runMigrations } from '../../src/db/migrate.js';
import { openPostgres } from '../../src/db/postgres.js';
import {
  benchDatabaseUrl,
  databaseExists,
  readMarker,
  undoRunWrites,
  withClient,
  type SeedMarker,
} from './bench-database.js';
import { CLINICIANS, PATIENTS, SEED_VERSION } from './scale-shape.js';
import { seedScaleDatabase } from './seed-scale-data.js';
import type { ScaleSize } from './settings.js';

export interface PreparedDatabase {
  url: string;
  marker: SeedMarker;
  /** Seeded by this run (else reused). */
  seededNow: boolean;
}

const fits = (marker: SeedMarker | undefined, size: ScaleSize): marker is SeedMarker =>
  marker !== undefined &&
  marker.referrals === size.referrals &&
  marker.clinicians === CLINICIANS &&
  marker.patients === PATIENTS &&
  marker.seedVersion === SEED_VERSION;

const appliedMigrations = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    return rows[0]?.n ?? 0;
  });

async function migrateReused(url: string) {
  const before = await appliedMigrations(url);
  const handle = await openPostgres({ url, poolSize: 1 });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  const after = await appliedMigrations(url);
  if (after !== before) {
    console.log(`  ${after - before} new migration(s) applied to the reused database; analyzing`);
    await withClient(url, (client) => client.query('analyze'));
  }
}

export async function prepareDatabase(
  serverUrl: string,
  size: ScaleSize,
  reseed: boolean,
): Promise<PreparedDatabase> {
  const url = benchDatabaseUrl(serverUrl, size.database);
  const existing = (await databaseExists(serverUrl, size.database)) ? await readMarker(url) : undefined;
  if (!reseed && fits(existing, size)) {
    const seeded = existing.seededAt.toISOString().slice(0, 16).replace('T', ' ');
    console.log(
      `${size.database}: reusing (seeded ${seeded} in ${existing.seedSeconds.toFixed(0)} s; BENCH_RESEED=1 seeds again)`,
    );
    await migrateReused(url);
    const removed = await undoRunWrites(url, existing);
    if (removed > 0) console.log(`  removed ${removed} referrals left by an earlier run`);
    return { url, marker: existing, seededNow: false };
  }
  await seedScaleDatabase(serverUrl, size);
  const marker = await readMarker(url);
  if (!marker) throw new Error(`${size.database}: seeded but has no marker`);
  return { url, marker, seededNow: true };
}
