// PATIENTS patients with their addresses, set-based (generate_series): a few statements whatever the count.
// The busy GP keeps patients 1..BUSY_PATIENTS, the average clinician the next AVERAGE_PATIENTS; the rest are
// spread over the other clinicians (about 5 each). Addresses use the seeded postcodes (the sample shipped
// with the API) and their coordinates.
import type pg from 'pg';
import {
  AVERAGE_CLINICIAN,
  BUSY_GP,
  BUSY_PATIENTS,
  CLINICIANS,
  PATIENTS,
  PLACED_CLINICIANS,
  PLACED_PATIENTS,
  unplacedClinician,
} from './scale-shape.js';

/** SQL: patient number p (1..PATIENTS) → the g of the clinician who keeps it. */
const OWNER_OF_P = `case when p <= ${BUSY_PATIENTS} then ${BUSY_GP}
  when p <= ${PLACED_PATIENTS} then ${AVERAGE_CLINICIAN}
  else ${unplacedClinician(`((p - ${PLACED_PATIENTS + 1}) % ${CLINICIANS - PLACED_CLINICIANS.length}) + 1`)} end`;

const FIRST_NAMES = `array['Olivia','Amelia','Isla','Ava','Mia','Noah','Oliver','George','Arthur','Leo',
  'Harry','Freya','Lily','Jack','Muhammad','Sophia','Thomas','Grace','Alfie','Evie']`;
const LAST_NAMES = `array['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Robinson',
  'Wright','Thompson','Evans','Walker','White','Roberts','Green','Hall','Khan','Clarke']`;

/**
 * Runs in the caller's transaction on one connection (temporary tables). Needs the clinicians
 * (scale_clinicians, see seed-scale-data.ts) and the reference data (postcodes, insurers).
 */
export async function seedScalePatients(client: pg.ClientBase): Promise<void> {
  const statements = [
    `create temporary table scale_postcodes on commit drop as
      select (row_number() over (order by postcode))::int - 1 as i, postcode, latitude, longitude from postcodes`,
    `create temporary table scale_insurers on commit drop as
      select (row_number() over (order by id))::int - 1 as i, id from insurance_agreements where verified`,
    `insert into addresses (address_type, first_line, city, postcode, latitude, longitude)
      select 'patient', p || ' Scale Street', 'Scaleton', pc.postcode, pc.latitude, pc.longitude
      from generate_series(1, ${PATIENTS}) as p
      join scale_postcodes pc on pc.i = p % (select count(*) from scale_postcodes)
      order by p`,
    `create temporary table scale_patients on commit drop as
      select p, address_id, ${OWNER_OF_P} as owner_g
      from (select split_part(first_line, ' ', 1)::int as p, id as address_id from addresses
            where address_type = 'patient' and first_line like '% Scale Street') as numbered`,
    // Created over the year before the first referral, in patient-number order; a third insured.
    `insert into patients (created_by_user_profile_id, entered_by_user_profile_id, address_id,
        insurance_agreement_id, is_self_payer, title, first_name, last_name, patient_reference, sex, dob,
        primary_email, primary_phone_number, consent_given, consent_given_on, created_on, updated_on)
      select c.profile_id, c.profile_id, sp.address_id, ins.id, ins.id is null,
        (array['Mr','Mrs','Ms','Miss','Dr'])[1 + sp.p % 5],
        (${FIRST_NAMES})[1 + sp.p % 20], (${LAST_NAMES})[1 + (sp.p / 20) % 20],
        'SCALE-' || sp.p,
        (array['Female','Male','Female','Male','Female','Male','Female','Male','Other','Unknown'])[1 + sp.p % 10],
        date '1935-01-01' + (sp.p * 7919) % 30000,
        'patient.' || sp.p || '@scale.refnet.test', '+44 7700 ' || lpad((sp.p % 1000000)::text, 6, '0'),
        true, created.at, created.at, created.at
      from scale_patients sp
      join scale_clinicians c on c.g = sp.owner_g
      left join scale_insurers ins on sp.p % 3 = 0 and ins.i = (sp.p / 3) % (select count(*) from scale_insurers)
      cross join lateral (select now() - interval '2 years'
        + interval '1 year' * (sp.p::float8 / ${PATIENTS}) as at) as created
      order by sp.p`,
    `alter table scale_patients add column patient_id int`,
    `update scale_patients sp set patient_id = pt.id from patients pt where pt.address_id = sp.address_id`,
    `create unique index on scale_patients (p)`,
    `analyze scale_patients`,
  ];
  for (const statement of statements) await client.query(statement);
}
