import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { patientListResponseSchema, type PatientListResponse } from '@refnet/contracts/patients';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import {
  addresses,
  clinicianContacts,
  clinicianRoleProfiles,
  clinics,
  crpInsuranceAgreements,
  notificationSettings,
  patients,
  referrals,
  userProfiles,
  users,
} from '../src/db/schema.js';
import { demoUsers } from '../src/db/seed/demo-data.js';
import { demoPatients } from '../src/db/seed/demo-patients.js';
import { findPostcode } from '../src/modules/geocoding/queries.js';
import { CLINICIAN, startApp } from './helpers/app.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';
import { signIn } from './helpers/clinicians.js';

let database: TestDatabase;
let db: Database;
let app: RefnetApp;

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
  ];
  const counts = async () =>
    Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
  const before = await counts();
  await (await startApp(database.handle)).close();
  assert.deepEqual(await counts(), before);
});

test('the demo clinician has patients in every group, the others in theirs', async () => {
  const sizes = async (email: string) => {
    const call = await signIn(app, { email, password: CLINICIAN.password });
    const response = await call('GET', '/patient/list/');
    assert.equal(response.statusCode, 200, email);
    const list = patientListResponseSchema.parse(response.json());
    return Object.fromEntries(Object.entries(list).map(([group, rows]) => [group, rows.length])) as Record<
      keyof PatientListResponse,
      number
    >;
  };
  const amelia = await sizes(CLINICIAN.email);
  for (const [group, size] of Object.entries(amelia)) {
    assert.ok(size >= 1, `${group} is empty`);
    assert.ok(size < 25, `${group} would need a second page`);
  }
  assert.ok(amelia.addedPatients >= 3);
  assert.ok(amelia.referredPatients >= 3);
  assert.equal((await sizes('physio@refnet.example')).pendingPatients, 1);
  assert.equal((await sizes('orthopaedics@refnet.example')).acceptedPatients, 1);
  assert.equal((await sizes('dermatology@refnet.example')).completedPatients, 1);
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
  assert.deepEqual([...statuses].sort(), ['ACCEPTED', 'BOOKED', 'CANCELLED', 'DNA', 'OPEN', 'PENDING']);
});
