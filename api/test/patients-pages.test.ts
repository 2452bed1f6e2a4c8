import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  PATIENT_PAGE_MESSAGES,
  patientListResponseSchema,
  patientPageResponseSchema,
  type PatientPageResponse,
} from '@refnet/contracts/patients';
import { eq, sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { clinicianRoleProfiles, patients, referrals } from '../src/db/schema.js';
import { danger, setUpTestApp } from './helpers/app.js';
import { createTestDelegate } from './helpers/clinicians.js';
import {
  insertReferral,
  newClinician,
  patientClient,
  setReferralStatus,
  type PatientClient,
} from './helpers/patients.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

/**
 * `count` more patients for the client's clinician, copies of one made through the API with the last names
 * `${prefix}1…`, created a minute apart (oldest first); their ids, newest first.
 */
async function manyPatients(client: PatientClient, prefix: string, count: number): Promise<number[]> {
  const model = await client.create({ lastName: `${prefix}0` });
  const copied = (await db.execute(sql`
    insert into patients (created_by_user_profile_id, entered_by_user_profile_id, address_id,
      insurance_agreement_id, is_self_payer, title, first_name, last_name, sex, dob, primary_email,
      primary_phone_number, consent_given, consent_given_on, created_on)
    select created_by_user_profile_id, entered_by_user_profile_id, address_id, insurance_agreement_id,
      is_self_payer, title, first_name, ${prefix} || n, sex, dob, primary_email, primary_phone_number,
      consent_given, consent_given_on, created_on + n * interval '1 minute'
    from patients cross join generate_series(1, ${count}) n where id = ${model.id}
    returning id`)) as unknown as { rows: { id: number }[] };
  return [...copied.rows.map((row) => row.id).reverse(), model.id];
}

async function page(client: PatientClient, url: string): Promise<PatientPageResponse> {
  const response = await client.call('GET', url);
  assert.equal(response.statusCode, 200, response.body);
  return patientPageResponseSchema.parse(response.json());
}

const ids = (result: { patients: { id: number }[] }) => result.patients.map((patient) => patient.id);

describe('GET /patient/list/ pages', () => {
  test('the list holds the first 25 of a group and its total; the group pages forwards, backwards and from the end', async () => {
    const owner = await newClinician(app, db, 'pages.owner');
    const newestFirst = await manyPatients(owner, 'Pageworth', 56);

    const list = patientListResponseSchema.parse((await owner.call('GET', '/patient/list/')).json());
    assert.deepEqual(
      list.addedPatients.map((patient) => patient.id),
      newestFirst.slice(0, 25),
    );
    assert.deepEqual(list.totals, { added: 57, referred: 0, pending: 0, accepted: 0, completed: 0 });

    const second = await page(owner, `/patient/list/added/?after=${newestFirst[24]}`);
    assert.deepEqual([ids(second), second.total], [newestFirst.slice(25, 50), 57]);
    const back = await page(owner, `/patient/list/added/?before=${newestFirst[25]}`);
    assert.deepEqual(ids(back), newestFirst.slice(0, 25));
    const last = await page(owner, '/patient/list/added/?at=end');
    assert.deepEqual(ids(last), newestFirst.slice(50));

    // A page starts only next to one of the group's own patients: another clinician's id gives nothing.
    const stranger = await newClinician(app, db, 'pages.stranger');
    const theirs = await stranger.create({ lastName: 'Elsewhere' });
    assert.deepEqual(await page(owner, `/patient/list/added/?after=${theirs.id}`), {
      patients: [],
      total: 57,
    });
    assert.deepEqual(await page(owner, `/patient/list/added/?before=${theirs.id}`), {
      patients: [],
      total: 57,
    });

    const oldestFirst = [...newestFirst].reverse();
    const oldest = await page(owner, '/patient/list/added/?order=oldest');
    assert.deepEqual(ids(oldest), oldestFirst.slice(0, 25));
    const oldestNext = await page(owner, `/patient/list/added/?order=oldest&after=${oldestFirst[24]}`);
    assert.deepEqual(ids(oldestNext), oldestFirst.slice(25, 50));
    assert.deepEqual(
      ids(await page(owner, '/patient/list/added/?order=oldest&at=end')),
      oldestFirst.slice(50),
    );
  });

  test('a search finds names in any case and spacing, pages and counts what it found, and takes % and _ literally', async () => {
    const owner = await newClinician(app, db, 'pages.search');
    const found = await manyPatients(owner, 'Searchley', 29);
    await owner.create({ firstName: 'Ada', lastName: 'Okafor' });
    await owner.create({ firstName: 'Ada', lastName: '100%_sure' });

    const first = await page(owner, '/patient/list/added/?search=%20%20SEARCHLEY%20');
    assert.deepEqual([ids(first), first.total], [found.slice(0, 25), 30]);
    const next = await page(owner, `/patient/list/added/?search=searchley&after=${found[24]}`);
    assert.deepEqual([ids(next), next.total], [found.slice(25), 30]);
    assert.equal((await page(owner, '/patient/list/added/?search=ada%20%20okafor')).total, 1);
    assert.equal((await page(owner, `/patient/list/added/?search=${encodeURIComponent('0%_s')}`)).total, 1);
    assert.equal((await page(owner, `/patient/list/added/?search=${encodeURIComponent('%')}`)).total, 1);
    assert.equal((await page(owner, '/patient/list/added/?search=_')).total, 1);
    assert.deepEqual(await page(owner, '/patient/list/added/?search=nobody'), { patients: [], total: 0 });
  });

  test('Added and Referred follow the keeper’s referrals as they are sent and cancelled', async () => {
    const owner = await newClinician(app, db, 'pages.referrer');
    const receiver = await newClinician(app, db, 'pages.referee');
    const patient = await owner.create({ lastName: 'Movewell' });
    const referralId = await insertReferral(db, {
      patientId: patient.id,
      from: owner.user,
      to: receiver.user,
      status: 'PENDING',
    });
    assert.deepEqual(ids(await page(owner, '/patient/list/referred/')), [patient.id]);
    assert.deepEqual(ids(await page(owner, '/patient/list/added/')), []);

    await setReferralStatus(db, referralId, 'CANCELLED');
    assert.deepEqual(ids(await page(owner, '/patient/list/added/')), [patient.id]);
    const [row] = await db.select().from(patients).where(eq(patients.id, patient.id));
    assert.equal(row!.referredByOwner, false);
    // The receiver referring the patient on does not make it the keeper's "Referred".
    await insertReferral(db, {
      patientId: patient.id,
      from: receiver.user,
      to: owner.user,
      status: 'PENDING',
    });
    assert.deepEqual(ids(await page(owner, '/patient/list/added/')), [patient.id]);
  });

  test('a receiver’s group lists a patient once however many referrals place it there; pending stays anonymised', async () => {
    const sender = await newClinician(app, db, 'pages.sender');
    const receiver = await newClinician(app, db, 'pages.receiver');
    const twice = await sender.create({ lastName: 'Twiceover' });
    const once = await sender.create({ lastName: 'Oncemore' });
    for (const patientId of [twice.id, twice.id, once.id])
      await insertReferral(db, { patientId, from: sender.user, to: receiver.user, status: 'PENDING' });

    const pending = await page(receiver, '/patient/list/pending/');
    assert.deepEqual([ids(pending), pending.total], [[once.id, twice.id], 2]);
    const response = await receiver.call('GET', '/patient/list/pending/');
    assert.ok(!response.body.includes('Twiceover'));
    const list = patientListResponseSchema.parse((await receiver.call('GET', '/patient/list/')).json());
    assert.equal(list.totals?.pending, 2);
    const searched = await receiver.call('GET', '/patient/list/pending/?search=twice');
    assert.deepEqual(
      [searched.statusCode, searched.json()],
      [400, danger(PATIENT_PAGE_MESSAGES.searchNotAllowed)],
    );
  });

  test('a claimed open referral puts its patient in the claimer’s Accepted; removing the patient empties the groups', async () => {
    const sender = await newClinician(app, db, 'pages.open.sender');
    const claimer = await newClinician(app, db, 'pages.open.claimer');
    const patient = await sender.create({ lastName: 'Claimwell' });
    const referralId = await insertReferral(db, { patientId: patient.id, from: sender.user, status: 'OPEN' });
    assert.deepEqual(await page(claimer, '/patient/list/accepted/'), { patients: [], total: 0 });

    const [crp] = await db
      .select({ id: clinicianRoleProfiles.id })
      .from(clinicianRoleProfiles)
      .where(eq(clinicianRoleProfiles.userProfileId, claimer.user.userProfileId));
    await db
      .update(referrals)
      .set({ status: 'ACCEPTED', targetCrpId: crp!.id, acceptedOn: new Date() })
      .where(eq(referrals.id, referralId));
    assert.deepEqual(ids(await page(claimer, '/patient/list/accepted/')), [patient.id]);

    await db.update(referrals).set({ status: 'BOOKED' }).where(eq(referrals.id, referralId));
    await db.update(patients).set({ patientActive: false }).where(eq(patients.id, patient.id));
    await db.update(referrals).set({ patientListed: false }).where(eq(referrals.patientId, patient.id));
    const list = patientListResponseSchema.parse((await claimer.call('GET', '/patient/list/')).json());
    assert.deepEqual([list.completedPatients, list.totals?.completed], [[], 0]);
  });

  test('a delegate who may not view referrals gets no received group; bad groups and cursors are a 400', async () => {
    const owner = await newClinician(app, db, 'pages.delegated');
    const sender = await newClinician(app, db, 'pages.delegated.sender');
    const patient = await sender.create({ lastName: 'Hiddenfield' });
    await insertReferral(db, {
      patientId: patient.id,
      from: sender.user,
      to: owner.user,
      status: 'ACCEPTED',
    });
    const blind = await patientClient(
      app,
      await createTestDelegate(db, 'pages.blind@refnet.test', owner.user.userProfileId, {
        permissionViewReferrals: false,
        permissionCreateReferrals: true, // reading patients needs some permission; this one opens no referral
        permissionManageReferrals: false,
      }),
    );
    assert.deepEqual(ids(await page(owner, '/patient/list/accepted/')), [patient.id]);
    assert.deepEqual(await page(blind, '/patient/list/accepted/'), { patients: [], total: 0 });
    const list = patientListResponseSchema.parse((await blind.call('GET', '/patient/list/')).json());
    assert.equal(list.totals?.accepted, 0);

    for (const [url, message] of [
      ['/patient/list/unknown/', PATIENT_PAGE_MESSAGES.groupInvalid],
      ['/patient/list/added/?after=abc', PATIENT_PAGE_MESSAGES.cursorInvalid],
      ['/patient/list/added/?after=1&before=2', PATIENT_PAGE_MESSAGES.cursorInvalid],
      ['/patient/list/added/?order=sideways', PATIENT_PAGE_MESSAGES.orderInvalid],
      [`/patient/list/added/?search=${'x'.repeat(101)}`, PATIENT_PAGE_MESSAGES.searchTooLong],
    ] as const) {
      const refused = await owner.call('GET', url);
      assert.equal(refused.statusCode, 400, url);
      // A path parameter's message is prefixed with its name ("group: …"), as the patient forms' fields are.
      const said = refused.json<{ message: { message: string } }>().message.message;
      assert.ok(said === message || said.endsWith(`: ${message}`), `${url}: ${said}`);
    }
  });
});
