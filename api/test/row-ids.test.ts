import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { ADMIN, CLINICIAN, danger, setUpTestApp } from './helpers/app.js';
import { signIn } from './helpers/clinicians.js';
import { WRITTEN_TABLES, register, registrationFor, rowCounts } from './helpers/registration.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

// Beyond the int4 id columns: the database would refuse such a number, so the API must first.
const TOO_LARGE = 9_999_999_999;
const TOO_LARGE_PATH_ID = danger('id: must be at most 2147483647.');

test('an id in a path beyond the id columns is a 400, never a 500', async () => {
  const clinician = await signIn(app, CLINICIAN);
  const admin = await signIn(app, ADMIN);
  const calls = [
    clinician('GET', `/user-crp-information/${TOO_LARGE}/`),
    admin('POST', `/admin/set-verification/user-profile/${TOO_LARGE}/`, { setVerified: true }),
    clinician('PUT', `/user/clinician-information/update/${TOO_LARGE}/`, {
      clinicName: '',
      centreName: 'Centre',
      firstLine: '1 Road',
      city: 'London',
      postcode: 'SW1A 1AA',
    }),
    clinician('GET', `/job-roles/${TOO_LARGE}/`),
  ];
  for (const response of await Promise.all(calls)) {
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), TOO_LARGE_PATH_ID);
  }
  // The largest id a column holds is still looked up (and not found).
  const largest = await clinician('GET', `/user-crp-information/${2 ** 31 - 1}/`);
  assert.equal(largest.statusCode, 404, largest.body);
});

test('an id in a body beyond the id columns is a 400 and registers nobody', async () => {
  const before = await rowCounts(db, WRITTEN_TABLES);
  const response = await register(app, {
    ...(await registrationFor(db, 'huge.role@refnet.test')),
    jobRoleIds: [3_000_000_000],
  });
  assert.equal(response.statusCode, 400, response.body);
  assert.deepEqual(response.json(), danger('jobRoleIds.0: must be at most 2147483647.'));
  assert.deepEqual(await rowCounts(db, WRITTEN_TABLES), before);
});
