// The scale benchmark's own PostgreSQL databases (refnet_bench_<size>): created, dropped and read here,
// never any other. The marker table says a database is seeded and where its seeded rows end, so the rows a
// run writes (referrals, events, e-mails, sessions) can be removed afterwards and the next run finds the
// same data.
import pg from 'pg';
import { quoteIdentifier } from '../../src/db/identifiers.js';
import { databaseUrl } from '../../test/helpers/postgres-databases.js';
import { MARKER_TABLE } from './scale-shape.js';

const OWN_PREFIX = 'refnet_bench_';

export interface SeedMarker {
  referrals: number;
  clinicians: number;
  patients: number;
  seedVersion: number;
  seedSeconds: number;
  seededAt: Date;
  maxReferralId: number;
  maxEventId: number;
  maxOutboxId: number;
  maxTokenId: number;
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function checkOwn(name: string) {
  if (!name.startsWith(OWN_PREFIX)) throw new Error(`refusing to touch database ${name}: not ${OWN_PREFIX}*`);
}

export const benchDatabaseUrl = (serverUrl: string, name: string) => databaseUrl(serverUrl, name);

export const databaseExists = (serverUrl: string, name: string) =>
  withClient(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (rowCount ?? 0) > 0;
  });

/** Drops the bench database `name` if it exists (closing its connections) and creates it empty. */
export async function recreateDatabase(serverUrl: string, name: string): Promise<void> {
  checkOwn(name);
  await withClient(serverUrl, async (client) => {
    await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
    await client.query(`create database ${quoteIdentifier(name)}`);
  });
}

/** The marker of a seeded database; undefined when it has none (never seeded, or seeding stopped). */
export const readMarker = (url: string): Promise<SeedMarker | undefined> =>
  withClient(url, async (client) => {
    const { rows: exists } = await client.query<{ found: string | null }>('select to_regclass($1) as found', [
      MARKER_TABLE,
    ]);
    if (!exists[0]?.found) return undefined;
    const { rows } = await client.query<SeedMarker>(
      `select referrals, clinicians, patients, seed_version as "seedVersion", seed_seconds as "seedSeconds",
        seeded_at as "seededAt", max_referral_id as "maxReferralId", max_event_id as "maxEventId",
        max_outbox_id as "maxOutboxId", max_token_id as "maxTokenId"
      from ${MARKER_TABLE}`,
    );
    return rows[0];
  });

/** Records, in the seeding connection, what was seeded and where its rows end. */
export async function writeMarker(
  client: pg.ClientBase,
  marker: Pick<SeedMarker, 'referrals' | 'clinicians' | 'patients' | 'seedVersion' | 'seedSeconds'>,
): Promise<void> {
  await client.query(`create table ${MARKER_TABLE} (referrals int not null, clinicians int not null,
    patients int not null, seed_version int not null, seed_seconds real not null,
    seeded_at timestamptz not null default now(), max_referral_id int not null, max_event_id int not null,
    max_outbox_id int not null, max_token_id int not null)`);
  await client.query(
    `insert into ${MARKER_TABLE} (referrals, clinicians, patients, seed_version, seed_seconds,
      max_referral_id, max_event_id, max_outbox_id, max_token_id)
    select $1, $2, $3, $4, $5, (select coalesce(max(id), 0) from referrals),
      (select coalesce(max(id), 0) from referral_events), (select coalesce(max(id), 0) from outbox_emails),
      (select coalesce(max(id), 0) from auth_tokens)`,
    [marker.referrals, marker.clinicians, marker.patients, marker.seedVersion, marker.seedSeconds],
  );
}

/**
 * Removes what runs wrote after seeding: referrals created or claimed (all are new rows), their events,
 * the e-mails recorded for them and the sessions. Returns how many referrals went.
 */
export const undoRunWrites = (url: string, marker: SeedMarker): Promise<number> =>
  withClient(url, async (client) => {
    await client.query('begin');
    await client.query('delete from referral_events where id > $1', [marker.maxEventId]);
    await client.query('delete from open_referral_notices where referral_id > $1', [marker.maxReferralId]);
    const { rowCount } = await client.query('delete from referrals where id > $1', [marker.maxReferralId]);
    await client.query('delete from outbox_emails where id > $1', [marker.maxOutboxId]);
    await client.query('delete from auth_tokens where id > $1', [marker.maxTokenId]);
    await client.query('commit');
    return rowCount ?? 0;
  });
