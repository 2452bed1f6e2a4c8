// Bulk benchmark data: many verified clinicians with one clinic each, spread over Great Britain.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { insuranceAgreements, jobRoles } from '../src/db/schema.js';
import { hashPassword } from '../src/security/passwords.js';

export const BENCH_PASSWORD = 'Bench-password-2026';
const EMAIL_DOMAIN = 'bench.refnet.test';

/** Common leaves handed out in turn; the rare one goes to every 1,000th clinician only. */
const COMMON_LEAVES = [
  ['General Practitioner', null, null],
  ['Physiotherapist', 'MSK', null],
  ['Physiotherapist', 'Sports', null],
  ['Consultant', 'Orthopaedic Surgery', 'Knee'],
  ['Consultant Physician', 'Dermatology', null],
  ['Practitioner Psychologist', 'Clinical', null],
  ['Osteopath', null, null],
  ['Podiatrist', null, null],
] as const;
export const RARE_LEAF = ['Consultant Psychiatrist', 'Old Age Psychiatry', null] as const;
export const RARE_EVERY = 1000;
/** Each insurer is accepted by every n-th clinician. */
export const BENCH_INSURERS = [
  ['Bupa', 3],
  ['AXA Health', 5],
  ['WPA', 50],
] as const;

type Leaf = readonly [string, string | null, string | null];

async function leafId(db: Database, [jobRole, specialty, subSpecialty]: Leaf): Promise<number> {
  const [row] = await db
    .select({ id: jobRoles.id })
    .from(jobRoles)
    .where(
      and(
        eq(jobRoles.jobRole, jobRole),
        specialty === null ? isNull(jobRoles.specialty) : eq(jobRoles.specialty, specialty),
        subSpecialty === null ? isNull(jobRoles.subSpecialty) : eq(jobRoles.subSpecialty, subSpecialty),
      ),
    );
  if (!row) throw new Error(`job role ${jobRole} / ${specialty} / ${subSpecialty} is not seeded`);
  return row.id;
}

/** A deterministic number in [0, 1) for clinician g (golden-ratio sequence: evenly spread, no randomness). */
const spread = (multiplier: number) => sql.raw(`(g * ${multiplier} - floor(g * ${multiplier}))`);

/**
 * Inserts `count` verified clinicians with generate_series (a few statements, whatever the count):
 * 40% in and around London, the rest over Great Britain's bounding box. They share one password hash.
 */
export async function seedBenchClinicians(db: Database, count: number): Promise<void> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const common = await Promise.all(COMMON_LEAVES.map((leaf) => leafId(db, leaf)));
  const rare = await leafId(db, RARE_LEAF);
  const insurers = await db
    .select({ id: insuranceAgreements.id, provider: insuranceAgreements.provider })
    .from(insuranceAgreements)
    .where(
      and(
        eq(insuranceAgreements.policyName, 'Standard'),
        inArray(
          insuranceAgreements.provider,
          BENCH_INSURERS.map(([provider]) => provider),
        ),
      ),
    );

  const inLondon = sql.raw(`(g % 10 < 4)`);
  const u = spread(0.6180339887498949);
  const v = spread(0.7548776662466927);
  const statements: SQL[] = [
    sql`insert into users (username, email, password_hash, first_name, last_name)
      select 'bench.' || g || ${'@' + EMAIL_DOMAIN}, 'bench.' || g || ${'@' + EMAIL_DOMAIN}, ${passwordHash},
        'Bench', 'Clinician ' || g
      from generate_series(1, ${count}) as g`,
    sql`create temporary table bench_clinicians on commit drop as
      select split_part(split_part(email, '@', 1), '.', 2)::int as g, id as user_id
      from users where email like ${'%@' + EMAIL_DOMAIN}`,
    sql`insert into user_group_members (user_id, group_id)
      select user_id, (select id from user_groups where name = 'Clinician') from bench_clinicians`,
    sql`insert into user_profiles (user_id, title, first_name, last_name, is_verified, registration_number,
        clinician_description)
      select user_id, 'Dr', 'Bench', 'Clinician ' || g, true, 'BENCH' || g, 'Benchmark clinician.'
      from bench_clinicians`,
    sql`alter table bench_clinicians add column profile_id int`,
    sql`update bench_clinicians b set profile_id = p.id from user_profiles p where p.user_id = b.user_id`,
    sql`insert into user_profile_job_roles (user_profile_id, job_role_id)
      select profile_id, case when g % ${RARE_EVERY} = 0 then ${rare}::int
        else (array[${sql.join(common, sql`, `)}]::int[])[1 + g % ${common.length}] end
      from bench_clinicians`,
    sql`insert into clinician_contacts (user_profile_id, type, email, is_main)
      select profile_id, 'email', 'bench.' || g || ${'@' + EMAIL_DOMAIN}, true from bench_clinicians`,
    sql`insert into addresses (address_type, first_line, city, postcode, latitude, longitude)
      select 'clinic', 'bench-' || g, 'Bench', 'BN' || (g % 99) || ' 1AA',
        case when ${inLondon} then 51.28 + 0.42 * ${u} else 50.0 + 8.5 * ${u} end,
        case when ${inLondon} then -0.5 + 0.8 * ${v} else -5.7 + 7.4 * ${v} end
      from bench_clinicians`,
    sql`insert into clinics (address_id, clinic_name, centre_name)
      select id, '', first_line || ' centre' from addresses where first_line like 'bench-%'`,
    sql`insert into clinician_role_profiles (user_profile_id, clinic_id)
      select b.profile_id, c.id from bench_clinicians b
      join clinics c on c.centre_name = 'bench-' || b.g || ' centre'`,
    ...insurers.map(({ id, provider }) => {
      const every = BENCH_INSURERS.find(([name]) => name === provider)![1];
      return sql`insert into crp_insurance_agreements (crp_id, insurance_agreement_id)
        select crp.id, ${id} from bench_clinicians b
        join clinician_role_profiles crp on crp.user_profile_id = b.profile_id
        where b.g % ${every} = 0`;
    }),
  ];
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(statement);
  });
  await db.execute(sql`analyze`);
}

export const benchClinicianEmail = (g: number) => `bench.${g}@${EMAIL_DOMAIN}`;
