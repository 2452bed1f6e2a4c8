import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  ADDRESS_NOT_FOUND_MESSAGE,
  CLINIC_NOT_FOUND_MESSAGE,
  INSURANCE_AGREEMENT_NOT_FOUND_MESSAGE,
  LAST_CLINIC_MESSAGE,
  POSTCODE_DIRECTORY_LIMITED_MESSAGE,
  VALIDATION_MESSAGES,
  type ClinicianProfilesResponse,
  type ClinicianRoleProfile,
  type ClinicsResponse,
} from '@refnet/contracts/accounts';
import { count, eq, sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import {
  addresses,
  clinicianRoleProfiles,
  clinics,
  crpInsuranceAgreements,
  insuranceAgreements,
  userProfiles,
  users,
} from '../src/db/schema.js';
import { CLINICIAN, danger, setUpTestApp } from './helpers/app.js';
import { moveToGroup, setProfileFlags } from './helpers/clinician-search.js';
import { createTestDelegate, createTestUser, signIn, type TestUser } from './helpers/clinicians.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const PERMISSION_DENIED = danger('You do not have permission to perform this action.');
const newClinic = (postcode: string, centreName = 'New Centre') => ({
  clinicName: 'Room 9',
  centreName,
  address: { firstLine: '9 New Road', city: 'London', postcode },
});

const crpsOf = async (user: TestUser) =>
  (await (await signIn(app, user))('GET', '/user/clinician-information/')).json<{
    clinicianProfiles: ClinicianRoleProfile[];
  }>().clinicianProfiles;

const tableCounts = async () => ({
  addresses: (await db.select({ n: count() }).from(addresses))[0]!.n,
  clinics: (await db.select({ n: count() }).from(clinics))[0]!.n,
  crps: (await db.select({ n: count() }).from(clinicianRoleProfiles))[0]!.n,
  links: (await db.select({ n: count() }).from(crpInsuranceAgreements))[0]!.n,
  insurers: (await db.select({ n: count() }).from(insuranceAgreements))[0]!.n,
});

describe('POST /user/clinician-information/create/', () => {
  test('adds a clinic at a located, normalised postcode and answers every clinic', async () => {
    const user = await createTestUser(db, { email: 'adds.clinic@refnet.test', postcodes: ['SW1A 1AA'] });
    const response = await (
      await signIn(app, user)
    )('POST', '/user/clinician-information/create/', newClinic(' e14 5ab '));
    assert.equal(response.statusCode, 200);
    const body = response.json<ClinicianProfilesResponse>();
    assert.equal(body.message.variant, 'success');
    assert.equal(body.clinicianProfiles.length, 2);
    const added = body.clinicianProfiles[1]!;
    assert.deepEqual(
      [
        added.clinic.centreName,
        added.clinic.clinicName,
        added.clinic.address.postcode,
        added.clinic.address.addressType,
      ],
      ['New Centre', 'Room 9', 'E14 5AB', 'clinic'],
    );
    assert.deepEqual([added.clinic.address.latitude, added.clinic.address.longitude], [51.505, -0.0195]);
  });

  for (const [name, postcode, message] of [
    ['a postcode not in the directory', 'ZZ1 1ZZ', POSTCODE_DIRECTORY_LIMITED_MESSAGE],
    ['a malformed postcode', 'HELLO', ADDRESS_NOT_FOUND_MESSAGE],
    ['an empty postcode', '  ', VALIDATION_MESSAGES.postcodeRequired],
  ] as const) {
    test(`refuses ${name} and writes nothing`, async () => {
      const before = await tableCounts();
      const response = await (
        await signIn(app, CLINICIAN)
      )('POST', '/user/clinician-information/create/', newClinic(postcode));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), danger(message));
      assert.deepEqual(await tableCounts(), before);
    });
  }

  test('is refused to delegates', async () => {
    const clinician = await createTestUser(db, {
      email: 'clinic.delegator@refnet.test',
      postcodes: ['SW1A 1AA'],
    });
    const delegate = await createTestDelegate(db, 'clinic.delegate@refnet.test', clinician.userProfileId);
    const response = await (
      await signIn(app, delegate)
    )('POST', '/user/clinician-information/create/', newClinic('E14 5AB'));
    assert.equal(response.statusCode, 403);
  });
});

describe('PUT /user/clinician-information/update/{clinic_id}/', () => {
  test('updates the owner’s clinic and locates a changed postcode again', async () => {
    const user = await createTestUser(db, { email: 'moves@refnet.test', postcodes: ['SW1A 1AA'] });
    const [crp] = await crpsOf(user);
    const response = await (
      await signIn(app, user)
    )('PUT', `/user/clinician-information/update/${crp!.clinic.id}/`, {
      clinicName: '',
      centreName: 'Moved Centre',
      firstLine: '1 Oxford Road',
      city: 'Manchester',
      postcode: 'm139wl',
    });
    assert.equal(response.statusCode, 200);
    const clinic = response.json<ClinicianProfilesResponse>().clinicianProfiles[0]!.clinic;
    assert.deepEqual(
      [clinic.id, clinic.centreName, clinic.address.city, clinic.address.postcode, clinic.address.latitude],
      [crp!.clinic.id, 'Moved Centre', 'Manchester', 'M13 9WL', 53.4627],
    );
  });

  test('answers 404 for someone else’s clinic and changes nothing', async () => {
    const owner = await createTestUser(db, { email: 'clinic.owner@refnet.test', postcodes: ['SW1A 1AA'] });
    const [crp] = await crpsOf(owner);
    const response = await (
      await signIn(app, CLINICIAN)
    )('PUT', `/user/clinician-information/update/${crp!.clinic.id}/`, {
      clinicName: '',
      centreName: 'Hijacked',
      firstLine: 'x',
      city: 'y',
      postcode: 'SW1A 1AA',
    });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), danger(CLINIC_NOT_FOUND_MESSAGE));
    const [row] = await db.select().from(clinics).where(eq(clinics.id, crp!.clinic.id));
    assert.notEqual(row?.centreName, 'Hijacked');
  });

  test('refuses an unknown postcode (400) and a non-numeric id (400)', async () => {
    const user = await createTestUser(db, { email: 'bad.move@refnet.test', postcodes: ['SW1A 1AA'] });
    const call = await signIn(app, user);
    const [crp] = await crpsOf(user);
    const body = { clinicName: '', centreName: 'C', firstLine: 'x', city: 'y', postcode: 'ZZ1 1ZZ' };
    const unknown = await call('PUT', `/user/clinician-information/update/${crp!.clinic.id}/`, body);
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), danger(POSTCODE_DIRECTORY_LIMITED_MESSAGE));
    const [row] = await db.select().from(clinics).where(eq(clinics.id, crp!.clinic.id));
    assert.notEqual(row?.centreName, 'C');
    assert.equal((await call('PUT', '/user/clinician-information/update/abc/', body)).statusCode, 400);
  });
});

describe('PUT /user/clinician-information/deactivate/{id}/', () => {
  test('deactivates by default, reactivates with isDeactivated false; owner only', async () => {
    const user = await createTestUser(db, { email: 'pauses@refnet.test', postcodes: ['SW1A 1AA'] });
    const call = await signIn(app, user);
    const [crp] = await crpsOf(user);
    const off = await call('PUT', `/user/clinician-information/deactivate/${crp!.id}/`);
    assert.equal(off.statusCode, 200);
    assert.equal(off.json<ClinicianProfilesResponse>().clinicianProfiles[0]?.isDeactivated, true);
    const on = await call('PUT', `/user/clinician-information/deactivate/${crp!.id}/`, {
      isDeactivated: false,
    });
    assert.equal(on.json<ClinicianProfilesResponse>().clinicianProfiles[0]?.isDeactivated, false);

    const foreign = await (
      await signIn(app, CLINICIAN)
    )('PUT', `/user/clinician-information/deactivate/${crp!.id}/`);
    assert.equal(foreign.statusCode, 404);
    const [row] = await db.select().from(clinicianRoleProfiles).where(eq(clinicianRoleProfiles.id, crp!.id));
    assert.equal(row?.isDeactivated, false);
  });
});

describe('POST /user/clinician-information/remove-clinic/', () => {
  test('refuses the last clinic with the SPEC message', async () => {
    const user = await createTestUser(db, { email: 'one.clinic@refnet.test', postcodes: ['SW1A 1AA'] });
    const [crp] = await crpsOf(user);
    const response = await (
      await signIn(app, user)
    )('POST', '/user/clinician-information/remove-clinic/', {
      clinicId: crp!.clinic.id,
      userProfileId: user.userProfileId,
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), danger(LAST_CLINIC_MESSAGE));
    const [row] = await db.select().from(clinicianRoleProfiles).where(eq(clinicianRoleProfiles.id, crp!.id));
    assert.equal(row?.isRemoved, false);
  });

  test('refuses another user’s profile id (403) and another user’s clinic (404)', async () => {
    const user = await createTestUser(db, {
      email: 'two.clinics@refnet.test',
      postcodes: ['SW1A 1AA', 'E1 1BB'],
    });
    const [crp] = await crpsOf(user);
    const clinician = await signIn(app, CLINICIAN);
    const asOther = await clinician('POST', '/user/clinician-information/remove-clinic/', {
      clinicId: crp!.clinic.id,
      userProfileId: user.userProfileId,
    });
    assert.equal(asOther.statusCode, 403);
    assert.deepEqual(asOther.json(), PERMISSION_DENIED);
    const [demo] = await db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(eq(users.email, CLINICIAN.email));
    const notMine = await clinician('POST', '/user/clinician-information/remove-clinic/', {
      clinicId: crp!.clinic.id,
      userProfileId: demo!.id,
    });
    assert.equal(notMine.statusCode, 404);
    assert.deepEqual(notMine.json(), danger(CLINIC_NOT_FOUND_MESSAGE));
  });

  test('marks the crp removed (kept in the database) and hides it', async () => {
    const user = await createTestUser(db, {
      email: 'removes@refnet.test',
      postcodes: ['SW1A 1AA', 'E1 1BB'],
    });
    const [first, second] = await crpsOf(user);
    const response = await (
      await signIn(app, user)
    )('POST', '/user/clinician-information/remove-clinic/', {
      clinicId: first!.clinic.id,
      userProfileId: user.userProfileId,
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      response.json<ClinicianProfilesResponse>().clinicianProfiles.map((crp) => crp.id),
      [second!.id],
    );
    const [row] = await db
      .select()
      .from(clinicianRoleProfiles)
      .where(eq(clinicianRoleProfiles.id, first!.id));
    assert.equal(row?.isRemoved, true);
  });

  test('two removals at once leave one clinic', async () => {
    const user = await createTestUser(db, { email: 'races@refnet.test', postcodes: ['SW1A 1AA', 'E1 1BB'] });
    const [first, second] = await crpsOf(user);
    const call = await signIn(app, user);
    const results = await Promise.all(
      [first!, second!].map((crp) =>
        call('POST', '/user/clinician-information/remove-clinic/', {
          clinicId: crp.clinic.id,
          userProfileId: user.userProfileId,
        }),
      ),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 400]);
    const rows = await db
      .select()
      .from(clinicianRoleProfiles)
      .where(eq(clinicianRoleProfiles.userProfileId, user.userProfileId));
    assert.equal(rows.filter((row) => !row.isRemoved).length, 1);
  });
});

describe('PUT /user/clinician-information/update-insurance-agreements/', () => {
  test('replaces the set at every crp; new providers are unverified and reused by name', async () => {
    const user = await createTestUser(db, {
      email: 'insured@refnet.test',
      postcodes: ['SW1A 1AA', 'E1 1BB'],
    });
    const call = await signIn(app, user);
    const [bupa] = await db
      .select()
      .from(insuranceAgreements)
      .where(eq(insuranceAgreements.provider, 'Bupa'));
    const response = await call('PUT', '/user/clinician-information/update-insurance-agreements/', {
      existingAgreements: [{ id: bupa!.id, provider: 'ignored', verified: false }],
      newProviders: [{ provider: 'Tiny Health Mutual' }],
    });
    assert.equal(response.statusCode, 200);
    const crps = response.json<ClinicianProfilesResponse>().clinicianProfiles;
    for (const crp of crps) {
      assert.deepEqual(
        crp.insuranceAgreements.map((a) => [a.provider, a.verified]),
        [
          ['Bupa', true],
          ['Tiny Health Mutual', false],
        ],
      );
    }
    const again = await call('PUT', '/user/clinician-information/update-insurance-agreements/', {
      crpId: crps[0]!.id,
      existingAgreements: [],
      newProviders: [{ provider: 'tiny health MUTUAL' }],
    });
    const [one, two] = again.json<ClinicianProfilesResponse>().clinicianProfiles;
    assert.deepEqual(
      one!.insuranceAgreements.map((a) => a.provider),
      ['Tiny Health Mutual'],
    );
    assert.equal(two!.insuranceAgreements.length, 2);
    const named = await db
      .select()
      .from(insuranceAgreements)
      .where(sql`lower(${insuranceAgreements.provider}) = 'tiny health mutual'`);
    assert.equal(named.length, 1);
  });

  test('refuses unknown agreement ids and empty new providers; writes nothing', async () => {
    const user = await createTestUser(db, { email: 'bad.insurer@refnet.test', postcodes: ['SW1A 1AA'] });
    const call = await signIn(app, user);
    const before = await tableCounts();
    const unknown = await call('PUT', '/user/clinician-information/update-insurance-agreements/', {
      existingAgreements: [{ id: 999999 }],
      newProviders: [{ provider: 'Would Be Created' }],
    });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), danger(INSURANCE_AGREEMENT_NOT_FOUND_MESSAGE));
    const empty = await call('PUT', '/user/clinician-information/update-insurance-agreements/', {
      existingAgreements: [],
      newProviders: [{ provider: ' ' }],
    });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json(), danger(VALIDATION_MESSAGES.newProviderMissing));
    assert.deepEqual(await tableCounts(), before);
  });

  test('answers 404 for another user’s crp', async () => {
    const owner = await createTestUser(db, { email: 'insurer.owner@refnet.test', postcodes: ['SW1A 1AA'] });
    const [crp] = await crpsOf(owner);
    const response = await (
      await signIn(app, CLINICIAN)
    )('PUT', '/user/clinician-information/update-insurance-agreements/', {
      crpId: crp!.id,
      existingAgreements: [],
    });
    assert.equal(response.statusCode, 404);
  });
});

describe('GET /clinics/', () => {
  test('gives the caller’s active clinics and the clinics of verified doctors', async () => {
    const user = await createTestUser(db, {
      email: 'physio.clinics@refnet.test',
      postcodes: ['SE10 9NF', 'N1 9AL'],
      jobTitle: 'MSK Physiotherapist',
    });
    const [, paused] = await crpsOf(user);
    const call = await signIn(app, user);
    await call('PUT', `/user/clinician-information/deactivate/${paused!.id}/`);
    const unverifiedDoctor = await createTestUser(db, {
      email: 'unverified.gp@refnet.test',
      verified: false,
      postcodes: ['CB2 0QQ'],
    });
    const formerDoctor = await createTestUser(db, {
      email: 'former.gp@refnet.test',
      postcodes: ['SW1A 2AA'],
    });
    await moveToGroup(db, formerDoctor, 'Staff');

    const response = await call('GET', '/clinics/');
    assert.equal(response.statusCode, 200);
    const body = response.json<ClinicsResponse>();
    assert.deepEqual(
      body.clinics.map((clinic) => clinic.address.postcode),
      ['SE10 9NF'],
    );
    const doctorPostcodes = body.doctorClinics.map((clinic) => clinic.address.postcode);
    assert.ok(doctorPostcodes.includes('W1G 6BW'), 'the demo GP');
    assert.ok(!doctorPostcodes.includes('SE10 9NF'), 'a physiotherapist is not a doctor');
    assert.ok(!doctorPostcodes.includes('CB2 0QQ'), `unverified doctor ${unverifiedDoctor.email}`);
    assert.ok(
      body.doctorClinics.every((clinic) => !clinic.centreName.startsWith(formerDoctor.email)),
      `${formerDoctor.email} is no longer a clinician`,
    );
  });

  test('gives a delegate the clinics of their clinician, and none once that clinician is deactivated', async () => {
    const clinician = await createTestUser(db, {
      email: 'delegator.clinics@refnet.test',
      postcodes: ['NW1 2BU'],
    });
    const delegate = await signIn(
      app,
      await createTestDelegate(db, 'delegate.clinics@refnet.test', clinician.userProfileId),
    );
    const ownClinics = async () =>
      (await delegate('GET', '/clinics/'))
        .json<ClinicsResponse>()
        .clinics.map((clinic) => clinic.address.postcode);

    assert.deepEqual(await ownClinics(), ['NW1 2BU']);
    await setProfileFlags(db, clinician, { isDeactivated: true });
    assert.deepEqual(await ownClinics(), []);
  });
});
