import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { asc, count, eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { insuranceAgreements, jobRoles, userProfiles, users } from '../src/db/schema.js';
import { UK_INSURERS } from '../src/db/seed/insurers.js';
import { createAccount } from '../src/modules/accounts/create-account.js';
import { describeJobRoles } from '../src/modules/reference-data/service.js';
import { danger, setUpTestApp } from './helpers/app.js';

const JOB_ROLE_KEYS = [
  'id',
  'isDoctor',
  'isVerified',
  'jobRole',
  'jobTitle',
  'registrationBody',
  'specialty',
  'subSpecialty',
];
const AGREEMENT_KEYS = ['id', 'policyName', 'provider', 'verified'];

let db: Database;
let app: RefnetApp;

// No demo clinician: today no clinician holds a job role until a test links one.
setUpTestApp((started) => ({ app, db } = started), { DEMO_DATA: 'false' });

const get = (url: string) => app.inject({ method: 'GET', url });

async function jobRoleId(jobRole: string, specialty: string | null = null) {
  const rows = await db
    .select()
    .from(jobRoles)
    .where(eq(jobRoles.jobRole, jobRole))
    .orderBy(asc(jobRoles.id));
  const row = rows.find((candidate) => candidate.specialty === specialty);
  assert.ok(row, `${jobRole} / ${specialty}`);
  return row.id;
}

describe('GET /api/v1/job-roles/', () => {
  test('lists every verified leaf in catalogue order with the exact keys', async () => {
    const response = await get('/api/v1/job-roles/');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['clinicianTypes', 'doctorIds', 'jobRoles', 'specialties']);
    const rows = await db
      .select()
      .from(jobRoles)
      .where(eq(jobRoles.isVerified, true))
      .orderBy(asc(jobRoles.id));
    assert.deepEqual(body.jobRoles, rows);
    for (const leaf of body.jobRoles) assert.deepEqual(Object.keys(leaf).sort(), JOB_ROLE_KEYS);
    assert.equal(body.jobRoles[0].jobTitle, 'General Practitioner');
    assert.equal(body.jobRoles[0].specialty, null);
  });

  test('clinicianTypes, specialties and doctorIds describe the leaves', async () => {
    const body = (await get('/api/v1/job-roles/')).json();
    const rows = await db.select().from(jobRoles).orderBy(asc(jobRoles.id));
    assert.deepEqual(body.clinicianTypes, [...new Set(rows.map((row) => row.jobRole))]);
    assert.equal(body.clinicianTypes[0], 'General Practitioner');
    assert.deepEqual(
      body.doctorIds,
      rows.filter((row) => row.isDoctor).map((row) => row.id),
    );
    assert.ok(body.doctorIds.length > 0);
    // Each (role, specialty) pair once, even when it has several sub-specialties.
    const pairs = body.specialties.map((entry: { jobRole: string; specialty: string }) =>
      JSON.stringify([entry.jobRole, entry.specialty]),
    );
    assert.equal(new Set(pairs).size, pairs.length);
    assert.ok(
      body.specialties.some(
        (entry: { jobRole: string; specialty: string }) => entry.specialty === 'Orthopaedic Surgery',
      ),
    );
    assert.ok(
      body.specialties.some(
        (entry: { jobRole: string; specialty: string }) =>
          entry.jobRole === 'Physiotherapist' && entry.specialty === 'MSK',
      ),
    );
    for (const entry of body.specialties)
      assert.deepEqual(Object.keys(entry).sort(), ['jobRole', 'specialty']);
    assert.ok(!body.specialties.some((entry: { specialty: unknown }) => entry.specialty === null));
  });

  test('leaves out unverified leaves', async () => {
    const [added] = await db
      .insert(jobRoles)
      .values({
        jobRole: 'Unverified Role',
        registrationBody: 'HCPC',
        jobTitle: 'Unverified Role',
        isVerified: false,
      })
      .returning({ id: jobRoles.id });
    try {
      const body = (await get('/api/v1/job-roles/')).json();
      assert.ok(!body.jobRoles.some((leaf: { id: number }) => leaf.id === added!.id));
      assert.ok(!body.clinicianTypes.includes('Unverified Role'));
      // The leaf itself can still be read by id, flagged as unverified.
      const one = await get(`/api/v1/job-roles/${added!.id}/`);
      assert.equal(one.statusCode, 200);
      assert.equal(one.json().isVerified, false);
    } finally {
      await db.delete(jobRoles).where(eq(jobRoles.id, added!.id));
    }
  });

  test('describeJobRoles: roles in first-seen order, specialties once each, doctors by flag', () => {
    const leaf = (
      id: number,
      jobRole: string,
      specialty: string | null,
      sub: string | null,
      isDoctor = false,
    ) => ({
      id,
      jobRole,
      specialty,
      subSpecialty: sub,
      registrationBody: 'GMC',
      jobTitle: jobRole,
      isVerified: true,
      isDoctor,
    });
    const result = describeJobRoles([
      leaf(3, 'B', 'x', 'one', true),
      leaf(4, 'B', 'x', 'two', true),
      leaf(5, 'A', null, null),
      leaf(6, 'B', 'y', null, true),
    ]);
    assert.deepEqual(result.clinicianTypes, ['B', 'A']);
    assert.deepEqual(result.specialties, [
      { jobRole: 'B', specialty: 'x' },
      { jobRole: 'B', specialty: 'y' },
    ]);
    assert.deepEqual(result.doctorIds, [3, 4, 6]);
    assert.deepEqual(describeJobRoles([]), {
      jobRoles: [],
      clinicianTypes: [],
      specialties: [],
      doctorIds: [],
    });
  });
});

describe('GET /api/v1/job-roles/filtered/', () => {
  test('is empty while no verified clinician holds a role', async () => {
    const response = await get('/api/v1/job-roles/filtered/');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { jobRoles: [], clinicianTypes: [], specialties: [], doctorIds: [] });
  });

  test('lists only the roles verified, active clinicians hold', async () => {
    const gp = await jobRoleId('General Practitioner');
    const physio = await jobRoleId('Physiotherapist', 'MSK');
    const unverifiedOnly = await jobRoleId('Podiatrist');
    await createAccount(db, {
      email: 'verified.gp@refnet.test',
      password: 'a-long-password',
      firstName: 'Vera',
      lastName: 'Fied',
      groups: ['Clinician'],
      jobRoleIds: [gp, physio],
      profile: { isVerified: true },
    });
    await createAccount(db, {
      email: 'pending@refnet.test',
      password: 'a-long-password',
      firstName: 'Penny',
      lastName: 'Ding',
      groups: ['Clinician'],
      jobRoleIds: [unverifiedOnly],
      profile: { isVerified: false },
    });
    const deactivated = await createAccount(db, {
      email: 'gone@refnet.test',
      password: 'a-long-password',
      firstName: 'Gone',
      lastName: 'Away',
      groups: ['Clinician'],
      jobRoleIds: [unverifiedOnly],
      profile: { isVerified: true },
    });
    await db
      .update(userProfiles)
      .set({ isDeactivated: true })
      .where(eq(userProfiles.userId, deactivated!.userId));

    const response = await get('/api/v1/job-roles/filtered/');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(
      body.jobRoles.map((leaf: { id: number }) => leaf.id),
      [gp, physio].sort((a, b) => a - b),
    );
    for (const leaf of body.jobRoles) assert.deepEqual(Object.keys(leaf).sort(), JOB_ROLE_KEYS);
    assert.deepEqual(body.clinicianTypes, ['General Practitioner', 'Physiotherapist']);
    assert.deepEqual(body.specialties, [{ jobRole: 'Physiotherapist', specialty: 'MSK' }]);
    assert.deepEqual(body.doctorIds, [gp]);

    // A disabled login hides the role too.
    await db.update(users).set({ isActive: false }).where(eq(users.email, 'verified.gp@refnet.test'));
    assert.deepEqual((await get('/api/v1/job-roles/filtered/')).json().jobRoles, []);
  });
});

describe('GET /api/v1/job-roles/{id}/', () => {
  test('returns one leaf with the exact keys', async () => {
    const gp = await jobRoleId('General Practitioner');
    const response = await get(`/api/v1/job-roles/${gp}/`);
    assert.equal(response.statusCode, 200);
    const [row] = await db.select().from(jobRoles).where(eq(jobRoles.id, gp));
    assert.deepEqual(response.json(), row);
    assert.deepEqual(Object.keys(response.json()).sort(), JOB_ROLE_KEYS);
    // Without the trailing slash too.
    assert.equal((await get(`/api/v1/job-roles/${gp}`)).statusCode, 200);
  });

  test('an unknown id is a 404 with a readable message', async () => {
    for (const id of ['999999', '0', '2147483647']) {
      const response = await get(`/api/v1/job-roles/${id}/`);
      assert.equal(response.statusCode, 404, id);
      assert.deepEqual(response.json(), danger('Job role not found.'));
    }
  });

  test('a non-integer or too large id is a 400', async () => {
    for (const id of ['abc', '1.5', '-1', '1e3', '12345678901']) {
      const response = await get(`/api/v1/job-roles/${id}/`);
      assert.equal(response.statusCode, 400, id);
      assert.deepEqual(response.json(), danger('id: must be a whole number.'));
    }
    const beyond = await get('/api/v1/job-roles/9999999999/');
    assert.equal(beyond.statusCode, 400);
    assert.deepEqual(beyond.json(), danger('id: must be at most 2147483647.'));
  });
});

describe('GET /api/v1/insurance-agreements/', () => {
  test('lists the verified agreements with the exact keys, and no Self-payer row', async () => {
    const response = await get('/api/v1/insurance-agreements/');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body), ['insuranceAgreements']);
    assert.deepEqual(
      body.insuranceAgreements.map((agreement: { provider: string }) => agreement.provider),
      [...UK_INSURERS].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    for (const agreement of body.insuranceAgreements) {
      assert.deepEqual(Object.keys(agreement).sort(), AGREEMENT_KEYS);
      assert.equal(agreement.verified, true);
      assert.equal(agreement.policyName, 'Standard');
      assert.ok(agreement.id > 0, 'Self-payer (0) is never a row');
    }
  });

  test('leaves out unverified agreements', async () => {
    const [added] = await db
      .insert(insuranceAgreements)
      .values({ provider: 'Not Yet Checked Ltd', verified: false })
      .returning();
    try {
      const body = (await get('/api/v1/insurance-agreements/')).json();
      assert.ok(!body.insuranceAgreements.some((agreement: { id: number }) => agreement.id === added!.id));
      const one = await get(`/api/v1/insurance-agreements/${added!.id}/`);
      assert.equal(one.statusCode, 200);
      assert.deepEqual(one.json(), added);
    } finally {
      await db.delete(insuranceAgreements).where(eq(insuranceAgreements.id, added!.id));
    }
  });
});

describe('GET /api/v1/insurance-agreements/{id}/', () => {
  test('returns one agreement with the exact keys', async () => {
    const [bupa] = await db
      .select()
      .from(insuranceAgreements)
      .where(eq(insuranceAgreements.provider, 'Bupa'));
    const response = await get(`/api/v1/insurance-agreements/${bupa!.id}/`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), bupa);
    assert.deepEqual(Object.keys(response.json()).sort(), AGREEMENT_KEYS);
  });

  test('Self-payer (0) and unknown ids are 404s; non-integer or too large ids are 400s', async () => {
    for (const id of ['0', '424242', '2147483647']) {
      const response = await get(`/api/v1/insurance-agreements/${id}/`);
      assert.equal(response.statusCode, 404, id);
      assert.deepEqual(response.json(), danger('Insurance agreement not found.'));
    }
    for (const id of ['bupa', '2.0', '-3']) {
      const response = await get(`/api/v1/insurance-agreements/${id}/`);
      assert.equal(response.statusCode, 400, id);
      assert.deepEqual(response.json(), danger('id: must be a whole number.'));
    }
    const beyond = await get('/api/v1/insurance-agreements/2147483648/');
    assert.equal(beyond.statusCode, 400);
    assert.deepEqual(beyond.json(), danger('id: must be at most 2147483647.'));
  });

  test('no reference-data read writes anything', async () => {
    const before = (await db.select({ n: count() }).from(insuranceAgreements))[0]!.n;
    await get('/api/v1/insurance-agreements/abc/');
    await get('/api/v1/insurance-agreements/999999/');
    assert.equal((await db.select({ n: count() }).from(insuranceAgreements))[0]!.n, before);
  });
});
