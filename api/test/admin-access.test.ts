import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import { ADMIN_DOWNLOADS, ADMIN_TEXTS, XLSX_CONTENT_TYPE } from '@refnet/contracts/admin';
import { count, eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { insuranceAgreements, users } from '../src/db/schema.js';
import { MESSAGES } from '../src/http/messages.js';
import { ADMIN_LISTS, DELEGATE, STAFF, auditRows } from './helpers/admin.js';
import { ADMIN, CLINICIAN, danger, setUpTestApp } from './helpers/app.js';
import { createTestUser, signIn, type Caller } from './helpers/clinicians.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const DOWNLOADS = Object.values(ADMIN_DOWNLOADS).map((download) => download.apiPath);

const newAdmin = (email: string) => ({
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Keeper',
  email,
  password: 'Admin-password-2026!',
});

let made = 0;

/** Every admin write, each aimed at a new record so that only the refusal can stop it. */
async function writes() {
  made += 1;
  const applicant = await createTestUser(db, { email: `waiting.${made}@refnet.test`, verified: false });
  const [insurer, rejectable] = await db
    .insert(insuranceAgreements)
    .values([
      { provider: `Unchecked Cover ${made}`, verified: false },
      { provider: `Unknown Cover ${made}`, verified: false },
    ])
    .returning({ id: insuranceAgreements.id });
  return [
    {
      url: `/admin/set-verification/user-profile/${applicant.userProfileId}/`,
      payload: { setVerified: true },
    },
    { url: `/insurance-agreements/verify/${insurer!.id}/`, payload: undefined },
    { url: '/admin/new-admin-user/', payload: newAdmin(`refused.${made}@refnet.test`) },
    { url: `/insurance-agreements/reject/${rejectable!.id}/`, payload: undefined },
  ];
}

const userCount = async () => (await db.select({ n: count() }).from(users))[0]!.n;

test('a visitor is refused every admin call, as the auth plugin refuses a missing token', async () => {
  for (const url of [...ADMIN_LISTS, ...DOWNLOADS]) {
    const response = await app.inject({ method: 'GET', url: `/api/v1${url}` });
    assert.equal(response.statusCode, 403, url);
    assert.deepEqual(response.json(), { detail: AUTH_DETAIL.missing }, url);
  }
  for (const { url, payload } of await writes()) {
    const response = await app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
    assert.equal(response.statusCode, 403, url);
    assert.deepEqual(response.json(), { detail: AUTH_DETAIL.missing }, url);
  }
});

test('clinicians and delegates are refused every admin call, and their writes change nothing', async () => {
  const before = { audit: (await auditRows(db)).length, users: await userCount() };
  for (const credentials of [CLINICIAN, DELEGATE]) {
    const call = await signIn(app, credentials);
    for (const url of [...ADMIN_LISTS, ...DOWNLOADS]) {
      const response = await call('GET', url);
      assert.equal(response.statusCode, 403, `${credentials.email} ${url}`);
      assert.deepEqual(response.json(), danger(MESSAGES.permissionDenied), url);
    }
    const pending = await writes();
    for (const { url, payload } of pending) {
      const response = await call('POST', url, payload);
      assert.equal(response.statusCode, 403, `${credentials.email} ${url}`);
      assert.deepEqual(response.json(), danger(MESSAGES.permissionDenied), url);
    }
    const insurerId = Number(/verify\/(\d+)/.exec(pending[1]!.url)![1]);
    const [insurer] = await db
      .select()
      .from(insuranceAgreements)
      .where(eq(insuranceAgreements.id, insurerId));
    assert.equal(insurer?.verified, false);
  }
  // writes() itself made one user per caller; the refused calls made none, and no audit row.
  assert.equal(await userCount(), before.users + 2);
  assert.equal((await auditRows(db)).length, before.audit);
});

async function assertMayRead(call: Caller, who: string) {
  for (const url of ADMIN_LISTS) {
    const response = await call('GET', url);
    assert.equal(response.statusCode, 200, `${who} ${url}: ${response.body}`);
    assert.match(String(response.headers['content-type']), /^application\/json/, url);
  }
  for (const url of DOWNLOADS) {
    const response = await call('GET', url);
    assert.equal(response.statusCode, 200, `${who} ${url}: ${response.body}`);
    assert.equal(response.headers['content-type'], XLSX_CONTENT_TYPE, url);
  }
}

test('Staff and Full Admin may read every list and download', async () => {
  await assertMayRead(await signIn(app, STAFF), 'Staff');
  await assertMayRead(await signIn(app, ADMIN), 'Full Admin');
});

test('Staff may verify but not add admins: refused before the body is even read', async () => {
  const staff = await signIn(app, STAFF);
  const before = await userCount();
  for (const payload of [newAdmin('staff.made@refnet.test'), { email: 'not-even-valid' }]) {
    const response = await staff('POST', '/admin/new-admin-user/', payload);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), danger(ADMIN_TEXTS.fullAdminOnly));
  }
  assert.equal(await userCount(), before);

  const [verification, insurer] = await writes();
  assert.equal((await staff('POST', verification!.url, verification!.payload)).statusCode, 200);
  assert.equal((await staff('POST', insurer!.url)).statusCode, 200);
});
