import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ClinicianInformationResponse, DelegatesResponse } from '@refnet/contracts/accounts';
import { patientListResponseSchema } from '@refnet/contracts/patients';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import {
  addresses,
  clinicianContacts,
  clinicianRoleProfiles,
  clinics,
  crpInsuranceAgreements,
  delegateUserLinks,
  notificationSettings,
  patients,
  referrals,
  userProfiles,
  users,
} from '../src/db/schema.js';
import { demoUsers } from '../src/db/seed/demo-data.js';
import { demoPatients } from '../src/db/seed/demo-patients.js';
import { findPostcode } from '../src/modules/geocoding/queries.js';
import { CLINICIAN, login, startApp } from './helpers/app.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';
import { signIn } from './helpers/clinicians.js';

let database: TestDatabase;
let db: Database;
let app: RefnetApp;

// A copy of the run's template: seeded from empty by the same start as any server's (seeds.test.ts starts
// from empty itself).
before(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  app = await startApp(database.handle);
});

after(async () => {
  await app?.close();
  await database?.dispose();
});

const accounts = demoUsers(CLINICIAN.email);

test('every demo account signs in with DEMO_PASSWORD and is what README.md says', async () => {
  const expectations: Record<string, { group: string; verified: boolean; jobTitle?: string }> = {
    [CLINICIAN.email]: { group: 'Clinician', verified: true, jobTitle: 'General Practitioner' },
    'physio@refnet.example': { group: 'Clinician', verified: true, jobTitle: 'MSK Physiotherapist' },
    'orthopaedics@refnet.example': {
      group: 'Clinician',
      verified: true,
      jobTitle: 'Consultant Orthopaedic Surgeon',
    },
    'dermatology@refnet.example': {
      group: 'Clinician',
      verified: true,
      jobTitle: 'Consultant Dermatologist',
    },
    'psychology@refnet.example': { group: 'Clinician', verified: true, jobTitle: 'Clinical Psychologist' },
    'applicant@refnet.example': { group: 'Clinician', verified: false, jobTitle: 'Sports Physiotherapist' },
    'staff@refnet.example': { group: 'Staff', verified: true },
  };
  assert.deepEqual(accounts.map((account) => account.email).sort(), Object.keys(expectations).sort());
  for (const [email, expected] of Object.entries(expectations)) {
    const call = await signIn(app, { email, password: CLINICIAN.password });
    const identity = (await call('GET', '/user/check-auth/')).json<{
      userGroup: string;
      isVerified: boolean;
    }>();
    assert.deepEqual([identity.userGroup, identity.isVerified], [expected.group, expected.verified], email);
    const info = (await call('GET', '/user/clinician-information/')).json<ClinicianInformationResponse>();
    if (!expected.jobTitle) {
      assert.deepEqual(info.clinicianProfiles, [], email);
      assert.equal(info.userProfile.user.is_staff, true);
      continue;
    }
    assert.equal(info.userProfile.jobRole[0]?.jobTitle, expected.jobTitle, email);
    assert.ok(info.clinicianProfiles.length >= 1, email);
    for (const crp of info.clinicianProfiles) {
      assert.equal(typeof crp.clinic.address.latitude, 'number', email);
      assert.ok(crp.insuranceAgreements.length >= 1, email);
    }
    assert.equal(info.userProfile.appointmentsContact[0]?.email, email);
    assert.ok(info.notificationSettings, email);
    assert.match(info.userProfile.dob ?? '', /^\d{4}-\d{2}-\d{2}$/, email);
  }
});

test('clinics are in London and elsewhere', async () => {
  const cities = new Set((await db.select({ city: addresses.city }).from(addresses)).map((row) => row.city));
  assert.ok(cities.has('London'));
  assert.ok(cities.size >= 3);
});

test('restarting creates nothing twice', async () => {
  const tables: PgTable[] = [
    users,
    userProfiles,
    addresses,
    clinics,
    clinicianRoleProfiles,
    crpInsuranceAgreements,
    clinicianContacts,
    notificationSettings,
    patients,
    referrals,
    delegateUserLinks,
  ];
  const counts = async () =>
    Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
  const before = await counts();
  await (await startApp(database.handle)).close();
  assert.deepEqual(await counts(), before);
});

test('the demo clinician has an active, a deactivated and an invited delegate', async () => {
  const delegates = (
    await (
      await signIn(app, CLINICIAN)
    )('GET', '/user/delegates/')
  ).json<DelegatesResponse>();
  const summary = (link: DelegatesResponse['delegates'][number]) => [
    link.delegateEmail,
    `${link.delegateUserProfile.title} ${link.delegateUserProfile.firstName} ${link.delegateUserProfile.lastName}`,
    link.hasRegistered,
    link.permissionViewReferrals,
    link.permissionCreateReferrals,
    link.permissionManageReferrals,
  ];
  assert.deepEqual(delegates.delegates.map(summary), [
    ['delegate@refnet.example', 'Mrs Sarah Collins', true, true, true, true],
  ]);
  assert.deepEqual(delegates.pendingDelegates.map(summary).sort(), [
    ['daniel.reid@refnet.example', 'Mr Daniel Reid', true, true, false, false],
    ['laura.benn@refnet.example', 'Ms Laura Benn', false, true, true, true],
  ]);

  const sarah = await signIn(app, { email: 'delegate@refnet.example', password: CLINICIAN.password });
  const info = (await sarah('GET', '/user/clinician-information/')).json<ClinicianInformationResponse>();
  assert.equal(info.isDelegate, true);
  assert.deepEqual(Object.values(info.referralPermissions), [true, true, true]);
  assert.deepEqual([...new Set(info.clinicianProfiles.map((crp) => crp.userProfile.lastName))], ['Hart']);
  for (const email of ['daniel.reid@refnet.example', 'laura.benn@refnet.example']) {
    assert.equal((await login(app, { email, password: CLINICIAN.password })).statusCode, 400, email);
  }
});

const DEMO_CLINICIANS = [
  CLINICIAN.email,
  'physio@refnet.example',
  'orthopaedics@refnet.example',
  'dermatology@refnet.example',
  'psychology@refnet.example',
];

test('every demo clinician has patients in each of the five groups, on one page each', async () => {
  for (const email of DEMO_CLINICIANS) {
    const call = await signIn(app, { email, password: CLINICIAN.password });
    const response = await call('GET', '/patient/list/');
    assert.equal(response.statusCode, 200, email);
    const { totals, ...list } = patientListResponseSchema.parse(response.json());
    for (const [group, rows] of Object.entries(list)) {
      assert.ok(rows.length >= 1, `${email}: ${group} is empty`);
      assert.ok(rows.length < 25, `${email}: ${group} would need a second page`);
      assert.equal(
        totals?.[group.replace('Patients', '') as keyof typeof totals],
        rows.length,
        `${email}: ${group}`,
      );
    }
  }
});

test('the demo clinician’s named patients stay in their groups', async () => {
  const call = await signIn(app, CLINICIAN);
  const list = patientListResponseSchema.parse((await call('GET', '/patient/list/')).json());
  const names = (rows: { firstName: string; lastName: string }[]) =>
    rows.map((row) => `${row.firstName} ${row.lastName}`).sort();
  assert.deepEqual(names(list.addedPatients), [
    'Aisha Rahman',
    'Daniel Whitfield',
    'George Thornton',
    'Margaret Ellison',
  ]);
  assert.deepEqual(names(list.referredPatients), [
    'Chloe Barrington',
    'Fiona MacLeod',
    'Rajesh Menon',
    'Samuel Adeyemi',
  ]);
  assert.deepEqual(names(list.acceptedPatients), ['Patrick Doyle']);
  assert.deepEqual(names(list.completedPatients), ['Isabel Moreno', 'Kwame Mensah']);
  const [received] = list.pendingPatients;
  assert.equal(list.pendingPatients.length, 1);
  const [eleanor] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.primaryEmail, 'eleanor.pryce@mail.example'));
  assert.equal(received?.id, eleanor?.id);
});

test('demo patients are adults with seeded postcodes and names no test searches for', async () => {
  const thisYear = new Date().getUTCFullYear();
  for (const patient of demoPatients(CLINICIAN.email)) {
    assert.ok(thisYear - Number(patient.dob.slice(0, 4)) > 18, patient.lastName);
    assert.doesNotMatch(`${patient.firstName} ${patient.lastName}`, /test/i);
    assert.ok(await findPostcode(db, patient.postcode), patient.postcode);
  }
  const statuses = new Set(
    (await db.select({ status: referrals.status }).from(referrals)).map((row) => row.status),
  );
  assert.deepEqual([...statuses].sort(), [
    'ACCEPTED',
    'BOOKED',
    'CANCELLED',
    'DNA',
    'OPEN',
    'PENDING',
    'REJECTED',
  ]);
});
