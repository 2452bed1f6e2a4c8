import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loginResponseSchema, loginSecondFactorStepSchema } from '@refnet/contracts';
import { SECOND_FACTOR_TEXTS } from '@refnet/contracts/second-factor';
import { and, eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { adminAuditEvents, secondFactorRecoveryCodes, secondFactors } from '../src/db/schema.js';
import { ADMIN, authorization, danger, setUpTestApp, tokenFor } from './helpers/app.js';
import {
  codeFor,
  enrolFromProfile,
  newPerson,
  passwordStep,
  postJson,
  secondStep,
} from './helpers/second-factor.js';

let app: RefnetApp;
let db: Database;

// As in production and the demo: staff must enrol at their next sign-in.
setUpTestApp((started) => ({ app, db } = started), { SECOND_FACTOR_REQUIRED_FOR_STAFF: 'true' });

/** Signs a staff member in through the forced enrolment; their secret, recovery codes and session token. */
async function enrolStaff(person: { email: string; password: string }) {
  const step = loginSecondFactorStepSchema.parse(await passwordStep(app, person));
  assert.equal(step.secondFactor, 'enrol');
  const secret = step.enrolment?.secret as string;
  const done = await secondStep(app, { challenge: step.challenge, code: await codeFor(secret) });
  assert.equal(done.statusCode, 200, done.body);
  const body = done.json();
  return { secret, recoveryCodes: body.recoveryCodes as string[], token: body.token as string };
}

const resetOf = (userId: number, token: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/v1/staff/users/${userId}/second-factor/`,
    headers: authorization(token),
  });

/** Whether the staff users list shows the user with two-factor sign-in on. */
async function listedWithSecondFactor(userId: number, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/admin/user-profiles/',
    headers: authorization(token),
  });
  assert.equal(response.statusCode, 200);
  const users = response.json<{ users: { userId: number; hasSecondFactor: boolean }[] }>().users;
  return users.find((user) => user.userId === userId)?.hasSecondFactor;
}

describe('staff must enrol at their next sign-in', () => {
  test('the password step asks for enrolment, with a QR code drawn here and the secret as text', async () => {
    const staff = await newPerson(db, ['Staff']);
    const step = loginSecondFactorStepSchema.parse(await passwordStep(app, staff));
    assert.equal(step.secondFactor, 'enrol');
    const enrolment = step.enrolment;
    assert.ok(enrolment);
    assert.match(enrolment.secret, /^[A-Z2-7]{32}$/);
    assert.ok(enrolment.otpauthUri.startsWith('otpauth://totp/RefNet:'));
    assert.ok(enrolment.otpauthUri.includes(`secret=${enrolment.secret}`));
    assert.ok(enrolment.qrCodeSvg.startsWith('<svg'));
    // Drawn locally: the picture links nowhere.
    assert.doesNotMatch(enrolment.qrCodeSvg.replace('http://www.w3.org/2000/svg', ''), /https?:|href/);
  });

  test('a right code finishes the sign-in, answers the ten recovery codes once, and asks for codes from then on', async () => {
    const staff = await newPerson(db, ['Staff']);
    const enrolled = await enrolStaff(staff);
    assert.equal(enrolled.recoveryCodes.length, 10);
    const again = loginSecondFactorStepSchema.parse(await passwordStep(app, staff));
    assert.equal(again.secondFactor, 'verify');
    assert.equal(again.enrolment, undefined);
    const signedIn = await secondStep(app, {
      challenge: again.challenge,
      code: await codeFor(enrolled.secret, 1),
    });
    assert.equal(signedIn.statusCode, 200);
    assert.equal(signedIn.json().recoveryCodes, undefined);
    loginResponseSchema.parse(signedIn.json());
  });

  test('a wrong code or a recovery code does not finish the enrolment', async () => {
    const staff = await newPerson(db, ['Staff']);
    const step = loginSecondFactorStepSchema.parse(await passwordStep(app, staff));
    const wrong = await secondStep(app, { challenge: step.challenge, code: '000000' });
    assert.deepEqual(wrong.json(), danger(SECOND_FACTOR_TEXTS.wrongCode));
    const recovery = await secondStep(app, { challenge: step.challenge, recoveryCode: 'abcd-efgh-jk' });
    assert.deepEqual(recovery.json(), danger(SECOND_FACTOR_TEXTS.enrolNeedsCode));
    const [factor] = await db.select().from(secondFactors).where(eq(secondFactors.userId, staff.userId));
    assert.equal(factor?.confirmedAt, null);
  });

  test('the Full Admin too; a clinician is not asked', async () => {
    const admin = await newPerson(db, ['Full Admin']);
    assert.equal((await passwordStep(app, admin)).secondFactor, 'enrol');
    const clinician = await newPerson(db);
    loginResponseSchema.parse(await passwordStep(app, clinician));
  });

  test('staff cannot turn it off themselves', async () => {
    const staff = await newPerson(db, ['Staff']);
    const { secret, token } = await enrolStaff(staff);
    const response = await postJson(
      app,
      '/api/v1/second-factor/turn-off/',
      { code: await codeFor(secret, 1) },
      token,
    );
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), danger(SECOND_FACTOR_TEXTS.requiredForStaff));
  });
});

describe('DELETE /api/v1/staff/users/{userId}/second-factor/', () => {
  test('resets a user’s second factor, signs them out, and is audited', async () => {
    const staff = await newPerson(db, ['Staff']);
    const { token: staffToken } = await enrolStaff(staff);
    const clinician = await newPerson(db);
    const clinicianToken = await tokenFor(app, clinician);
    await enrolFromProfile(app, clinicianToken);

    assert.equal(await listedWithSecondFactor(clinician.userId, staffToken), true);
    const response = await resetOf(clinician.userId, staffToken);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message.variant, 'success');

    assert.equal(
      (await db.select().from(secondFactors).where(eq(secondFactors.userId, clinician.userId))).length,
      0,
    );
    const codes = await db
      .select()
      .from(secondFactorRecoveryCodes)
      .where(eq(secondFactorRecoveryCodes.userId, clinician.userId));
    assert.equal(codes.length, 0);
    const checkAuth = await app.inject({
      method: 'GET',
      url: '/api/v1/user/check-auth/',
      headers: authorization(clinicianToken),
    });
    assert.equal(checkAuth.statusCode, 403, 'their sessions ended');
    loginResponseSchema.parse(await passwordStep(app, clinician));
    assert.equal(await listedWithSecondFactor(clinician.userId, staffToken), false);

    const audit = await db
      .select()
      .from(adminAuditEvents)
      .where(and(eq(adminAuditEvents.targetType, 'user'), eq(adminAuditEvents.targetId, clinician.userId)));
    assert.deepEqual(
      audit.map((row) => [row.actorUserId, row.action]),
      [[staff.userId, 'reset-second-factor']],
    );
  });

  test('a staff member’s reset makes them enrol again at their next sign-in', async () => {
    // Only a Full Admin resets another admin's; the bootstrap one enrols as every admin must.
    const { token } = await enrolStaff(ADMIN);
    const staff = await newPerson(db, ['Staff']);
    await enrolStaff(staff);
    assert.equal((await resetOf(staff.userId, token)).statusCode, 200);
    assert.equal((await passwordStep(app, staff)).secondFactor, 'enrol');
  });

  test('refuses one’s own, Staff resetting an admin, a user without one and an unknown user; none is audited', async () => {
    const staff = await newPerson(db, ['Staff']);
    const { token } = await enrolStaff(staff);
    const otherStaff = await newPerson(db, ['Staff']);
    await enrolStaff(otherStaff);
    const plain = await newPerson(db);
    const before = (await db.select().from(adminAuditEvents)).length;

    const own = await resetOf(staff.userId, token);
    assert.equal(own.statusCode, 403);
    assert.deepEqual(own.json(), danger(SECOND_FACTOR_TEXTS.resetOwn));
    const admin = await resetOf(otherStaff.userId, token);
    assert.equal(admin.statusCode, 403);
    assert.deepEqual(admin.json(), danger(SECOND_FACTOR_TEXTS.resetAdminFullAdminOnly));
    const none = await resetOf(plain.userId, token);
    assert.equal(none.statusCode, 409);
    assert.deepEqual(none.json(), danger(SECOND_FACTOR_TEXTS.resetNone));
    const unknown = await resetOf(2_000_000_000, token);
    assert.equal(unknown.statusCode, 404);
    const malformed = await resetOf('abc' as unknown as number, token);
    assert.equal(malformed.statusCode, 400);

    assert.equal((await db.select().from(adminAuditEvents)).length, before);
    assert.equal(
      (await passwordStep(app, otherStaff)).secondFactor,
      'verify',
      'the other staff member kept theirs',
    );
  });

  test('a clinician may not call it', async () => {
    const clinician = await newPerson(db);
    const token = await tokenFor(app, clinician);
    const other = await newPerson(db);
    assert.equal((await resetOf(other.userId, token)).statusCode, 403);
  });
});
