// Seeds one bench database from empty: the project's migrations and reference data (user groups, job roles,
// insurers, postcodes), CLINICIANS clinicians (../bench-clinicians.ts: one argon2 hash for all), PATIENTS
// patients and `size.referrals` referrals with their events, all set-based and loaded the bulk way
// (bulk-load.ts); then VACUUM ANALYZE and the marker. Prints the time of each step.
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { loadConfig } from '../../src/config.js';
import { runMigrations } from '../../src/db/migrate.js';
import { openPostgres } from '../../src/db/postgres.js';
import { runSeeds } from '../../src/db/seed/index.js';
import { seedBenchClinicians } from '../bench-clinicians.js';
import { bulkLoad } from './bulk-load.js';
import { benchDatabaseUrl, recreateDatabase, withClient, writeMarker } from './bench-database.js';
import { CLINICIANS, PATIENTS, SEED_VERSION } from './scale-shape.js';
import { seedScalePatients } from './seed-patients.js';
import { seedScaleReferralEvents, seedScaleReferrals } from './seed-referrals.js';
import type { ScaleSize } from './settings.js';

/** The bench clinicians by g, with their first role profile and job role (see ../bench-clinicians.ts). */
const CREATE_SCALE_CLINICIANS = `
  create temporary table scale_clinicians on commit drop as
  select split_part(split_part(u.email, '@', 1), '.', 2)::int as g, p.id as profile_id,
    min(crp.id) as crp_id, min(r.job_role_id) as job_role_id
  from users u
  join user_profiles p on p.user_id = u.id
  join clinician_role_profiles crp on crp.user_profile_id = p.id
  join user_profile_job_roles r on r.user_profile_id = p.id
  where u.email like 'bench.%@bench.refnet.test'
  group by u.email, p.id`;

/** The trigger that stamps the lists of a changed patient's clinicians (migrations). */
const PATIENTS_STAMP_TRIGGER = 'patients_changed_stamp_lists';

/** Reference data only: no bootstrap admin, no demo clinicians. */
const REFERENCE_ONLY = loadConfig({ DEMO_DATA: 'false', LOG_LEVEL: 'silent' });

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${name.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Seeds `size` into its database, created afresh. */
export async function seedScaleDatabase(serverUrl: string, size: ScaleSize): Promise<void> {
  const started = performance.now();
  const url = benchDatabaseUrl(serverUrl, size.database);
  console.log(`seeding ${size.database}: ${size.referrals.toLocaleString('en-GB')} referrals`);
  await step('create database', () => recreateDatabase(serverUrl, size.database));

  const handle = await openPostgres({ url, poolSize: 2 });
  try {
    await step('migrations and reference data', async () => {
      await runMigrations(handle);
      await runSeeds(handle.db, REFERENCE_ONLY, Fastify({ logger: false }).log);
    });
    await step(`${CLINICIANS.toLocaleString('en-GB')} clinicians`, () =>
      seedBenchClinicians(handle.db, CLINICIANS),
    );
  } finally {
    await handle.close();
  }

  await withClient(url, async (client) => {
    await client.query('set synchronous_commit = off');
    await client.query("set work_mem = '256MB'");
    await client.query('begin');
    await client.query(CREATE_SCALE_CLINICIANS);
    await client.query('create unique index on scale_clinicians (g)');
    await client.query('analyze scale_clinicians');
    await bulkLoad(
      client,
      ['addresses', 'patients'],
      () => step(`${PATIENTS.toLocaleString('en-GB')} patients`, () => seedScalePatients(client)),
      step,
    );
    // referrals keeps its indexes: its insert triggers refresh the patients' groups, and each patient
    // updated reads that patient's referrals back (a scan of the whole table per patient without them).
    // That read only stamps the lists of the patient's clinicians, one update of a shared stamp row per
    // patient, and each update of a row this transaction already updated walks all its versions. A new
    // database has no list answer to version, and the referrals' own insert trigger stamps every sender and
    // receiver: the patients' stamp trigger is off for this insert.
    await client.query(`alter table patients disable trigger ${PATIENTS_STAMP_TRIGGER}`);
    await step(`${size.referrals.toLocaleString('en-GB')} referrals`, () =>
      seedScaleReferrals(client, size.referrals),
    );
    await client.query(`alter table patients enable trigger ${PATIENTS_STAMP_TRIGGER}`);
    await bulkLoad(
      client,
      ['referral_events'],
      () => step('their events', () => seedScaleReferralEvents(client)),
      step,
    );
    await client.query('commit');
    await step('vacuum analyze', () => client.query('vacuum analyze'));
    const seedSeconds = (performance.now() - started) / 1000;
    await writeMarker(client, {
      referrals: size.referrals,
      clinicians: CLINICIANS,
      patients: PATIENTS,
      seedVersion: SEED_VERSION,
      seedSeconds,
    });
  });
  console.log(`  ${'total'.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
