import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AWAITING_APPROVAL_MESSAGE } from '@refnet/contracts/accounts';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { ADMIN, danger, setUpTestApp } from './helpers/app.js';
import { createTestUser, signIn } from './helpers/clinicians.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const APPLICANT = { email: 'applicant@refnet.example', password: 'RefNet-demo-2026!' };

test('an unverified clinician keeps the session but is refused clinical calls until approved', async () => {
  const applicant = await signIn(app, APPLICANT);
  const other = await createTestUser(db, { email: 'approved@refnet.test', postcodes: ['SW1A 1AA'] });
  const clinical = ['/clinics/', `/clinician-information/${other.userProfileId}/`];

  for (const url of clinical) {
    const refused = await applicant('GET', url);
    assert.equal(refused.statusCode, 403, url);
    // The `message` shape, not `detail`: the client must not drop the session.
    assert.deepEqual(refused.json(), danger(AWAITING_APPROVAL_MESSAGE), url);
  }
  for (const url of ['/user/check-auth/', '/user/clinician-information/']) {
    assert.equal((await applicant('GET', url)).statusCode, 200, url);
  }

  const profile = (await applicant('GET', '/user/clinician-information/')).json<{
    userProfile: { id: number };
  }>();
  const verified = await (
    await signIn(app, ADMIN)
  )('POST', `/admin/set-verification/user-profile/${profile.userProfile.id}/`, { setVerified: true });
  assert.equal(verified.statusCode, 200);

  for (const url of clinical) assert.equal((await applicant('GET', url)).statusCode, 200, url);
});

test('staff are never waiting for approval', async () => {
  const staff = await signIn(app, { email: 'staff@refnet.example', password: 'RefNet-demo-2026!' });
  assert.equal((await staff('GET', '/clinics/')).statusCode, 200);
});
