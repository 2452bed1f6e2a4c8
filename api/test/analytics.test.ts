import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import { analyticsResponseSchema, type AnalyticsResponse } from '@refnet/contracts/referrals';
import type { ReferralStatus } from '@refnet/contracts/patients';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { favouriteClinicians, patients } from '../src/db/schema.js';
import { REFERRAL_API_MESSAGES } from '../src/modules/referrals/messages.js';
import { danger, setUpTestApp } from './helpers/app.js';
import { createTestDelegate, signIn, type Caller, type TestUser } from './helpers/clinicians.js';
import { STAFF } from './helpers/clinician-search.js';
import { insertReferral, newClinician, type PatientClient } from './helpers/patients.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const SIZE_REFUSED = danger('Ask for between 1 and 100 entries.');

async function analyticsOf(caller: Caller, size: number | string = 5): Promise<AnalyticsResponse> {
  const response = await caller('GET', `/user/analytics-data/${size}/`);
  assert.equal(response.statusCode, 200, response.body);
  return analyticsResponseSchema.parse(response.json());
}

/** lastName, count, rank, isFavourite of each entry: what the cards show. */
const summary = (entries: AnalyticsResponse['topReferredTo']) =>
  entries.map((entry) => [entry.clinician.lastName, entry.count, entry.rank, entry.isFavourite]);

describe('GET /user/analytics-data/{number}/', () => {
  let me: PatientClient;
  let asMe: Caller;
  // Test users are named "Test <e-mail local part>": these sort ash, birch, cedar, dogwood.
  let ash: PatientClient;
  let birch: PatientClient;
  let cedar: PatientClient;
  let dogwood: PatientClient;

  /** A referral of one of `from`'s patients (made for the purpose unless given). */
  async function refer(
    from: PatientClient,
    to: TestUser | undefined,
    status: ReferralStatus,
    patientId?: number,
  ) {
    const patient = patientId ?? (await from.create()).id;
    await insertReferral(db, { patientId: patient, from: from.user, ...(to ? { to } : {}), status });
    return patient;
  }

  before(async () => {
    me = await newClinician(app, db, 'analytics-me');
    ash = await newClinician(app, db, 'ash');
    birch = await newClinician(app, db, 'birch');
    cedar = await newClinician(app, db, 'cedar');
    dogwood = await newClinician(app, db, 'dogwood');
    asMe = await signIn(app, me.user);

    // Made: birch 3, ash 2, cedar 2, dogwood 1 (+2 cancelled), one still open to all; 9 patients, 9 referrals.
    for (const status of ['PENDING', 'ACCEPTED', 'BOOKED'] as const) await refer(me, birch.user, status);
    for (const status of ['DNA', 'REJECTED'] as const) await refer(me, ash.user, status);
    for (const status of ['PENDING', 'ACCEPTED'] as const) await refer(me, cedar.user, status);
    const twiceCancelled = await refer(me, dogwood.user, 'CANCELLED');
    await refer(me, dogwood.user, 'CANCELLED', twiceCancelled);
    await refer(me, dogwood.user, 'PENDING', twiceCancelled);
    await refer(me, undefined, 'OPEN');
    const removed = await me.create();
    await db.update(patients).set({ patientActive: false }).where(eq(patients.id, removed.id));

    // Received: cedar 2 (one patient), ash 1, birch only a cancelled one.
    const cedarsPatient = await refer(cedar, me.user, 'PENDING');
    await refer(cedar, me.user, 'BOOKED', cedarsPatient);
    await refer(ash, me.user, 'ACCEPTED');
    await refer(birch, me.user, 'CANCELLED');

    const day = 24 * 60 * 60 * 1000;
    await db.insert(favouriteClinicians).values([
      {
        userProfileId: me.user.userProfileId,
        favouriteUserProfileId: birch.user.userProfileId,
        createdOn: new Date(Date.now() - 2 * day),
      },
      {
        userProfileId: me.user.userProfileId,
        favouriteUserProfileId: dogwood.user.userProfileId,
        createdOn: new Date(Date.now() - day),
      },
    ]);
  });

  test('counts leave cancelled referrals and removed patients out', async () => {
    const body = await analyticsOf(asMe);
    assert.deepEqual(
      [
        body.number,
        body.noPatientsMade,
        body.noReferralsMade,
        body.noReferralsReceived,
        body.noPatientsReceived,
      ],
      [5, 9, 9, 3, 2],
    );
  });

  test('top lists rank by count densely, equal counts by name, with the favourite flag', async () => {
    const body = await analyticsOf(asMe);
    assert.deepEqual(summary(body.topReferredTo), [
      ['birch', 3, 1, true],
      ['ash', 2, 2, false],
      ['cedar', 2, 2, false],
      ['dogwood', 1, 3, true],
    ]);
    assert.deepEqual(summary(body.topReferralsFrom), [
      ['cedar', 2, 1, false],
      ['ash', 1, 2, false],
    ]);
    assert.deepEqual(body.topReferredTo[0]?.clinician.jobRole[0]?.jobTitle, 'General Practitioner');
  });

  test('favourites are the keeper’s, newest first', async () => {
    const body = await analyticsOf(asMe);
    assert.deepEqual(
      body.favouriteClinicians.map((favourite) => [
        favourite.userProfile,
        favourite.favouriteUserProfile.lastName,
      ]),
      [
        [me.user.userProfileId, 'dogwood'],
        [me.user.userProfileId, 'birch'],
      ],
    );
  });

  test('number cuts each list, ranks stay those of the whole list; the path without it means 5', async () => {
    const body = await analyticsOf(asMe, 2);
    assert.equal(body.number, 2);
    assert.deepEqual(summary(body.topReferredTo), [
      ['birch', 3, 1, true],
      ['ash', 2, 2, false],
    ]);
    assert.equal(body.favouriteClinicians.length, 2);
    const one = await analyticsOf(asMe, 1);
    assert.deepEqual(
      [one.topReferredTo.length, one.topReferralsFrom.length, one.favouriteClinicians.length],
      [1, 1, 1],
    );
    assert.equal(one.noReferralsMade, 9);
    assert.equal((await analyticsOf(asMe, 100)).topReferredTo.length, 4);
    const byDefault = await asMe('GET', '/user/analytics-data/');
    assert.equal(byDefault.statusCode, 200, byDefault.body);
    assert.equal(byDefault.json<AnalyticsResponse>().number, 5);
  });

  test('a number outside 1..100 or not a number is refused with the message', async () => {
    for (const size of ['0', '101', 'abc', '-1', '1.5', '99999999999999999999']) {
      const response = await asMe('GET', `/user/analytics-data/${size}/`);
      assert.deepEqual([response.statusCode, response.json()], [400, SIZE_REFUSED], size);
    }
  });

  test('a clinician who has sent nothing sees zeros for it and who referred to them', async () => {
    const body = await analyticsOf(await signIn(app, dogwood.user));
    assert.deepEqual(body, {
      number: 5,
      noPatientsMade: 0,
      noPatientsReceived: 1,
      noReferralsMade: 0,
      noReferralsReceived: 1,
      topReferredTo: [],
      topReferralsFrom: [
        {
          clinician: body.topReferralsFrom[0]!.clinician,
          count: 1,
          rank: 1,
          isFavourite: false,
        },
      ],
      favouriteClinicians: [],
    });
    assert.equal(body.topReferralsFrom[0]?.clinician.id, me.user.userProfileId);
  });

  test('a delegate sees their clinician’s analytics, only with permission to view referrals', async () => {
    const delegate = await createTestDelegate(db, 'delegate@analytics.test', me.user.userProfileId);
    assert.deepEqual(await analyticsOf(await signIn(app, delegate)), await analyticsOf(asMe));

    const blind = await createTestDelegate(db, 'blind@analytics.test', me.user.userProfileId, {
      permissionViewReferrals: false,
    });
    const refused = await (await signIn(app, blind))('GET', '/user/analytics-data/5/');
    assert.deepEqual(
      [refused.statusCode, refused.json()],
      [403, danger(REFERRAL_API_MESSAGES.cannotViewReferrals)],
    );

    const unlinked = await createTestDelegate(db, 'unlinked@analytics.test', me.user.userProfileId, {
      isVerified: false,
    });
    const noClinician = await (await signIn(app, unlinked))('GET', '/user/analytics-data/5/');
    assert.equal(noClinician.statusCode, 403, noClinician.body);
  });

  test('staff get 403 and a caller without a token 403 with the auth detail', async () => {
    const staff = await (await signIn(app, STAFF))('GET', '/user/analytics-data/5/');
    assert.deepEqual([staff.statusCode, staff.json()], [403, danger(REFERRAL_API_MESSAGES.cliniciansOnly)]);
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/user/analytics-data/5/' });
    assert.deepEqual([anonymous.statusCode, anonymous.json()], [403, { detail: AUTH_DETAIL.missing }]);
  });
});
