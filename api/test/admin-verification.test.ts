import assert from 'node:assert/strict';
import { test } from 'node:test';
import { USER_PROFILE_NOT_FOUND_MESSAGE, type SetVerificationResponse } from '@refnet/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { emailVerifications, userProfiles } from '../src/db/schema.js';
import { ADMIN, CLINICIAN, danger, setUpTestApp } from './helpers/app.js';
import { auditRows } from './helpers/admin.js';
import { createTestUser, signIn, userIdOf } from './helpers/clinicians.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const url = (id: number | string) => `/admin/set-verification/user-profile/${id}/`;
const isVerified = async (userProfileId: number) =>
  (await db.select().from(userProfiles).where(eq(userProfiles.id, userProfileId)))[0]?.isVerified;

test('staff verify and unverify a user; the answer lists every user in id order', async () => {
  const user = await createTestUser(db, {
    email: 'to.verify@refnet.test',
    verified: false,
    postcodes: ['SW1A 1AA'],
  });
  await db.insert(emailVerifications).values({ userId: user.userId, verifiedAt: new Date() });
  const staff = await signIn(app, { email: 'staff@refnet.example', password: 'RefNet-demo-2026!' });

  const response = await staff('POST', url(user.userProfileId), { setVerified: true });
  assert.equal(response.statusCode, 200);
  const body = response.json<SetVerificationResponse>();
  assert.equal(body.message.variant, 'success');
  const ids = body.users.map((row) => row.id);
  assert.deepEqual(
    ids,
    [...ids].sort((a, b) => a - b),
  );
  assert.equal(ids.length, (await db.select().from(userProfiles)).length);
  const listed = body.users.find((row) => row.id === user.userProfileId);
  assert.deepEqual(
    [listed?.email, listed?.isVerified, listed?.emailVerified, listed?.jobRole[0]?.jobTitle],
    ['to.verify@refnet.test', true, true, 'General Practitioner'],
  );
  assert.equal(body.users.find((row) => row.email === CLINICIAN.email)?.emailVerified, false);
  assert.equal(await isVerified(user.userProfileId), true);

  const unverified = await staff('POST', url(user.userProfileId), { setVerified: false });
  assert.equal(unverified.statusCode, 200);
  assert.equal(await isVerified(user.userProfileId), false);

  const staffUserId = await userIdOf(db, 'staff@refnet.example');
  assert.deepEqual(
    (await auditRows(db))
      .slice(-2)
      .map((row) => [row.actorUserId, row.action, row.targetType, row.targetId, row.detail]),
    [
      [staffUserId, 'verify-user', 'user-profile', user.userProfileId, { wasVerified: false }],
      [staffUserId, 'unverify-user', 'user-profile', user.userProfileId, { wasVerified: true }],
    ],
  );
});

test('non-staff are refused and nothing changes', async () => {
  const user = await createTestUser(db, {
    email: 'self.verify@refnet.test',
    verified: false,
    postcodes: ['SW1A 1AA'],
  });
  const audited = (await auditRows(db)).length;
  for (const credentials of [CLINICIAN, user]) {
    const response = await (
      await signIn(app, credentials)
    )('POST', url(user.userProfileId), { setVerified: true });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), danger('You do not have permission to perform this action.'));
  }
  assert.equal(await isVerified(user.userProfileId), false);
  assert.equal((await auditRows(db)).length, audited);
});

test('unknown ids 404, bad ids and bodies 400, and nothing is audited', async () => {
  const admin = await signIn(app, ADMIN);
  const audited = (await auditRows(db)).length;
  const unknown = await admin('POST', url(999999), { setVerified: true });
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), danger(USER_PROFILE_NOT_FOUND_MESSAGE));
  assert.equal((await admin('POST', url('abc'), { setVerified: true })).statusCode, 400);
  assert.equal((await admin('POST', url(1), { setVerified: 'yes' })).statusCode, 400);
  assert.equal((await auditRows(db)).length, audited);
});
