import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { APP_VERSION, LOGIN_FAILED_MESSAGE, loginResponseSchema } from '@refnet/contracts';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import { userProfiles, users } from '../src/db/schema.js';
import { createAccount } from '../src/modules/accounts/create-account.js';
import { ADMIN, CLINICIAN, login, startApp } from './helpers/app.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';

const LOGIN_KEYS = [
  'isAdmin',
  'isAuthenticated',
  'isPatient',
  'isVerified',
  'token',
  'user',
  'userGroup',
  'version',
];
const USER_KEYS = ['email', 'first_name', 'id', 'is_staff', 'last_name', 'username'];
const FAILED = { message: { variant: 'danger', message: LOGIN_FAILED_MESSAGE } };

const STAFF = { email: 'staff@refnet.test', password: 'Staff-password-2026!' };
const DEACTIVATED = { email: 'gone@refnet.test', password: 'Gone-password-2026!' };
const INACTIVE = { email: 'inactive@refnet.test', password: 'Inactive-password-2026!' };

let database: TestDatabase;
let app: RefnetApp;

before(async () => {
  database = await openTestDatabase();
  app = await startApp(database.handle);
  const { db } = database.handle;
  await createAccount(db, {
    ...STAFF,
    firstName: 'Sam',
    lastName: 'Staff',
    isStaff: true,
    groups: ['Staff'],
  });
  const gone = await createAccount(db, {
    ...DEACTIVATED,
    firstName: 'Gone',
    lastName: 'Away',
    groups: ['Clinician'],
  });
  await db.update(userProfiles).set({ isDeactivated: true }).where(eq(userProfiles.userId, gone!.userId));
  const inactive = await createAccount(db, {
    ...INACTIVE,
    firstName: 'In',
    lastName: 'Active',
    groups: ['Clinician'],
  });
  await db.update(users).set({ isActive: false }).where(eq(users.id, inactive!.userId));
});

after(async () => {
  await app?.close();
  await database?.dispose();
});

const post = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/v1/login/', payload, headers: { 'content-type': contentType } });

describe('POST /api/v1/login/ succeeds', () => {
  test('for the bootstrap admin: exact keys, Full Admin, isAdmin', async () => {
    const response = await login(app, ADMIN);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), LOGIN_KEYS);
    assert.deepEqual(Object.keys(body.user).sort(), USER_KEYS);
    loginResponseSchema.parse(body);
    assert.equal(body.version, APP_VERSION);
    assert.equal(body.userGroup, 'Full Admin');
    assert.equal(body.isAdmin, true);
    assert.equal(body.isPatient, false);
    assert.equal(body.isAuthenticated, true);
    assert.deepEqual(
      { ...body.user, id: 0 },
      {
        id: 0,
        username: ADMIN.email,
        email: ADMIN.email,
        first_name: 'RefNet',
        last_name: 'Administrator',
        is_staff: true,
      },
    );
    assert.match(body.token, /^[A-Za-z0-9_-]{43}$/);
  });

  test('for the demo clinician, with the e-mail trimmed and lower-cased', async () => {
    const response = await login(app, {
      email: `  ${CLINICIAN.email.toUpperCase()} `,
      password: CLINICIAN.password,
    });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), LOGIN_KEYS);
    assert.equal(body.userGroup, 'Clinician');
    assert.equal(body.isAdmin, false);
    assert.equal(body.user.is_staff, false);
    assert.equal(body.user.first_name, 'Amelia');
  });

  test('for a Staff member, who is an admin but not a Full Admin', async () => {
    const body = (await login(app, STAFF)).json();
    assert.equal(body.userGroup, 'Staff');
    assert.equal(body.isAdmin, true);
  });

  test('and records last_login', async () => {
    const { db } = database.handle;
    await db.update(users).set({ lastLogin: null }).where(eq(users.email, CLINICIAN.email));
    await login(app, CLINICIAN);
    const [row] = await db
      .select({ lastLogin: users.lastLogin })
      .from(users)
      .where(eq(users.email, CLINICIAN.email));
    assert.ok(row?.lastLogin instanceof Date);
    assert.ok(Math.abs(row.lastLogin.getTime() - Date.now()) < 60_000);
  });

  test('also without the trailing slash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: CLINICIAN.email, password: CLINICIAN.password },
    });
    assert.equal(response.statusCode, 200);
  });

  test('with a new token each time', async () => {
    const first = (await login(app, CLINICIAN)).json().token;
    const second = (await login(app, CLINICIAN)).json().token;
    assert.notEqual(first, second);
  });
});

describe('POST /api/v1/login/ fails the same way', () => {
  const cases = {
    'a wrong password': { email: CLINICIAN.email, password: 'not-the-password' },
    'an unknown user': { email: 'nobody@refnet.test', password: CLINICIAN.password },
    'a deactivated profile': DEACTIVATED,
    'an inactive user': INACTIVE,
  };
  for (const [name, credentials] of Object.entries(cases)) {
    test(`for ${name}`, async () => {
      const response = await login(app, credentials);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), FAILED);
    });
  }
});

describe('POST /api/v1/login/ rejects bad requests with a readable 400', () => {
  const cases: Array<[string, string, string, string?]> = [
    ['malformed JSON', '{"username": "a@b.c", "password":', 'Request body is not valid JSON.'],
    ['an empty body', '', 'Request body is required.'],
    ['a JSON array', '[]', 'Request body must be a JSON object.'],
    ['a JSON string', '"hello"', 'Request body must be a JSON object.'],
    ['a missing password', '{"username": "a@b.c"}', 'password: Required'],
    ['both fields missing', '{}', 'username: Required; password: Required'],
    ['a number as username', '{"username": 42, "password": "x"}', 'username: Expected string'],
    ['null as password', '{"username": "a@b.c", "password": null}', 'password: Expected string'],
    [
      'a blank username',
      '{"username": "   ", "password": "x"}',
      'username: Please enter a valid email address.',
    ],
    [
      'a form post',
      'username=a&password=b',
      'Request body must be JSON (Content-Type: application/json).',
      'application/x-www-form-urlencoded',
    ],
    ['plain text', 'hello', 'Request body must be JSON (Content-Type: application/json).', 'text/plain'],
  ];
  for (const [name, payload, message, contentType] of cases) {
    test(`for ${name}`, async () => {
      const response = await post(payload, contentType);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: { variant: 'danger', message } });
    });
  }

  test('for a body without a content type', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/login/' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      message: { variant: 'danger', message: 'Request body is required.' },
    });
  });
});
