import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ADMIN_TEXTS,
  type NewAdminUserResponse,
  type VerifyInsuranceAgreementResponse,
} from '@refnet/contracts/admin';
import {
  EMAIL_ALREADY_USED_MESSAGE,
  INSURANCE_AGREEMENT_NOT_FOUND_MESSAGE,
} from '@refnet/contracts/accounts';
import { count, eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import {
  emailVerifications,
  insuranceAgreements,
  userGroupMembers,
  userGroups,
  userProfiles,
  users,
} from '../src/db/schema.js';
import { DEMO_TYPED_IN_INSURER } from '../src/db/seed/demo-data.js';
import { STAFF, auditRows } from './helpers/admin.js';
import { ADMIN, danger, login, setUpTestApp } from './helpers/app.js';
import { signIn, userIdOf } from './helpers/clinicians.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const agreementNamed = async (provider: string) =>
  (await db.select().from(insuranceAgreements).where(eq(insuranceAgreements.provider, provider)))[0];

const tableCounts = async () => ({
  users: (await db.select({ n: count() }).from(users))[0]!.n,
  profiles: (await db.select({ n: count() }).from(userProfiles))[0]!.n,
  memberships: (await db.select({ n: count() }).from(userGroupMembers))[0]!.n,
  audit: (await auditRows(db)).length,
});

test('staff verify an insurer a clinician typed in: it is offered to everyone, and audited', async () => {
  const staff = await signIn(app, STAFF);
  const typedIn = await agreementNamed(DEMO_TYPED_IN_INSURER);
  assert.equal(typedIn?.verified, false);
  const offered = async () =>
    (await app.inject({ method: 'GET', url: '/api/v1/insurance-agreements/' }))
      .json<{ insuranceAgreements: { id: number }[] }>()
      .insuranceAgreements.some((agreement) => agreement.id === typedIn!.id);
  assert.equal(await offered(), false);

  const response = await staff('POST', `/insurance-agreements/verify/${typedIn!.id}/`);
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json<VerifyInsuranceAgreementResponse>(), {
    message: { variant: 'success', message: ADMIN_TEXTS.insurerVerified(DEMO_TYPED_IN_INSURER) },
    insuranceAgreement: { ...typedIn!, verified: true },
  });
  assert.equal((await agreementNamed(DEMO_TYPED_IN_INSURER))?.verified, true);
  assert.equal(await offered(), true);

  const [row] = (await auditRows(db)).slice(-1);
  assert.deepEqual(
    [row?.actorUserId, row?.action, row?.targetType, row?.targetId, row?.detail],
    [
      await userIdOf(db, STAFF.email),
      'verify-insurer',
      'insurance-agreement',
      typedIn!.id,
      { provider: DEMO_TYPED_IN_INSURER, policyName: 'Standard' },
    ],
  );

  const again = await staff('POST', `/insurance-agreements/verify/${typedIn!.id}/`);
  assert.equal(again.statusCode, 409);
  assert.deepEqual(again.json(), danger(ADMIN_TEXTS.insurerAlreadyVerified));
});

test('verifying an unknown insurer is a 404, a malformed id a 400, and neither is audited', async () => {
  const staff = await signIn(app, STAFF);
  const before = (await auditRows(db)).length;
  const unknown = await staff('POST', '/insurance-agreements/verify/999999/');
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), danger(INSURANCE_AGREEMENT_NOT_FOUND_MESSAGE));
  for (const id of ['abc', '-1', '1.5', '99999999999']) {
    const response = await staff('POST', `/insurance-agreements/verify/${id}/`);
    assert.equal(response.statusCode, 400, id);
  }
  assert.equal((await auditRows(db)).length, before);
});

const NEW_ADMIN = {
  title: 'Mrs',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: '  Grace.Hopper@RefNet.test ',
  password: 'Compiler-1952-admin',
};

test('a Full Admin adds a Staff admin who can sign in at once; the account is audited', async () => {
  const fullAdmin = await signIn(app, ADMIN);
  const response = await fullAdmin('POST', '/admin/new-admin-user/', NEW_ADMIN);
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json<NewAdminUserResponse>();
  assert.deepEqual(body.message, {
    variant: 'success',
    message: ADMIN_TEXTS.adminCreated('grace.hopper@refnet.test'),
  });
  assert.deepEqual(
    [body.user.email, body.user.title, body.user.firstName, body.user.lastName, body.user.isStaff],
    ['grace.hopper@refnet.test', 'Mrs', 'Grace', 'Hopper', true],
  );
  assert.deepEqual(
    [body.user.isVerified, body.user.emailVerified, body.user.isDeactivated],
    [true, true, false],
  );

  const [stored] = await db
    .select({ user: users, verifiedAt: emailVerifications.verifiedAt })
    .from(users)
    .leftJoin(emailVerifications, eq(emailVerifications.userId, users.id))
    .where(eq(users.email, 'grace.hopper@refnet.test'));
  assert.match(stored!.user.passwordHash, /^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
  assert.ok(stored!.verifiedAt);
  const groups = await db
    .select({ name: userGroups.name })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
    .where(eq(userGroupMembers.userId, stored!.user.id));
  assert.deepEqual(groups, [{ name: 'Staff' }], 'Staff, never Full Admin');

  const signedIn = await login(app, { email: 'grace.hopper@refnet.test', password: NEW_ADMIN.password });
  assert.equal(signedIn.statusCode, 200);
  assert.deepEqual(
    [signedIn.json().userGroup, signedIn.json().isAdmin, signedIn.json().isVerified],
    ['Staff', true, true],
  );
  const grace = await signIn(app, { email: 'grace.hopper@refnet.test', password: NEW_ADMIN.password });
  assert.equal((await grace('GET', '/admin/user-profiles/')).statusCode, 200);
  const refused = await grace('POST', '/admin/new-admin-user/', {
    ...NEW_ADMIN,
    email: 'another@refnet.test',
  });
  assert.deepEqual([refused.statusCode, refused.json()], [403, danger(ADMIN_TEXTS.fullAdminOnly)]);

  const [row] = (await auditRows(db)).slice(-1);
  assert.deepEqual(
    [row?.actorUserId, row?.action, row?.targetType, row?.targetId, row?.detail],
    [
      await userIdOf(db, ADMIN.email),
      'create-admin',
      'user-profile',
      body.user.id,
      { email: 'grace.hopper@refnet.test' },
    ],
  );
});

test('an address already in use, or a field missing, writes nothing', async () => {
  const fullAdmin = await signIn(app, ADMIN);
  const before = await tableCounts();
  for (const email of ['clinician@refnet.example', 'CLINICIAN@refnet.example ']) {
    const taken = await fullAdmin('POST', '/admin/new-admin-user/', { ...NEW_ADMIN, email });
    assert.equal(taken.statusCode, 400, email);
    assert.deepEqual(taken.json(), danger(EMAIL_ALREADY_USED_MESSAGE));
  }
  for (const field of Object.keys(NEW_ADMIN)) {
    const missing = await fullAdmin('POST', '/admin/new-admin-user/', {
      ...NEW_ADMIN,
      email: 'missing.field@refnet.test',
      [field]: '',
    });
    assert.equal(missing.statusCode, 400, field);
    assert.equal(missing.json<{ message: { variant: string } }>().message.variant, 'danger');
  }
  assert.equal((await fullAdmin('POST', '/admin/new-admin-user/')).statusCode, 400);
  assert.deepEqual(await tableCounts(), before);
});
