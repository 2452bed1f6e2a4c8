// Prints GET /referrals/list/inbound, /referrals/list/outbound, /referrals/referral-notifications/ and
// /user/analytics-data/5/ figures with 100,000 referrals among 2,000 clinicians on an in-memory PGlite (or,
// with DATABASE_URL, in a scratch schema on that PostgreSQL, dropped afterwards). Measures; asserts nothing.
// Usage: node --import tsx bench/referrals.ts [<iterations>] (also run at the end of `npm run bench`)
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { InboundReferralsResponse, OutboundReferralsResponse } from '@refnet/contracts/referrals';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { queryRows } from '../src/db/query-rows.js';
import { openTestDatabase } from '../test/helpers/database.js';
import { BENCH_PASSWORD, benchClinicianEmail, seedBenchClinicians } from './bench-clinicians.js';
import { expectStatus, measure } from './measure.js';

const CLINICIANS = 2_000;
const PATIENTS = 20_000;
const REFERRALS = 100_000;
/** The clinician measured: a General Practitioner (bench-clinicians.ts hands out roles by g). */
const MEASURED = 8;
/** Every n-th referral goes to the measured clinician, so they receive about 250 (an average one, 50). */
const MEASURED_EVERY = 499;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * `patients` patients and REFERRALS referrals with generate_series, a few statements whatever
 * the count. Each patient is referred by its keeper to another clinician (or open to a job role, 1 in
 * 20), in a mix of states (drawn by a hash of the row number) over the last 90 days, with a "created" audit event each and an "accepted" one
 * for those accepted. Temporary tables live in the transaction's connection.
 */
async function seedBenchReferrals(db: Database, patients: number) {
  const statements: SQL[] = [
    sql`create temporary table bench_crps on commit drop as
      select split_part(split_part(u.email, '@', 1), '.', 2)::int as g, p.id as profile_id,
        min(crp.id) as crp_id, min(r.job_role_id) as job_role_id
      from users u
      join user_profiles p on p.user_id = u.id
      join clinician_role_profiles crp on crp.user_profile_id = p.id
      join user_profile_job_roles r on r.user_profile_id = p.id
      where u.email like 'bench.%@bench.refnet.test'
      group by u.email, p.id`,
    sql`insert into addresses (address_type, first_line, city, postcode, latitude, longitude)
      select 'patient', 'bench-patient-' || p, 'London', 'SW1A 1AA', 51.501, -0.141
      from generate_series(1, ${patients}) as p`,
    sql`create temporary table bench_patients on commit drop as
      select split_part(first_line, '-', 3)::int as p, id as address_id,
        (split_part(first_line, '-', 3)::int % ${CLINICIANS}) + 1 as owner_g
      from addresses where first_line like 'bench-patient-%'`,
    sql`insert into patients (created_by_user_profile_id, entered_by_user_profile_id, address_id, is_self_payer,
        title, first_name, last_name, sex, dob, primary_email, primary_phone_number, consent_given, consent_given_on)
      select c.profile_id, c.profile_id, bp.address_id, true, 'Mr', 'Bench', 'Patient ' || bp.p, 'Male',
        '1970-01-01', 'patient.' || bp.p || '@bench.refnet.test', '+44 7700 900000', true, now()
      from bench_patients bp join bench_crps c on c.g = bp.owner_g`,
    sql`alter table bench_patients add column patient_id int`,
    sql`update bench_patients bp set patient_id = pt.id from patients pt
      where pt.primary_email = 'patient.' || bp.p || '@bench.refnet.test'`,
    sql`insert into referrals (patient_id, referrer_crp_id, sent_by_user_profile_id, job_role_id,
        specified_clinician, target_crp_id, main_description, history, status, created_on, accepted_on,
        completed_on, dna_on, rejected_on, cancelled_on, updated_on)
      select s.patient_id, s.crp_id, s.profile_id,
        case when s.k = 3 then (select job_role_id from bench_crps where g = 1 + s.g % 8) else t.job_role_id end,
        s.k <> 3, case when s.k = 3 then null else t.crp_id end,
        'Bench referral: knee pain on stairs for three months.', 'No previous injury.',
        (array['PENDING','PENDING','PENDING','OPEN','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED',
          'ACCEPTED','BOOKED','BOOKED','BOOKED','BOOKED','BOOKED','DNA','REJECTED','REJECTED','CANCELLED',
          'CANCELLED'])[1 + s.k],
        s.sent, case when s.k between 4 and 15 then s.sent + interval '1 day' end,
        case when s.k between 10 and 14 then s.sent + interval '3 days' end,
        case when s.k = 15 then s.sent + interval '4 days' end,
        case when s.k in (16, 17) then s.sent + interval '1 day' end,
        case when s.k in (18, 19) then s.sent + interval '1 day' end,
        s.sent + interval '1 day'
      from (
        select n.g, mod(hashint4(n.g)::bigint + 2147483648, 20) as k, bp.patient_id, c.crp_id, c.profile_id, c.g as sender_g,
          now() - make_interval(secs => (n.g * 7919) % ${90 * DAY_SECONDS}) as sent
        from generate_series(1, ${REFERRALS}) as n(g)
        join bench_patients bp on bp.p = 1 + n.g % ${patients}
        join bench_crps c on c.g = bp.owner_g
      ) s
      join bench_crps t on t.g = case when s.g % ${MEASURED_EVERY} = 0 and s.sender_g <> ${MEASURED}
        then ${MEASURED} else ((s.sender_g + s.g % 997) % ${CLINICIANS}) + 1 end`,
    sql`insert into referral_events (referral_id, action, from_status, to_status, actor_user_profile_id, at)
      select id, 'created', null, case when specified_clinician then 'PENDING' else 'OPEN' end,
        sent_by_user_profile_id, created_on
      from referrals where main_description like 'Bench referral:%'`,
    sql`insert into referral_events (referral_id, action, from_status, to_status, actor_user_profile_id, at)
      select r.id, 'accepted', 'PENDING', 'ACCEPTED', crp.user_profile_id, r.accepted_on
      from referrals r join clinician_role_profiles crp on crp.id = r.target_crp_id
      where r.accepted_on is not null and r.main_description like 'Bench referral:%'`,
  ];
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(statement);
  });
  await db.execute(sql`analyze`);
}

/**
 * The referral benchmark's data: CLINICIANS clinicians, `patients` patients (10 per clinician by default)
 * and REFERRALS referrals among them. Also seeds the admin download benchmark.
 */
export async function seedBenchReferralData(db: Database, patients = PATIENTS) {
  await seedBenchClinicians(db, CLINICIANS);
  await seedBenchReferrals(db, patients);
}

/** How many referrals the measured clinician has in each group, as the lists answer them. */
const sizes = (groups: Record<string, unknown[]>) =>
  Object.entries(groups)
    .map(([name, rows]) => `${name} ${rows.length}`)
    .join(', ');

export async function runReferralsBench(iterations: number) {
  const database = await openTestDatabase();
  const { handle } = database;
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', FRONTEND_DIR: '/nonexistent' }),
    db: handle,
  });
  try {
    const seeding = performance.now();
    await seedBenchReferralData(app.db);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from referrals`,
    );
    console.log(
      `\nreferrals on ${handle.driver}: ${n} referrals, ${PATIENTS} patients, ${CLINICIANS} clinicians seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      payload: { username: benchClinicianEmail(MEASURED), password: BENCH_PASSWORD },
    });
    expectStatus(login, 200);
    const headers = { authorization: `Token ${login.json<{ token: string }>().token}` };
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
      expectStatus(response, 200);
      return response;
    };

    let inbound: InboundReferralsResponse | undefined;
    await measure('inbound', iterations, async () => {
      inbound = (await get('/referrals/list/inbound')).json<InboundReferralsResponse>();
    });
    console.log(`${''.padEnd(12)} ${sizes({ ...inbound!.referralsReceived, open: inbound!.referralsOpen })}`);
    let outbound: OutboundReferralsResponse | undefined;
    await measure('outbound', iterations, async () => {
      outbound = (await get('/referrals/list/outbound')).json<OutboundReferralsResponse>();
    });
    console.log(`${''.padEnd(12)} ${sizes(outbound!.referralsMade)}`);
    await measure('notifications', iterations, async () => {
      await get('/referrals/referral-notifications/');
    });
    await measure('analytics', iterations, async () => {
      await get('/user/analytics-data/5/');
    });
  } finally {
    await app.close();
    await database.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runReferralsBench(Number(process.argv[2] ?? 50));
}
