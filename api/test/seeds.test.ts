import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { userGroupSchema } from '@refnet/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { queryRows } from '../src/db/query-rows.js';
import {
  insuranceAgreements,
  jobRoles,
  userGroupMembers,
  userGroups,
  userProfileJobRoles,
  userProfiles,
  users,
} from '../src/db/schema.js';
import { JOB_ROLE_CATALOGUE } from '../src/db/seed/data/job-roles.js';
import { DEMO_TYPED_IN_INSURER } from '../src/db/seed/demo-data.js';
import { UK_INSURERS } from '../src/db/seed/insurers.js';
import { ADMIN, CLINICIAN, login, startApp } from './helpers/app.js';
import { openEmptyTestDatabase, type TestDatabase } from './helpers/database.js';

let database: TestDatabase;
let db: Database;

before(async () => {
  database = await openEmptyTestDatabase();
  db = database.handle.db;
  await (await startApp(database.handle)).close();
});

after(async () => {
  await database?.dispose();
});

const rowCount = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;

/** How far the identity sequences have advanced (a seed that inserts and conflicts still burns ids). */
const lastIdentity = async (table: string) =>
  (
    await queryRows<{ value: string | number | null }>(
      db,
      sql`select pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass) as value`,
    )
  )[0]?.value;

async function snapshot() {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    groups: await rowCount(userGroups),
    memberships: await rowCount(userGroupMembers),
    jobRoles: await db.select({ id: jobRoles.id }).from(jobRoles).orderBy(asc(jobRoles.id)),
    profileJobRoles: await rowCount(userProfileJobRoles),
    insurers: await db
      .select({ id: insuranceAgreements.id })
      .from(insuranceAgreements)
      .orderBy(asc(insuranceAgreements.id)),
    sequences: await Promise.all(
      ['users', 'user_groups', 'job_roles', 'insurance_agreements'].map(lastIdentity),
    ),
  };
}

async function groupsOf(email: string) {
  const rows = await db
    .select({ name: userGroups.name })
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
    .where(eq(users.email, email));
  return rows.map((row) => row.name);
}

describe('reference data', () => {
  test('has the five user groups', async () => {
    const rows = await db.select({ name: userGroups.name }).from(userGroups);
    assert.deepEqual(rows.map((row) => row.name).sort(), [...userGroupSchema.options].sort());
  });

  test('has the job-role catalogue, General Practitioner first, doctors exactly the GMC roles', async () => {
    const rows = await db.select().from(jobRoles).orderBy(asc(jobRoles.id));
    assert.equal(rows.length, JOB_ROLE_CATALOGUE.length);
    assert.ok(rows.length >= 40 && rows.length <= 80);
    assert.equal(rows[0]?.jobTitle, 'General Practitioner');
    for (const row of rows) {
      assert.equal(row.isDoctor, row.registrationBody === 'GMC', `${row.jobTitle}`);
      assert.equal(row.isVerified, true);
      assert.ok(row.subSpecialty === null || row.specialty !== null, 'a sub-specialty needs a specialty');
    }
    const bodies = new Set(rows.map((row) => row.registrationBody));
    assert.deepEqual([...bodies].sort(), ['GCC', 'GDC', 'GMC', 'GOsC', 'GPhC', 'HCPC', 'NMC']);
    assert.ok(
      rows.some((row) => row.specialty === 'Orthopaedic Surgery' && row.subSpecialty === 'Hand and Wrist'),
    );
    assert.ok(rows.some((row) => row.jobRole === 'Physiotherapist' && row.specialty === 'MSK'));
  });

  test('leaves are leaves: no role is both a leaf and a parent', async () => {
    const rows = await db.select().from(jobRoles);
    for (const row of rows) {
      if (row.specialty === null)
        assert.ok(
          !rows.some((other) => other.jobRole === row.jobRole && other.specialty !== null),
          row.jobRole,
        );
      if (row.specialty !== null && row.subSpecialty === null) {
        assert.ok(
          !rows.some(
            (other) =>
              other.jobRole === row.jobRole &&
              other.specialty === row.specialty &&
              other.subSpecialty !== null,
          ),
        );
      }
    }
  });

  test('has the UK insurers, verified, as Standard policies (Self-payer is not a row)', async () => {
    // Demo data adds one more: the unverified insurer the demo applicant typed in.
    const rows = (await db.select().from(insuranceAgreements)).filter(
      (row) => row.provider !== DEMO_TYPED_IN_INSURER,
    );
    assert.deepEqual(rows.map((row) => row.provider).sort(), [...UK_INSURERS].sort());
    assert.ok(rows.every((row) => row.policyName === 'Standard' && row.verified));
    assert.ok(!rows.some((row) => /self/i.test(row.provider)));
  });
});

describe('bootstrap admin', () => {
  test('is a verified, staff Full Admin whose password is an argon2id hash', async () => {
    const [admin] = await db
      .select({ user: users, profile: userProfiles })
      .from(users)
      .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.email, ADMIN.email));
    assert.ok(admin);
    assert.equal(admin.user.isStaff, true);
    assert.equal(admin.user.username, ADMIN.email);
    assert.equal(admin.profile.isVerified, true);
    assert.deepEqual([admin.user.firstName, admin.user.lastName], ['RefNet', 'Administrator']);
    assert.match(admin.user.passwordHash, /^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
    assert.deepEqual(await groupsOf(ADMIN.email), ['Full Admin']);
  });

  test('takes its names from ADMIN_FIRST_NAME / ADMIN_LAST_NAME when creating', async () => {
    const app = await startApp(database.handle, {
      ADMIN_EMAIL: 'second.admin@refnet.test',
      ADMIN_FIRST_NAME: 'Grace',
      ADMIN_LAST_NAME: 'Hopper',
    });
    await app.close();
    const [row] = await db.select().from(users).where(eq(users.email, 'second.admin@refnet.test'));
    assert.deepEqual([row?.firstName, row?.lastName], ['Grace', 'Hopper']);
  });
});

describe('demo data', () => {
  test('is a verified General Practitioner in the Clinician group', async () => {
    const [row] = await db
      .select({ profile: userProfiles, jobTitle: jobRoles.jobTitle })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .innerJoin(userProfileJobRoles, eq(userProfileJobRoles.userProfileId, userProfiles.id))
      .innerJoin(jobRoles, eq(jobRoles.id, userProfileJobRoles.jobRoleId))
      .where(eq(users.email, CLINICIAN.email));
    assert.ok(row);
    assert.deepEqual(
      [row.profile.title, row.profile.firstName, row.profile.lastName],
      ['Dr', 'Amelia', 'Hart'],
    );
    assert.equal(row.profile.isVerified, true);
    assert.equal(row.jobTitle, 'General Practitioner');
    assert.deepEqual(await groupsOf(CLINICIAN.email), ['Clinician']);
  });

  test('is not created without DEMO_DATA', async () => {
    const app = await startApp(database.handle, {
      DEMO_DATA: 'false',
      DEMO_CLINICIAN_EMAIL: 'other.demo@refnet.test',
    });
    await app.close();
    assert.equal((await db.select().from(users).where(eq(users.email, 'other.demo@refnet.test'))).length, 0);
  });
});

describe('restarting', () => {
  test('changes nothing: seeds, admin and demo data are created once', async () => {
    const before = await snapshot();
    for (let restart = 0; restart < 2; restart += 1) {
      const app = await startApp(database.handle, { ADMIN_PASSWORD: 'A-different-password-now!' });
      await app.close();
    }
    assert.deepEqual(await snapshot(), before);
  });

  test('keeps the original admin password (ADMIN_PASSWORD only applies on creation)', async () => {
    const app: RefnetApp = await startApp(database.handle, { ADMIN_PASSWORD: 'A-different-password-now!' });
    try {
      assert.equal((await login(app, ADMIN)).statusCode, 200);
      assert.equal(
        (await login(app, { email: ADMIN.email, password: 'A-different-password-now!' })).statusCode,
        400,
      );
    } finally {
      await app.close();
    }
  });
});

describe('migrations', () => {
  test('enable earthdistance for distance search', async () => {
    const rows = await queryRows<{ km: number }>(
      db,
      sql`select round((earth_distance(ll_to_earth(51.501162, -0.141745), ll_to_earth(51.5072, -0.1276)) / 1000)::numeric, 2)::float8 as km`,
    );
    assert.equal(rows[0]?.km, 1.19); // Westminster to Trafalgar Square
  });

  test('name tables without a schema, so DATABASE_SCHEMA works', async () => {
    const folder = new URL('../migrations/', import.meta.url);
    for (const name of (await readdir(folder)).filter((file) => file.endsWith('.sql'))) {
      const text = await readFile(new URL(name, folder), 'utf8');
      assert.doesNotMatch(text, /"public"\./, name);
    }
  });
});
