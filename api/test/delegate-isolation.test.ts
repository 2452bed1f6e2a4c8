import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import {
  AWAITING_APPROVAL_MESSAGE,
  NO_REFERRAL_PERMISSIONS,
  type ClinicianInformationResponse,
} from '@refnet/contracts/accounts';
import { PATIENT_MESSAGES, type PatientListResponse } from '@refnet/contracts/patients';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { patients, referrals, userProfiles, users } from '../src/db/schema.js';
import { revokeUserTokens } from '../src/modules/accounts/queries.js';
import { danger, setUpTestApp } from './helpers/app.js';
import { validPatient } from './helpers/patients.js';
import { createTestDelegate, createTestUser, signIn, type TestUser } from './helpers/clinicians.js';
import {
  ENDPOINTS,
  arrangeFixture,
  assertRefused,
  writtenRows,
  type Fixture,
} from './helpers/delegate-endpoints.js';
import {
  newReferralClinician,
  newReferralDelegate,
  referralRequest,
  type ReferralCaller,
  type ReferralClinician,
} from './helpers/referrals.js';

// Who a delegate can reach: only their own clinician's records, and only while their link, their
// clinician and their own account are all active (the endpoints are ENDPOINTS in
// helpers/delegate-endpoints.ts).

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

describe('delegate isolation (SPEC §6)', () => {
  let counterpart: ReferralClinician;
  before(async () => {
    counterpart = await newReferralClinician(app, db, 'isolation.counterpart');
  });

  describe('a delegate never reaches another clinician’s patients or referrals', () => {
    const SECRET = 'Elsewhereton';
    let mine: Fixture;
    let theirs: Fixture;
    let delegate: ReferralCaller;
    before(async () => {
      const clinician = await newReferralClinician(app, db, 'isolation.mine');
      mine = await arrangeFixture(db, clinician, counterpart);
      theirs = await arrangeFixture(
        db,
        await newReferralClinician(app, db, 'isolation.theirs'),
        counterpart,
        SECRET,
      );
      delegate = await newReferralDelegate(app, db, 'isolation.delegate', clinician);
    });

    for (const endpoint of ENDPOINTS) {
      const { foreign, read } = endpoint;
      if (foreign) {
        test(`${endpoint.name} with the other clinician’s record: ${foreign.status}`, async () => {
          await assertRefused(endpoint, { db, fixture: theirs, caller: delegate }, foreign);
        });
      } else if (read) {
        test(`${endpoint.name} shows only their clinician’s records`, async () => {
          const response = await endpoint.call(delegate, theirs);
          assert.equal(response.statusCode, 200, response.body);
          assert.deepEqual(response.json(), (await endpoint.call(mine.clinician, mine)).json());
          assert.ok(!response.body.includes(SECRET));
        });
      }
    }

    test('referring the other clinician’s patient from their own clinic: 404, as if it did not exist', async () => {
      const endpoint = ENDPOINTS.find(({ name }) => name === 'POST /referrals/create/')!;
      const request = referralRequest(mine.clinician, theirs.ownPatientId, counterpart);
      await assertRefused(
        { ...endpoint, call: (as) => as.call('POST', '/referrals/create/', request) },
        { db, fixture: theirs, caller: delegate },
        { status: 404, body: danger(REFERRAL_MESSAGES.patientNotFound) },
      );
    });

    /**
     * Ids to guess: the oldest and newest of `ids` the delegate's clinician may not reach (the demo
     * data's and the other clinician's, every one of `theirs` among them), and one never used.
     */
    function guessed(ids: readonly number[], reachable: ReadonlySet<number>, theirIds: readonly number[]) {
      const others = ids.filter((id) => !reachable.has(id));
      const sample = [...new Set([...others.slice(0, 8), ...others.slice(-10)])];
      for (const id of theirIds) assert.ok(sample.includes(id), `the other clinician’s ${id} is guessed`);
      return [...sample, Math.max(...ids) + 1000];
    }

    test('guessed patient ids: every patient not their clinician’s answers as one that does not exist', async () => {
      const list = (await mine.clinician.call('GET', '/patient/list/')).json<PatientListResponse>();
      const { totals: _totals, ...groups } = list;
      const visible = new Set(Object.values(groups).flatMap((group) => group.map((patient) => patient.id)));
      const all = await db.select({ id: patients.id }).from(patients).orderBy(asc(patients.id));
      const ids = guessed(
        all.map(({ id }) => id),
        visible,
        [theirs.ownPatientId, theirs.removablePatientId, theirs.sentPatientId, theirs.receivedPatientId],
      );
      const before = { rows: await writtenRows(db), patients: await db.select().from(patients) };
      for (const id of ids) {
        for (const [method, url, payload] of [
          ['GET', `/patient/${id}/`],
          ['GET', `/patient/referrals/${id}/`],
          ['PUT', `/patient/update/${id}/`, validPatient({ lastName: 'Guessedover' })],
          ['DELETE', `/patient/delete/${id}/`],
        ] as const) {
          const response = await delegate.call(method, url, payload);
          assert.deepEqual(
            [response.statusCode, response.json()],
            [404, danger(PATIENT_MESSAGES.notFound)],
            `${method} ${url}`,
          );
        }
      }
      assert.deepEqual({ rows: await writtenRows(db), patients: await db.select().from(patients) }, before);
    });

    test('guessed referral ids: every referral their clinician is no party to answers as one that does not exist', async () => {
      const mineOnly = or(
        inArray(referrals.referrerCrpId, [mine.clinician.crpId]),
        inArray(referrals.targetCrpId, [mine.clinician.crpId]),
        and(eq(referrals.specifiedClinician, false), eq(referrals.jobRoleId, mine.clinician.jobRoleId)),
      );
      const reachable = await db.select({ id: referrals.id }).from(referrals).where(mineOnly);
      const all = await db.select({ id: referrals.id }).from(referrals).orderBy(asc(referrals.id));
      const ids = guessed(
        all.map(({ id }) => id),
        new Set(reachable.map(({ id }) => id)),
        [theirs.sent, ...Object.values(theirs.received)],
      );
      const before = { rows: await writtenRows(db), referrals: await db.select().from(referrals) };
      for (const id of ids) {
        for (const [method, url, payload] of [
          ['POST', `/referrals/accept/${id}/`],
          ['POST', `/referrals/reject/${id}/`],
          ['POST', `/referrals/complete/${id}/`, { toComplete: true }],
          ['POST', `/referrals/dna/${id}/`, { toDna: true }],
          ['DELETE', `/referrals/delete/${id}/`],
        ] as const) {
          const response = await delegate.call(method, url, payload);
          assert.deepEqual(
            [response.statusCode, response.json()],
            [404, danger(REFERRAL_MESSAGES.notFound)],
            `${method} ${url}`,
          );
        }
      }
      assert.deepEqual({ rows: await writtenRows(db), referrals: await db.select().from(referrals) }, before);
    });
  });

  describe('a delegate with no clinician to act for may do nothing', () => {
    const NO_ACTIVE_CLINICIAN = (endpoint: (typeof ENDPOINTS)[number]) => ({
      status: 403,
      body: danger(endpoint.refusals.noActiveClinician),
    });
    let lapsing: ReferralClinician;
    let fixture: Fixture;
    let delegate: ReferralCaller;
    before(async () => {
      lapsing = await newReferralClinician(app, db, 'lapsing.clinician');
      fixture = await arrangeFixture(db, lapsing, counterpart);
      delegate = await newReferralDelegate(app, db, 'lapsing.delegate', lapsing);
    });

    /** Every endpoint answers the 403 of an inactive link, and clinician-information shows no permissions. */
    async function assertActsForNobody(caller: ReferralCaller) {
      for (const endpoint of ENDPOINTS) {
        await assertRefused(endpoint, { db, fixture, caller }, NO_ACTIVE_CLINICIAN(endpoint));
      }
      const information = await caller.call('GET', '/user/clinician-information/');
      assert.deepEqual(
        information.json<ClinicianInformationResponse>().referralPermissions,
        NO_REFERRAL_PERMISSIONS,
      );
    }

    const newCaller = async (user: TestUser): Promise<ReferralCaller> => ({
      user,
      call: await signIn(app, user),
    });

    test('a delegate whose link is inactive (deactivated or never verified)', async () => {
      const user = await createTestDelegate(db, 'inactive.link@refnet.test', lapsing.user.userProfileId, {
        isVerified: false,
      });
      await assertActsForNobody(await newCaller(user));
    });

    test('a delegate without any link', async () => {
      const user = await createTestUser(db, { email: 'unlinked.delegate@refnet.test', groups: ['Delegate'] });
      await assertActsForNobody(await newCaller(user));
    });

    const profileId = () => lapsing.user.userProfileId;
    const lapses = {
      'is deactivated': () =>
        db.update(userProfiles).set({ isDeactivated: true }).where(eq(userProfiles.id, profileId())),
      'is no longer approved': () =>
        db.update(userProfiles).set({ isVerified: false }).where(eq(userProfiles.id, profileId())),
      'has had their account switched off': () =>
        db.update(users).set({ isActive: false }).where(eq(users.id, lapsing.user.userId)),
    };
    for (const [lapse, apply] of Object.entries(lapses)) {
      test(`a delegate whose clinician ${lapse}`, async () => {
        await apply();
        try {
          await assertActsForNobody(delegate);
        } finally {
          await db
            .update(userProfiles)
            .set({ isDeactivated: false, isVerified: true })
            .where(eq(userProfiles.id, profileId()));
          await db.update(users).set({ isActive: true }).where(eq(users.id, lapsing.user.userId));
        }
        // Restored, the clinician's delegate acts for them again.
        const list = await delegate.call('GET', '/patient/list/');
        assert.equal(list.statusCode, 200, list.body);
      });
    }
  });

  describe('a delegate whose own account is off may do nothing', () => {
    let fixture: Fixture;
    before(async () => {
      const clinician = await newReferralClinician(app, db, 'ended.clinician');
      fixture = await arrangeFixture(db, clinician, counterpart);
    });

    const SESSION_ENDED = { status: 403, body: { detail: AUTH_DETAIL.invalid } };
    const endings = {
      'their account is switched off (users.isActive false)': (user: ReferralCaller['user']) =>
        db.update(users).set({ isActive: false }).where(eq(users.id, user.userId)),
      'their profile is deactivated': (user: ReferralCaller['user']) =>
        db.update(userProfiles).set({ isDeactivated: true }).where(eq(userProfiles.id, user.userProfileId)),
      'their tokens are revoked': (user: ReferralCaller['user']) => revokeUserTokens(db, user.userId),
    };
    for (const [ending, apply] of Object.entries(endings)) {
      test(`${ending}: every call ends the session`, async () => {
        const delegate = await newReferralDelegate(
          app,
          db,
          `ended.${Object.keys(endings).indexOf(ending)}`,
          fixture.clinician,
        );
        await apply(delegate.user);
        for (const endpoint of ENDPOINTS) {
          await assertRefused(endpoint, { db, fixture, caller: delegate }, SESSION_ENDED);
        }
      });
    }

    test('a delegate the team has unapproved is told they await approval', async () => {
      const delegate = await newReferralDelegate(app, db, 'unapproved.delegate', fixture.clinician);
      await db
        .update(userProfiles)
        .set({ isVerified: false })
        .where(eq(userProfiles.id, delegate.user.userProfileId));
      for (const endpoint of ENDPOINTS) {
        await assertRefused(
          endpoint,
          { db, fixture, caller: delegate },
          { status: 403, body: danger(AWAITING_APPROVAL_MESSAGE) },
        );
      }
    });
  });
});
