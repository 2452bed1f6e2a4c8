import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AUTH_DETAIL, checkAuthResponseSchema } from '@refnet/contracts';
import { eq, sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import { authTokens, users } from '../src/db/schema.js';
import { createAccount } from '../src/modules/accounts/create-account.js';
import { requireAuth } from '../src/plugins/auth.js';
import { hashToken } from '../src/security/tokens.js';
import { ADMIN, CLINICIAN, authorization, startApp, tokenFor } from './helpers/app.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';

const MISSING = { detail: AUTH_DETAIL.missing };
const INVALID = { detail: AUTH_DETAIL.invalid };
const DENIED = {
  message: { variant: 'danger', message: 'You do not have permission to perform this action.' },
};
const STAFF = { email: 'staff@refnet.test', password: 'Staff-password-2026!' };

let database: TestDatabase;
let app: RefnetApp;

before(async () => {
  database = await openTestDatabase();
  app = await startApp(database.handle);
  await createAccount(database.handle.db, {
    ...STAFF,
    firstName: 'Sam',
    lastName: 'Staff',
    isStaff: true,
    groups: ['Staff'],
  });
  // The access levels are route options, so a test can declare its own guarded routes.
  const whoAmI = async (request: Parameters<typeof requireAuth>[0]) => ({
    userGroup: requireAuth(request).identity.userGroup,
  });
  app.get('/api/v1/test/staff-only/', { config: { access: 'staff' } }, whoAmI);
  app.get('/api/v1/test/full-admin-only/', { config: { access: 'full-admin' } }, whoAmI);
});

after(async () => {
  await app?.close();
  await database?.dispose();
});

const checkAuth = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/v1/user/check-auth/', headers });

describe('GET /api/v1/user/check-auth/', () => {
  test('answers the identity of the token holder', async () => {
    const response = await checkAuth(authorization(await tokenFor(app, CLINICIAN)));
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), [
      'isAdmin',
      'isAuthenticated',
      'isPatient',
      'isVerified',
      'user',
      'userGroup',
    ]);
    checkAuthResponseSchema.parse(body);
    assert.equal(body.user.email, CLINICIAN.email);
    assert.equal(body.userGroup, 'Clinician');
    assert.equal(body.isAdmin, false);
  });

  test('without an Authorization header → 403 credentials not provided', async () => {
    const response = await checkAuth();
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), MISSING);
  });

  for (const header of [
    'Bearer abc',
    'Token',
    'Token ',
    'Token a b',
    'Basic dXNlcjpwYXNz',
    'Token abc$def',
  ]) {
    test(`with a garbled header "${header}" → 403 credentials not provided`, async () => {
      const response = await checkAuth({ authorization: header });
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), MISSING);
    });
  }

  test('with an unknown token → 403 invalid token', async () => {
    const response = await checkAuth(authorization('A'.repeat(43)));
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), INVALID);
  });

  test('with an expired token → 403 invalid token', async () => {
    const token = await tokenFor(app, CLINICIAN);
    await database.handle.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const response = await checkAuth(authorization(token));
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), INVALID);
  });

  test('tokens live seven days', async () => {
    const token = await tokenFor(app, CLINICIAN);
    const [row] = await database.handle.db
      .select({ createdAt: authTokens.createdAt, expiresAt: authTokens.expiresAt })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    assert.ok(Math.abs(days - 7) < 0.01, `lifetime ${days} days`);
  });

  test('stores only a SHA-256 of the token', async () => {
    const token = await tokenFor(app, CLINICIAN);
    const rows = await database.handle.db.select({ tokenHash: authTokens.tokenHash }).from(authTokens);
    assert.ok(rows.every((row) => row.tokenHash !== token && /^[0-9a-f]{64}$/.test(row.tokenHash)));
  });

  test('once the user is made inactive, their token is invalid', async () => {
    const token = await tokenFor(app, STAFF);
    assert.equal((await checkAuth(authorization(token))).statusCode, 200);
    await database.handle.db.update(users).set({ isActive: false }).where(eq(users.email, STAFF.email));
    try {
      assert.deepEqual((await checkAuth(authorization(token))).json(), INVALID);
    } finally {
      await database.handle.db.update(users).set({ isActive: true }).where(eq(users.email, STAFF.email));
    }
  });
});

describe('POST /api/v1/logout/', () => {
  test('revokes the presented token, and only that one', async () => {
    const token = await tokenFor(app, CLINICIAN);
    const otherDevice = await tokenFor(app, CLINICIAN);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/logout/',
      headers: authorization(token),
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true });

    assert.deepEqual((await checkAuth(authorization(token))).json(), INVALID);
    assert.equal((await checkAuth(authorization(otherDevice))).statusCode, 200);

    const [row] = await database.handle.db
      .select({ revokedAt: authTokens.revokedAt })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    assert.ok(row?.revokedAt instanceof Date);
  });

  test('accepts an empty JSON body', async () => {
    const token = await tokenFor(app, CLINICIAN);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/logout/',
      headers: { ...authorization(token), 'content-type': 'application/json' },
      payload: '',
    });
    assert.equal(response.statusCode, 200);
  });

  test('with a revoked token → 403 invalid token', async () => {
    const token = await tokenFor(app, CLINICIAN);
    await app.inject({ method: 'POST', url: '/api/v1/logout/', headers: authorization(token) });
    const again = await app.inject({ method: 'POST', url: '/api/v1/logout/', headers: authorization(token) });
    assert.equal(again.statusCode, 403);
    assert.deepEqual(again.json(), INVALID);
  });

  test('without a token → 403 credentials not provided', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/logout/' });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), MISSING);
  });
});

describe('route access levels', () => {
  const cases: Array<[string, { email: string; password: string }, number]> = [
    ['staff-only', CLINICIAN, 403],
    ['staff-only', STAFF, 200],
    ['staff-only', ADMIN, 200],
    ['full-admin-only', CLINICIAN, 403],
    ['full-admin-only', STAFF, 403],
    ['full-admin-only', ADMIN, 200],
  ];
  for (const [route, credentials, status] of cases) {
    test(`${route} for ${credentials.email} → ${status}`, async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/test/${route}/`,
        headers: authorization(await tokenFor(app, credentials)),
      });
      assert.equal(response.statusCode, status);
      if (status === 403) assert.deepEqual(response.json(), DENIED);
    });
  }

  test('a guarded route still answers the detail shapes to anonymous callers', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/test/staff-only/' });
    assert.deepEqual(anonymous.json(), MISSING);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/v1/test/staff-only/',
      headers: authorization('nope'),
    });
    assert.deepEqual(unknown.json(), INVALID);
  });

  test('authentication is checked before the body is parsed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/logout/',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), MISSING);
  });
});
