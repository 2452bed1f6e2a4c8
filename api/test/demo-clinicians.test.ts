import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import {
  addresses,
  clinicianContacts,
  clinicianRoleProfiles,
  clinics,
  crpInsuranceAgreements,
  favouriteClinicians,
  postcodes,
  userProfileJobRoles,
  userProfiles,
  users,
} from '../src/db/schema.js';
import {
  DEMO_CLINICIANS,
  DEMO_CLINICIAN_DOMAIN,
  demoClinicianEmail,
} from '../src/db/seed/demo-clinicians.js';
import { CLINICIAN, login, startApp } from './helpers/app.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';

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

const isDemoClinician = like(users.email, `%@${DEMO_CLINICIAN_DOMAIN}`);

/** Every demo clinician with their profile flags, clinics and the postcodes of those clinics. */
async function demoClinicianRows() {
  return db
    .select({
      email: users.email,
      userProfileId: userProfiles.id,
      isVerified: userProfiles.isVerified,
      isDeactivated: userProfiles.isDeactivated,
      clinicId: clinics.id,
      city: addresses.city,
      postcode: addresses.postcode,
      latitude: addresses.latitude,
    })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .innerJoin(clinicianRoleProfiles, eq(clinicianRoleProfiles.userProfileId, userProfiles.id))
    .innerJoin(clinics, eq(clinics.id, clinicianRoleProfiles.clinicId))
    .innerJoin(addresses, eq(addresses.id, clinics.addressId))
    .where(isDemoClinician);
}

const countBy = <T>(values: readonly T[]) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

test('about forty demo clinicians, each once, even after a restart', async () => {
  const emails = DEMO_CLINICIANS.map(demoClinicianEmail);
  assert.ok(emails.length >= 35 && emails.length <= 45, `${emails.length} demo clinicians`);
  assert.equal(new Set(emails).size, emails.length, 'every e-mail is unique');

  const tables: PgTable[] = [
    users,
    userProfiles,
    userProfileJobRoles,
    addresses,
    clinics,
    clinicianRoleProfiles,
    crpInsuranceAgreements,
    clinicianContacts,
    favouriteClinicians,
  ];
  const counts = async () =>
    Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
  const before = await counts();
  await (await startApp(database.handle)).close();
  assert.deepEqual(await counts(), before);

  const stored = await db.select({ email: users.email }).from(users).where(isDemoClinician);
  assert.deepEqual(stored.map((row) => row.email).sort(), [...emails].sort());
});

test('one demo clinician awaits approval and one is deactivated; the others are verified and active', async () => {
  const profiles = await db
    .select({
      email: users.email,
      isVerified: userProfiles.isVerified,
      isDeactivated: userProfiles.isDeactivated,
    })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(isDemoClinician);
  const unverified = profiles.filter((profile) => !profile.isVerified);
  const deactivated = profiles.filter((profile) => profile.isDeactivated);
  assert.equal(unverified.length, 1);
  assert.equal(deactivated.length, 1);
  assert.notEqual(unverified[0]?.email, deactivated[0]?.email);
  assert.equal(deactivated[0]?.isVerified, true, 'deactivated, not merely unapproved');

  // The deactivated clinician cannot sign in; a listed one signs in with DEMO_PASSWORD.
  const refused = await login(app, { email: deactivated[0]!.email, password: CLINICIAN.password });
  assert.notEqual(refused.statusCode, 200);
  const listed = profiles.find((profile) => profile.isVerified && !profile.isDeactivated)!;
  const signedIn = await login(app, { email: listed.email, password: CLINICIAN.password });
  assert.equal(signedIn.statusCode, 200, signedIn.body);
});

test('clinics are at sample postcodes, mostly in London, across other cities; some are shared', async () => {
  const rows = await demoClinicianRows();
  const sample = new Set(
    (await db.select({ postcode: postcodes.postcode }).from(postcodes)).map((row) => row.postcode),
  );
  for (const row of rows) {
    assert.ok(sample.has(row.postcode), `${row.email}: ${row.postcode} is not in the sample`);
    assert.equal(typeof row.latitude, 'number', row.email);
  }

  const clinicianCity = new Map(rows.map((row) => [row.email, row.city]));
  const cities = countBy([...clinicianCity.values()]);
  assert.ok((cities.get('London') ?? 0) > clinicianCity.size / 2, 'most are in London');
  assert.ok(cities.size >= 8, `${cities.size} cities`);

  const clinicsPerClinician = countBy(rows.map((row) => row.email));
  assert.ok([...clinicsPerClinician.values()].filter((n) => n === 2).length >= 3, 'a few have two clinics');
  const cliniciansPerClinic = countBy(rows.map((row) => row.clinicId));
  assert.ok(
    [...cliniciansPerClinic.values()].some((n) => n >= 3),
    'several clinicians on one marker',
  );
});

test('varied job roles, insurers and referral contacts', async () => {
  const roles = await db
    .selectDistinct({ jobRoleId: userProfileJobRoles.jobRoleId })
    .from(userProfileJobRoles)
    .innerJoin(userProfiles, eq(userProfiles.id, userProfileJobRoles.userProfileId))
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(isDemoClinician);
  assert.ok(roles.length >= 15, `${roles.length} job roles`);

  const crps = await db
    .select({
      crpId: clinicianRoleProfiles.id,
      agreements: count(crpInsuranceAgreements.insuranceAgreementId),
    })
    .from(clinicianRoleProfiles)
    .innerJoin(userProfiles, eq(userProfiles.id, clinicianRoleProfiles.userProfileId))
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .leftJoin(crpInsuranceAgreements, eq(crpInsuranceAgreements.crpId, clinicianRoleProfiles.id))
    .where(isDemoClinician)
    .groupBy(clinicianRoleProfiles.id);
  assert.ok(
    crps.every((crp) => crp.agreements >= 1),
    'every clinic accepts an insurer',
  );

  const referralEmails = await db
    .select({ email: clinicianContacts.email })
    .from(clinicianContacts)
    .innerJoin(userProfiles, eq(userProfiles.id, clinicianContacts.userProfileId))
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(and(isDemoClinician, eq(clinicianContacts.isMain, false), eq(clinicianContacts.type, 'email')));
  assert.equal(referralEmails.length, DEMO_CLINICIANS.length);
  assert.ok(referralEmails.every((row) => row.email.endsWith(`@${DEMO_CLINICIAN_DOMAIN}`)));
});

test('Dr Amelia Hart keeps three of the listed demo clinicians as favourites', async () => {
  const favourites = await db
    .select({
      email: users.email,
      isVerified: userProfiles.isVerified,
      isDeactivated: userProfiles.isDeactivated,
    })
    .from(favouriteClinicians)
    .innerJoin(userProfiles, eq(userProfiles.id, favouriteClinicians.favouriteUserProfileId))
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(
      inArray(
        favouriteClinicians.userProfileId,
        db
          .select({ id: userProfiles.id })
          .from(userProfiles)
          .innerJoin(users, eq(users.id, userProfiles.userId))
          .where(eq(users.email, CLINICIAN.email)),
      ),
    );
  assert.equal(favourites.length, 3);
  for (const favourite of favourites) {
    assert.ok(favourite.email.endsWith(`@${DEMO_CLINICIAN_DOMAIN}`), favourite.email);
    assert.deepEqual([favourite.isVerified, favourite.isDeactivated], [true, false], favourite.email);
  }
});
