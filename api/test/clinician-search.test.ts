import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import { AWAITING_APPROVAL_MESSAGE } from '@refnet/contracts/accounts';
import {
  CLINICIAN_MESSAGES,
  type ClinicianListRequest,
  type ClinicianListResponse,
} from '@refnet/contracts/clinicians';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { danger, setUpTestApp } from './helpers/app.js';
import {
  createTestDelegate,
  createTestUser,
  signIn,
  type Caller,
  type TestUser,
} from './helpers/clinicians.js';
import {
  BUCKINGHAM_PALACE,
  PUBLIC_PROFILE_KEYS,
  STAFF,
  acceptInsurer,
  cardsOf,
  createTestInsurer,
  crpIdsOf,
  jobRoleIdByTitle,
  moveToGroup,
  ownersOf,
  searchFrom,
  setCrpFlags,
  setProfileFlags,
  setUserActive,
  shareClinic,
} from './helpers/clinician-search.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

let insurer: number;
let searcher: TestUser;
let asSearcher: Caller;
// Listed and accepting the test insurer; nearest first from Buckingham Palace.
let downing: TestUser;
let sharing: TestUser; // a second clinician in Downing Street's clinic
let ucl: TestUser;
let manchester: TestUser;
let edinburgh: TestUser;
// Listed at Downing Street without the test insurer.
let uninsured: TestUser;
// At Downing Street with the test insurer, but never listed.
const hidden: TestUser[] = [];

const clinician = (name: string, postcode: string, jobTitle?: string) =>
  createTestUser(db, {
    email: `${name}@search.test`,
    postcodes: [postcode],
    ...(jobTitle ? { jobTitle } : {}),
  });

async function search(caller: Caller, request: ClinicianListRequest) {
  const response = await caller('POST', '/clinician-list/', request);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<ClinicianListResponse>();
}

/** Only the test's insured clinicians, whatever demo clinicians exist. */
const insured = (overrides: Partial<ClinicianListRequest> = {}) =>
  searchFrom({ insuranceProviderId: insurer, ...overrides });

describe('POST /clinician-list/', () => {
  before(async () => {
    insurer = await createTestInsurer(db, 'Search Test Mutual');
    searcher = await clinician('searcher', 'SE10 9NF');
    downing = await clinician('downing', 'SW1A 2AA');
    ucl = await clinician('ucl', 'NW1 2BU', 'MSK Physiotherapist');
    manchester = await clinician('manchester', 'M13 9WL', 'Sports Physiotherapist');
    edinburgh = await clinician('edinburgh', 'EH16 4SA', 'Consultant Dermatologist');
    uninsured = await clinician('uninsured', 'SW1A 2AA');
    sharing = await createTestUser(db, { email: 'sharing@search.test' });
    await shareClinic(db, downing, sharing);
    for (const user of [downing, sharing, ucl, manchester, edinburgh]) await acceptInsurer(db, user, insurer);

    const names = [
      'unverified',
      'deactivated',
      'inactive',
      'paused-crp',
      'removed-crp',
      'moved-to-staff',
      'moved-to-patient',
    ];
    for (const name of names) {
      const user = await clinician(name, 'SW1A 2AA');
      await acceptInsurer(db, user, insurer);
      hidden.push(user);
    }
    const [unverified, deactivated, inactive, pausedCrp, removedCrp, movedToStaff, movedToPatient] = hidden;
    await setProfileFlags(db, unverified!, { isVerified: false });
    await setProfileFlags(db, deactivated!, { isDeactivated: true });
    await setUserActive(db, inactive!, false);
    await setCrpFlags(db, (await crpIdsOf(db, pausedCrp!))[0]!, { isDeactivated: true });
    await setCrpFlags(db, (await crpIdsOf(db, removedCrp!))[0]!, { isRemoved: true });
    // They keep their role profiles, but are no longer clinicians.
    await moveToGroup(db, movedToStaff!, 'Staff');
    await moveToGroup(db, movedToPatient!, 'Patient');

    asSearcher = await signIn(app, searcher);
  });

  describe('distances', () => {
    test('lists clinicians nearest first with distances in km to two decimals', async () => {
      const body = await search(asSearcher, insured());
      const owners = ownersOf(body.clinicianList);
      assert.deepEqual(
        owners,
        [downing, sharing, ucl, manchester, edinburgh].map((user) => user.userProfileId),
        'Downing Street, then UCH, Manchester and Edinburgh; ties by crp id',
      );
      const distances = body.clinicianList.map((card) => card.distance!);
      assert.deepEqual(
        distances,
        [...distances].sort((a, b) => a - b),
      );
      for (const distance of distances) assert.equal(Math.round(distance * 100) / 100, distance);
      assert.ok(
        distances[0]! > 0.8 && distances[0]! < 1.2,
        `SW1A 1AA to SW1A 2AA is about 1 km: ${distances[0]}`,
      );
      assert.equal(distances[1], distances[0], 'the same clinic is as far');
      assert.ok(
        distances[4]! > 500 && distances[4]! < 560,
        `London to Edinburgh is about 530 km: ${distances[4]}`,
      );
      assert.deepEqual(body.targetCoords, BUCKINGHAM_PALACE);
    });

    test('a clinic shared by two clinicians is one map address carrying both', async () => {
      const body = await search(asSearcher, insured());
      const downingAddress = body.clinicianList[0]!.clinic.address;
      assert.equal(body.clinicianList[1]!.clinic.address.id, downingAddress.id);
      assert.deepEqual(
        body.addressesList.map((address) => address.id),
        [...new Set(body.clinicianList.map((card) => card.clinic.address.id))],
        'one entry per address, in list order',
      );
      const [first] = body.addressesList;
      assert.deepEqual(first, {
        ...downingAddress,
        userProfileIds: [downing.userProfileId, sharing.userProfileId],
      });
      assert.equal(first!.addressType, 'clinic');
    });

    test('searching from Edinburgh turns the order round', async () => {
      const body = await search(asSearcher, insured({ lat: 55.9214, lng: -3.1343 }));
      assert.deepEqual(ownersOf(body.clinicianList)[0], edinburgh.userProfileId);
      assert.equal(body.clinicianList[0]!.distance, 0);
      assert.deepEqual(ownersOf(body.clinicianList).at(-1), sharing.userProfileId);
    });
  });

  describe('filters', () => {
    test('a job-role leaf (roleId) wins over the role and specialty names', async () => {
      const gp = await jobRoleIdByTitle(db, 'General Practitioner');
      const body = await search(
        asSearcher,
        insured({ roleId: gp, jobRoleSelected: 'Physiotherapist', jobSpecialtySelected: 'MSK' }),
      );
      assert.deepEqual(ownersOf(body.clinicianList), [downing.userProfileId, sharing.userProfileId]);
    });

    test('a role name matches every leaf under it; with a specialty, only that specialty', async () => {
      const physios = await search(asSearcher, insured({ jobRoleSelected: 'Physiotherapist' }));
      assert.deepEqual(ownersOf(physios.clinicianList), [ucl.userProfileId, manchester.userProfileId]);
      const msk = await search(
        asSearcher,
        insured({ jobRoleSelected: 'Physiotherapist', jobSpecialtySelected: 'MSK' }),
      );
      assert.deepEqual(ownersOf(msk.clinicianList), [ucl.userProfileId]);
      const sub = await search(
        asSearcher,
        insured({ jobRoleSelected: 'Consultant Physician', jobSpecialtySelected: 'Dermatology' }),
      );
      assert.deepEqual(ownersOf(sub.clinicianList), [edinburgh.userProfileId]);
    });

    test('an unknown leaf or role matches nobody', async () => {
      for (const filter of [{ roleId: 999_999 }, { jobRoleSelected: 'Astronaut' }]) {
        const body = await search(asSearcher, searchFrom(filter));
        assert.deepEqual(body.clinicianList, [], JSON.stringify(filter));
        assert.deepEqual(body.addressesList, []);
      }
    });

    test('an insurer keeps only the role profiles that accept it', async () => {
      const all = ownersOf((await search(asSearcher, searchFrom())).clinicianList);
      assert.ok(all.includes(uninsured.userProfileId));
      assert.ok(all.includes(downing.userProfileId));
      const filtered = ownersOf((await search(asSearcher, insured())).clinicianList);
      assert.ok(!filtered.includes(uninsured.userProfileId));
      for (const card of (await search(asSearcher, insured())).clinicianList) {
        assert.ok(card.insuranceAgreements.some((agreement) => agreement.id === insurer));
      }
    });

    test('unapproved, deactivated, inactive and non-clinician accounts, paused and removed crps are never listed', async () => {
      for (const request of [searchFrom(), insured()]) {
        const owners = ownersOf((await search(asSearcher, request)).clinicianList);
        for (const user of hidden) assert.ok(!owners.includes(user.userProfileId), user.email);
      }
    });
  });

  describe('cards and favourites', () => {
    test('cards carry the public profile only: referral contacts, no user object, date of birth or staff flag', async () => {
      const [card] = (await search(asSearcher, insured())).clinicianList;
      assert.deepEqual(Object.keys(card!.userProfile).sort(), PUBLIC_PROFILE_KEYS);
      assert.deepEqual(Object.keys(card!).sort(), [
        'accountCreatedOn',
        'clinic',
        'distance',
        'id',
        'insuranceAgreements',
        'isDeactivated',
        'isDoctor',
        'isFavourite',
        'userProfile',
      ]);
      assert.equal(card!.userProfile.registrationNumber, 'T123');
      assert.equal(card!.isDoctor, true);
      // The main e-mail is a referral contact (SPEC §5): other clinicians reach them through it.
      assert.deepEqual(
        card!.userProfile.appointmentsContact
          .filter((contact) => contact.isMain)
          .map((contact) => contact.email),
        [downing.email],
      );
    });

    test('a favourite is flagged for its keeper and for their delegate, and split into its own lists', async () => {
      const added = await asSearcher('POST', `/user/favourite-clinician/add/${ucl.userProfileId}/`);
      assert.equal(added.statusCode, 200, added.body);
      const delegate = await createTestDelegate(db, 'searcher.delegate@search.test', searcher.userProfileId);

      for (const caller of [asSearcher, await signIn(app, delegate)]) {
        const body = await search(caller, insured());
        const card = body.clinicianList.find((entry) => entry.userProfile.id === ucl.userProfileId)!;
        assert.equal(card.isFavourite, true);
        assert.equal(card.userProfile.isFavourite, true);
        assert.deepEqual(ownersOf(body.favouriteCliniciansList), [ucl.userProfileId]);
        assert.ok(!ownersOf(body.otherCliniciansList).includes(ucl.userProfileId));
        assert.equal(body.otherCliniciansList.length, body.clinicianList.length - 1);
        assert.deepEqual(
          body.favouriteAddressesList.map((address) => address.userProfileIds),
          [[ucl.userProfileId]],
        );
        assert.ok(
          body.otherAddressesList.every((address) => !address.userProfileIds.includes(ucl.userProfileId)),
        );
        const others = body.clinicianList.filter((entry) => entry.userProfile.id !== ucl.userProfileId);
        assert.ok(others.every((entry) => !entry.isFavourite && !entry.userProfile.isFavourite));
      }
    });

    test('another clinician does not see the searcher’s favourites', async () => {
      const body = await search(await signIn(app, downing), insured());
      assert.ok(body.clinicianList.every((card) => !card.isFavourite));
      assert.deepEqual(body.favouriteCliniciansList, []);
    });

    test('staff may search and keep no favourites', async () => {
      const body = await search(await signIn(app, STAFF), insured());
      assert.deepEqual(ownersOf(cardsOf(body.clinicianList, [downing, ucl])), [
        downing.userProfileId,
        ucl.userProfileId,
      ]);
      assert.ok(body.clinicianList.every((card) => !card.isFavourite));
    });
  });

  describe('refusals', () => {
    test('visitors get the detail 403 and unapproved clinicians the approval message', async () => {
      const visitor = await app.inject({
        method: 'POST',
        url: '/api/v1/clinician-list/',
        payload: searchFrom(),
      });
      assert.equal(visitor.statusCode, 403);
      assert.deepEqual(visitor.json(), { detail: AUTH_DETAIL.missing });

      const applicant = await createTestUser(db, { email: 'applicant@search.test', verified: false });
      const refused = await (await signIn(app, applicant))('POST', '/clinician-list/', searchFrom());
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(refused.json(), danger(AWAITING_APPROVAL_MESSAGE));
    });

    test('coordinates and ids out of range are 400 with the contract’s words', async () => {
      const cases: [Partial<ClinicianListRequest>, string][] = [
        [{ lat: 91 }, CLINICIAN_MESSAGES.latitudeInvalid],
        [{ lat: -90.5 }, CLINICIAN_MESSAGES.latitudeInvalid],
        [{ lng: 181 }, CLINICIAN_MESSAGES.longitudeInvalid],
        [{ roleId: -1 }, CLINICIAN_MESSAGES.idInvalid],
        [{ insuranceProviderId: 2 ** 31 }, CLINICIAN_MESSAGES.idInvalid],
      ];
      for (const [change, message] of cases) {
        const response = await asSearcher('POST', '/clinician-list/', searchFrom(change));
        assert.equal(response.statusCode, 400, JSON.stringify(change));
        assert.deepEqual(response.json(), danger(message));
      }
    });

    test('a specialty without its job role is 400 with the contract’s sentence', async () => {
      const gp = await jobRoleIdByTitle(db, 'General Practitioner');
      for (const change of [
        { jobSpecialtySelected: 'MSK' },
        { jobRoleSelected: '   ', jobSpecialtySelected: 'Dermatology' },
        { roleId: gp, jobSpecialtySelected: 'MSK' },
      ]) {
        const response = await asSearcher('POST', '/clinician-list/', searchFrom(change));
        assert.equal(response.statusCode, 400, JSON.stringify(change));
        assert.deepEqual(response.json(), danger('Please choose the job role of this specialty.'));
      }
      assert.equal(
        CLINICIAN_MESSAGES.specialtyWithoutJobRole,
        'Please choose the job role of this specialty.',
      );
    });
  });
});
