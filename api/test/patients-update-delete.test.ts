import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { POSTCODE_DIRECTORY_LIMITED_MESSAGE, VALIDATION_MESSAGES } from '@refnet/contracts/accounts';
import {
  PATIENT_MESSAGES,
  REFERRAL_STATUSES,
  REFERRAL_STATUSES_IN_PROGRESS,
  deletePatientResponseSchema,
  updatePatientResponseSchema,
  type PatientListResponse,
} from '@refnet/contracts/patients';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { addresses, insuranceAgreements } from '../src/db/schema.js';
import { PATIENT_API_MESSAGES } from '../src/modules/patients/messages.js';
import { danger, setUpTestApp } from './helpers/app.js';
import { createTestDelegate } from './helpers/clinicians.js';
import {
  insertReferral,
  insurerId,
  newClinician,
  patientClient,
  patientRow,
  rowCounts,
  validPatient,
} from './helpers/patients.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const NOT_FOUND = danger(PATIENT_MESSAGES.notFound);

const changes = () =>
  validPatient({
    title: 'Dr',
    firstName: 'Nora',
    lastName: 'Quillfeather-Hale',
    patientReference: 'PX-78',
    dob: '1971-06-05',
    sex: 'Other',
    primaryEmail: 'nora.hale@mail.example',
    primaryPhoneNumber: '+44 7700 900888',
    firstLine: '2 Oxford Road',
    city: 'Manchester',
    postcode: 'm13 9wl',
  });

describe('PUT /patient/update/{px_id}/', () => {
  for (const encoding of ['multipart', 'urlencoded'] as const) {
    test(`updates the owner’s patient and its own address from a ${encoding} form`, async () => {
      const owner = await newClinician(app, db, `updates.${encoding}`);
      const created = await owner.create();
      const bupa = await insurerId(db, 'Bupa');
      const response = await owner.send(
        'PUT',
        `/patient/update/${created.id}/`,
        { ...changes(), insuranceProviderId: String(bupa) },
        encoding,
      );
      assert.equal(response.statusCode, 200, response.body);
      const body = updatePatientResponseSchema.parse(response.json());
      assert.deepEqual(body.message, { variant: 'success', message: PATIENT_MESSAGES.updated });
      const { patient } = body;
      assert.deepEqual(
        [
          patient.id,
          patient.title,
          patient.lastName,
          patient.patientReference,
          patient.dob,
          patient.sex,
          patient.primaryEmail,
          patient.primaryPhoneNumber,
          patient.isSelfPayer,
          patient.insurancePolicy?.provider,
        ],
        [
          created.id,
          'Dr',
          'Quillfeather-Hale',
          'PX-78',
          '1971-06-05',
          'Other',
          'nora.hale@mail.example',
          '+447700900888',
          false,
          'Bupa',
        ],
      );
      assert.deepEqual(patient.address, {
        id: created.address.id,
        addressType: 'patient',
        firstLine: '2 Oxford Road',
        city: 'Manchester',
        postcode: 'M13 9WL',
        latitude: 53.4627,
        longitude: -2.226,
      });
      assert.equal(patient.consentGivenOn, created.consentGivenOn);

      const reread = (await owner.call('GET', `/patient/${created.id}/`)).json<{
        currentPatient: { lastName: string };
      }>();
      assert.equal(reread.currentPatient.lastName, 'Quillfeather-Hale');
    });
  }

  test('keeps a UK number typed as dialled in E.164, and an old client’s E.164 number as it is', async () => {
    const owner = await newClinician(app, db, 'update.phone');
    const created = await owner.create();
    for (const [typed, kept] of [
      ['07700 900123', '+447700900123'],
      ['+447700900456', '+447700900456'],
    ] as const) {
      const response = await owner.send('PUT', `/patient/update/${created.id}/`, {
        ...changes(),
        primaryPhoneNumber: typed,
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(updatePatientResponseSchema.parse(response.json()).patient.primaryPhoneNumber, kept);
      assert.equal((await patientRow(db, created.id))?.primaryPhoneNumber, kept);
    }
  });

  test('refuses bad input with its message and changes nothing', async () => {
    const owner = await newClinician(app, db, 'bad.update');
    const created = await owner.create();
    const stored = await patientRow(db, created.id);
    const [address] = await db.select().from(addresses).where(eq(addresses.id, created.address.id));
    for (const [fields, message] of [
      [{ ...changes(), lastName: '' }, VALIDATION_MESSAGES.lastNameRequired],
      [{ ...changes(), dob: '31/02/2000' }, VALIDATION_MESSAGES.dobNotADate],
      [{ ...changes(), dob: '01/01/2999' }, VALIDATION_MESSAGES.dobInFuture],
      [{ ...changes(), primaryPhoneNumber: '0207 946' }, VALIDATION_MESSAGES.phoneInvalid],
      [{ ...changes(), postcode: 'ZZ1 1ZZ' }, POSTCODE_DIRECTORY_LIMITED_MESSAGE],
      [{ ...changes(), insuranceProviderId: '999999' }, PATIENT_MESSAGES.insurerUnknown],
      [{ ...changes(), consent: '' }, PATIENT_MESSAGES.consentRequired],
    ] as const) {
      const response = await owner.send('PUT', `/patient/update/${created.id}/`, fields);
      assert.deepEqual([response.statusCode, response.json()], [400, danger(message)]);
    }
    assert.deepEqual(await patientRow(db, created.id), stored);
    assert.deepEqual(
      (await db.select().from(addresses).where(eq(addresses.id, created.address.id)))[0],
      address,
    );
  });

  test('keeps the patient’s insurer if it has been unverified since, but takes no other unverified one', async () => {
    const owner = await newClinician(app, db, 'unverified.insurer');
    const [lapsed, unknown] = await db
      .insert(insuranceAgreements)
      .values([
        { provider: 'Lapsing Mutual', verified: true },
        { provider: 'Unvetted Assurance', verified: false },
      ])
      .returning({ id: insuranceAgreements.id });
    const created = await owner.create({ insuranceProviderId: String(lapsed!.id) });
    await db
      .update(insuranceAgreements)
      .set({ verified: false })
      .where(eq(insuranceAgreements.id, lapsed!.id));

    const kept = await owner.send('PUT', `/patient/update/${created.id}/`, {
      ...changes(),
      insuranceProviderId: String(lapsed!.id),
    });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(
      updatePatientResponseSchema.parse(kept.json()).patient.insurancePolicy?.provider,
      'Lapsing Mutual',
    );

    const stored = await patientRow(db, created.id);
    const refused = await owner.send('PUT', `/patient/update/${created.id}/`, {
      ...changes(),
      lastName: 'Switchwell',
      insuranceProviderId: String(unknown!.id),
    });
    assert.deepEqual([refused.statusCode, refused.json()], [400, danger(PATIENT_MESSAGES.insurerUnknown)]);
    assert.deepEqual(await patientRow(db, created.id), stored);

    // Another patient cannot be given the lapsed insurer: it is only kept, never chosen anew.
    const other = await owner.create({ lastName: 'Newcomb' });
    const chosen = await owner.send('PUT', `/patient/update/${other.id}/`, {
      ...changes(),
      insuranceProviderId: String(lapsed!.id),
    });
    assert.deepEqual([chosen.statusCode, chosen.json()], [400, danger(PATIENT_MESSAGES.insurerUnknown)]);
  });

  test('another clinician’s patient, a removed one and ids that cannot exist are 404', async () => {
    const owner = await newClinician(app, db, 'keeps.own');
    const other = await newClinician(app, db, 'meddles');
    const created = await owner.create();
    const stored = await patientRow(db, created.id);
    const meddled = await other.send('PUT', `/patient/update/${created.id}/`, changes());
    assert.deepEqual([meddled.statusCode, meddled.json()], [404, NOT_FOUND]);
    assert.deepEqual(await patientRow(db, created.id), stored);

    for (const id of ['abc', '0', '1.5', '-1', '99999999999', '2147483648', '2147483647']) {
      const response = await owner.send('PUT', `/patient/update/${id}/`, changes());
      assert.deepEqual([response.statusCode, response.json()], [404, NOT_FOUND], id);
    }

    assert.equal((await owner.call('DELETE', `/patient/delete/${created.id}/`)).statusCode, 200);
    const removed = await owner.send('PUT', `/patient/update/${created.id}/`, changes());
    assert.deepEqual([removed.statusCode, removed.json()], [404, NOT_FOUND]);
  });

  for (const status of ['ACCEPTED', 'BOOKED'] as const) {
    test(`a receiver of a ${status} referral may read the patient but not update or remove it (404)`, async () => {
      const owner = await newClinician(app, db, `shared.${status.toLowerCase()}`);
      const receiver = await newClinician(app, db, `receives.${status.toLowerCase()}`);
      const patient = await owner.create();
      await insertReferral(db, { patientId: patient.id, from: owner.user, to: receiver.user, status });
      const stored = await patientRow(db, patient.id);
      const [address] = await db.select().from(addresses).where(eq(addresses.id, patient.address.id));
      assert.equal((await receiver.call('GET', `/patient/${patient.id}/`)).statusCode, 200);

      const updated = await receiver.send('PUT', `/patient/update/${patient.id}/`, changes());
      assert.deepEqual([updated.statusCode, updated.json()], [404, NOT_FOUND]);
      const removed = await receiver.call('DELETE', `/patient/delete/${patient.id}/`);
      assert.deepEqual([removed.statusCode, removed.json()], [404, NOT_FOUND]);
      assert.deepEqual(await patientRow(db, patient.id), stored);
      assert.deepEqual(
        (await db.select().from(addresses).where(eq(addresses.id, patient.address.id)))[0],
        address,
      );
    });
  }

  test('a delegate needs permissionManageReferrals', async () => {
    const owner = await newClinician(app, db, 'manages.through');
    const created = await owner.create();
    const manager = await patientClient(
      app,
      await createTestDelegate(db, 'manager@refnet.test', owner.user.userProfileId),
    );
    const viewer = await patientClient(
      app,
      await createTestDelegate(db, 'viewer@refnet.test', owner.user.userProfileId, {
        permissionManageReferrals: false,
      }),
    );
    const refused = await viewer.send('PUT', `/patient/update/${created.id}/`, changes());
    assert.deepEqual([refused.statusCode, refused.json()], [403, danger(PATIENT_API_MESSAGES.cannotManage)]);
    assert.equal((await viewer.call('DELETE', `/patient/delete/${created.id}/`)).statusCode, 403);
    assert.equal((await viewer.call('GET', `/patient/${created.id}/`)).statusCode, 200);

    const updated = await manager.send('PUT', `/patient/update/${created.id}/`, changes());
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(
      updatePatientResponseSchema.parse(updated.json()).patient.createdBy.id,
      owner.user.userProfileId,
    );
  });
});

describe('DELETE /patient/delete/{px_id}/', () => {
  test('deactivates the patient: gone from lists and reads, the row and address stay', async () => {
    const owner = await newClinician(app, db, 'removes');
    const kept = await owner.create({ lastName: 'Keeperton' });
    const removed = await owner.create({ lastName: 'Gonewell' });
    const before = await rowCounts(db);

    const response = await owner.call('DELETE', `/patient/delete/${removed.id}/`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(deletePatientResponseSchema.parse(response.json()), {
      message: { variant: 'success', message: PATIENT_MESSAGES.removed },
      patientId: removed.id,
    });
    assert.deepEqual(await rowCounts(db), before);
    assert.equal((await patientRow(db, removed.id))?.patientActive, false);

    const list = (await owner.call('GET', '/patient/list/')).json<PatientListResponse>();
    assert.deepEqual(
      list.addedPatients.map((patient) => patient.id),
      [kept.id],
    );
    for (const url of [`/patient/${removed.id}/`, `/patient/referrals/${removed.id}/`]) {
      assert.deepEqual((await owner.call('GET', url)).json(), NOT_FOUND, url);
    }
    const again = await owner.call('DELETE', `/patient/delete/${removed.id}/`);
    assert.deepEqual([again.statusCode, again.json()], [404, NOT_FOUND]);
  });

  for (const status of REFERRAL_STATUSES_IN_PROGRESS) {
    test(`is refused with 409 while a referral is ${status}, and the patient stays active`, async () => {
      const owner = await newClinician(app, db, `blocked.${status.toLowerCase()}`);
      const receiver = await newClinician(app, db, `blocks.${status.toLowerCase()}`);
      const patient = await owner.create();
      await insertReferral(db, {
        patientId: patient.id,
        from: owner.user,
        ...(status === 'OPEN' ? {} : { to: receiver.user }),
        status,
      });
      const response = await owner.call('DELETE', `/patient/delete/${patient.id}/`);
      assert.deepEqual(
        [response.statusCode, response.json()],
        [409, danger(PATIENT_MESSAGES.referralsInProgress)],
      );
      assert.equal((await patientRow(db, patient.id))?.patientActive, true);
    });
  }

  const finished = REFERRAL_STATUSES.filter(
    (status) => !(REFERRAL_STATUSES_IN_PROGRESS as readonly string[]).includes(status),
  );
  test(`is allowed once every referral is ${finished.join(', ')}`, async () => {
    const owner = await newClinician(app, db, 'finished.referrals');
    const receiver = await newClinician(app, db, 'finished.receiver');
    const patient = await owner.create();
    for (const status of finished) {
      await insertReferral(db, { patientId: patient.id, from: owner.user, to: receiver.user, status });
    }
    assert.equal((await owner.call('DELETE', `/patient/delete/${patient.id}/`)).statusCode, 200);
    assert.equal((await patientRow(db, patient.id))?.patientActive, false);
  });

  test('another clinician’s patient is 404 and stays active', async () => {
    const owner = await newClinician(app, db, 'deletion.owner');
    const other = await newClinician(app, db, 'deletion.other');
    const patient = await owner.create();
    const response = await other.call('DELETE', `/patient/delete/${patient.id}/`);
    assert.deepEqual([response.statusCode, response.json()], [404, NOT_FOUND]);
    assert.equal((await patientRow(db, patient.id))?.patientActive, true);
    assert.equal((await other.call('DELETE', '/patient/delete/abc/')).statusCode, 404);
  });
});
