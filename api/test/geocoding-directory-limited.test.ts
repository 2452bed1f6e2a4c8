// Issue 17: with no outside geocoder, a well-formed postcode missing from the `postcodes` table is
// answered with words saying this server's directory is limited and how an administrator fills it,
// wherever a postcode is located. A malformed postcode keeps each form's own message.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import {
  ADDRESS_NOT_FOUND_MESSAGE,
  CHECK_CLINIC_DIRECTORY_LIMITED,
  POSTCODE_DIRECTORY_LIMITED_MESSAGE,
  POSTCODE_INVALID_MESSAGE,
} from '@refnet/contracts/accounts';
import { PATIENT_MESSAGES } from '@refnet/contracts/patients';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { ONS_COLUMNS, importPostcodeCsv } from '../src/modules/geocoding/import.js';
import { danger, setUpTestApp } from './helpers/app.js';
import { createTestUser, signIn } from './helpers/clinicians.js';
import { newClinician, rowCounts as patientRowCounts, validPatient } from './helpers/patients.js';
import { WRITTEN_TABLES, register, registrationFor, rowCounts } from './helpers/registration.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

/** In the ONS fixture, not in the seeded sample. */
const MANCHESTER = 'M1 1AE';
const ONS_FIXTURE = fileURLToPath(new URL('./fixtures/onspd-sample.csv', import.meta.url));

const checkClinic = (postcode: string) =>
  app.inject({ method: 'POST', url: '/api/v1/register/check-clinic/', payload: { postcode } });
const getGps = (postCode: string) =>
  app.inject({ method: 'POST', url: '/api/v1/get-gps/', payload: { postCode } });

describe('a well-formed postcode missing from the directory, with no GEOCODER_URL', () => {
  test('the message says the directory is limited and names both ways to fill it, in plain words', () => {
    assert.match(POSTCODE_DIRECTORY_LIMITED_MESSAGE, /postcode directory, which is limited/);
    assert.match(POSTCODE_DIRECTORY_LIMITED_MESSAGE, /ask your RefNet administrator/);
    assert.match(POSTCODE_DIRECTORY_LIMITED_MESSAGE, /importing the ONS Postcode Directory/);
    assert.match(POSTCODE_DIRECTORY_LIMITED_MESSAGE, /connecting a postcode lookup service/);
    // A clinician reads it: no command line, no setting name.
    assert.doesNotMatch(POSTCODE_DIRECTORY_LIMITED_MESSAGE, /npm|GEOCODER_URL|https?:/);
  });

  test('get-gps: 404 with the limited-directory message; a malformed postcode keeps its 400', async () => {
    const unknown = await getGps(MANCHESTER);
    assert.deepEqual([unknown.statusCode, unknown.json()], [404, danger(POSTCODE_DIRECTORY_LIMITED_MESSAGE)]);
    const malformed = await getGps('M1 1A');
    assert.deepEqual([malformed.statusCode, malformed.json()], [400, danger(POSTCODE_INVALID_MESSAGE)]);
  });

  test('check-clinic: not valid, with the reason the forms turn into that message', async () => {
    assert.deepEqual((await checkClinic('m11ae')).json(), {
      addressValid: false,
      reason: CHECK_CLINIC_DIRECTORY_LIMITED,
    });
    assert.deepEqual((await checkClinic('HELLO')).json(), { addressValid: false });
    assert.deepEqual((await checkClinic('SW1A 1AA')).json(), { addressValid: true });
  });

  test('creating a patient: 400 with the limited-directory message, nothing written', async () => {
    const clinician = await newClinician(app, db, 'limited.patient');
    const before = await patientRowCounts(db);
    for (const [postcode, message] of [
      [MANCHESTER, POSTCODE_DIRECTORY_LIMITED_MESSAGE],
      ['HELLO', PATIENT_MESSAGES.addressNotFound],
    ] as const) {
      const response = await clinician.send('POST', '/patient/create/', validPatient({ postcode }));
      assert.deepEqual([response.statusCode, response.json()], [400, danger(message)], postcode);
    }
    assert.deepEqual(await patientRowCounts(db), before);
  });

  test('adding a clinic to a profile: 400 with the limited-directory message', async () => {
    const user = await createTestUser(db, { email: 'limited.clinic@refnet.test', postcodes: ['SW1A 1AA'] });
    const call = await signIn(app, user);
    for (const [postcode, message] of [
      [MANCHESTER, POSTCODE_DIRECTORY_LIMITED_MESSAGE],
      ['HELLO', ADDRESS_NOT_FOUND_MESSAGE],
    ] as const) {
      const response = await call('POST', '/user/clinician-information/create/', {
        clinicName: '',
        centreName: 'Piccadilly Clinic',
        address: { firstLine: '1 Piccadilly', city: 'Manchester', postcode },
      });
      assert.deepEqual([response.statusCode, response.json()], [400, danger(message)], postcode);
    }
  });

  test('registering: 400 with the limited-directory message, nothing written', async () => {
    const body = await registrationFor(db, 'limited.registrant@refnet.test');
    body.clinics[0]!.address.postcode = MANCHESTER;
    const before = await rowCounts(db, WRITTEN_TABLES);
    const response = await register(app, body);
    assert.deepEqual(
      [response.statusCode, response.json()],
      [400, danger(POSTCODE_DIRECTORY_LIMITED_MESSAGE)],
    );
    assert.deepEqual(await rowCounts(db, WRITTEN_TABLES), before);
  });

  test('once an administrator imports the ONS Postcode Directory, the postcode is found', async () => {
    await importPostcodeCsv(db, ONS_FIXTURE, { columns: ONS_COLUMNS, mode: 'upsert' });
    assert.deepEqual((await checkClinic(MANCHESTER)).json(), { addressValid: true });
    const response = await getGps(MANCHESTER);
    assert.deepEqual(
      [response.statusCode, response.json()],
      [200, { latitude: 53.47928, longitude: -2.23652 }],
    );
  });
});
