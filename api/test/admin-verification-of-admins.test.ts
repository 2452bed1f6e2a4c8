import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ADMIN_TEXTS } from '@refnet/contracts/admin';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { userProfiles, users } from '../src/db/schema.js';
import { ADMIN, danger, setUpTestApp } from './helpers/app.js';
import { STAFF, auditRows } from './helpers/admin.js';
import { createTestUser, signIn } from './helpers/clinicians.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const url = (id: number) => `/admin/set-verification/user-profile/${id}/`;
const isVerified = async (userProfileId: number) =>
  (await db.select().from(userProfiles).where(eq(userProfiles.id, userProfileId)))[0]?.isVerified;
const profileIdOf = async (email: string) =>
  (
    await db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(eq(users.email, email))
  )[0]!.id;

/** Both directions are refused with `message`, and the profile and the audit log stay as they were. */
async function assertRefused(
  caller: Awaited<ReturnType<typeof signIn>>,
  userProfileId: number,
  message: string,
) {
  const before = await isVerified(userProfileId);
  const audited = (await auditRows(db)).length;
  for (const setVerified of [false, true]) {
    const response = await caller('POST', url(userProfileId), { setVerified });
    assert.deepEqual([response.statusCode, response.json()], [403, danger(message)]);
  }
  assert.equal(await isVerified(userProfileId), before);
  assert.equal((await auditRows(db)).length, audited, 'a refused change is not audited');
}

test('staff cannot change the verification of the full admin', async () => {
  const staff = await signIn(app, STAFF);
  await assertRefused(staff, await profileIdOf(ADMIN.email), ADMIN_TEXTS.adminVerificationFullAdminOnly);
});

test('staff cannot change the verification of another staff member', async () => {
  const colleague = await createTestUser(db, {
    email: 'colleague@refnet.test',
    groups: ['Staff'],
    isStaff: true,
  });
  const staff = await signIn(app, STAFF);
  await assertRefused(staff, colleague.userProfileId, ADMIN_TEXTS.adminVerificationFullAdminOnly);
});

test('staff and the full admin cannot change their own verification', async () => {
  for (const admin of [STAFF, ADMIN]) {
    await assertRefused(
      await signIn(app, admin),
      await profileIdOf(admin.email),
      ADMIN_TEXTS.ownVerificationLocked,
    );
  }
});

test('the full admin can unverify and verify a staff member', async () => {
  const staffProfileId = await profileIdOf(STAFF.email);
  const admin = await signIn(app, ADMIN);
  const unverified = await admin('POST', url(staffProfileId), { setVerified: false });
  assert.equal(unverified.statusCode, 200);
  assert.equal(await isVerified(staffProfileId), false);
  const verified = await admin('POST', url(staffProfileId), { setVerified: true });
  assert.equal(verified.statusCode, 200);
  assert.equal(await isVerified(staffProfileId), true);
  assert.deepEqual(
    (await auditRows(db)).slice(-2).map((row) => [row.action, row.targetId]),
    [
      ['unverify-user', staffProfileId],
      ['verify-user', staffProfileId],
    ],
  );
});

test('staff can still verify and unverify a clinician', async () => {
  const clinician = await createTestUser(db, { email: 'new.gp@refnet.test', verified: false });
  const staff = await signIn(app, STAFF);
  assert.equal((await staff('POST', url(clinician.userProfileId), { setVerified: true })).statusCode, 200);
  assert.equal(await isVerified(clinician.userProfileId), true);
  assert.equal((await staff('POST', url(clinician.userProfileId), { setVerified: false })).statusCode, 200);
  assert.equal(await isVerified(clinician.userProfileId), false);
});
