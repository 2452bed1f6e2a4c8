import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import { CLINICIAN_MESSAGES, type ClinicianPageResponse } from '@refnet/contracts/clinicians';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { userProfiles } from '../src/db/schema.js';
import { danger, setUpTestApp } from './helpers/app.js';
import {
  createTestDelegate,
  createTestUser,
  signIn,
  userIdOf,
  type Caller,
  type TestUser,
} from './helpers/clinicians.js';
import {
  PUBLIC_PROFILE_KEYS,
  STAFF,
  crpIdsOf,
  moveToGroup,
  setCrpFlags,
  setProfileFlags,
  setUserActive,
} from './helpers/clinician-search.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const NOT_FOUND = danger(CLINICIAN_MESSAGES.notFound);
const TOO_LARGE = 9_999_999_999;

describe('clinician pages', () => {
  let viewer: TestUser;
  let asViewer: Caller;
  /** Three clinics: Downing Street, Hammersmith (paused) and Edinburgh. */
  let clinician: TestUser;
  let crps: number[];

  before(async () => {
    viewer = await createTestUser(db, { email: 'viewer@pages.test', postcodes: ['SE10 9NF'] });
    clinician = await createTestUser(db, {
      email: 'three.clinics@pages.test',
      postcodes: ['SW1A 2AA', 'W12 0HS', 'EH16 4SA'],
    });
    crps = await crpIdsOf(db, clinician);
    await setCrpFlags(db, crps[1]!, { isDeactivated: true });
    asViewer = await signIn(app, viewer);
  });

  const page = async (caller: Caller, url: string) => {
    const response = await caller('GET', url);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<ClinicianPageResponse>();
  };

  describe('GET /clinician-information/{userProfileId}/', () => {
    test('answers the first listed crp and all listed crps, with no distance', async () => {
      const body = await page(asViewer, `/clinician-information/${clinician.userProfileId}/`);
      assert.equal(body.crp.id, crps[0]);
      assert.deepEqual(
        body.allCrps.map((crp) => crp.id),
        [crps[0], crps[2]],
        'the paused clinic is left out',
      );
      assert.deepEqual(
        body.allCrps.map((crp) => crp.clinic.address.postcode),
        ['SW1A 2AA', 'EH16 4SA'],
      );
      assert.ok(
        body.allCrps.every((crp) => crp.distance === null && crp.userProfile.id === clinician.userProfileId),
      );
      assert.deepEqual(Object.keys(body.crp.userProfile).sort(), PUBLIC_PROFILE_KEYS);
      assert.equal(body.crp.isFavourite, false);
    });

    test('answers the same without the trailing slash', async () => {
      const withSlash = await page(asViewer, `/clinician-information/${clinician.userProfileId}/`);
      const without = await page(asViewer, `/clinician-information/${clinician.userProfileId}`);
      assert.deepEqual(without, withSlash);
    });

    test('shows whether the viewer, or the clinician a delegate acts for, keeps them as a favourite', async () => {
      const added = await asViewer('POST', `/user/favourite-clinician/add/${clinician.userProfileId}/`);
      assert.equal(added.statusCode, 200, added.body);
      const delegate = await createTestDelegate(db, 'viewer.delegate@pages.test', viewer.userProfileId);
      for (const caller of [asViewer, await signIn(app, delegate)]) {
        const body = await page(caller, `/clinician-information/${clinician.userProfileId}/`);
        assert.ok(body.allCrps.every((crp) => crp.isFavourite && crp.userProfile.isFavourite));
      }
      const staffView = await page(
        await signIn(app, STAFF),
        `/clinician-information/${clinician.userProfileId}/`,
      );
      assert.equal(staffView.crp.isFavourite, false);
    });

    test('is 404 "Clinician profile not found." for anyone not listed', async () => {
      const unverified = await createTestUser(db, {
        email: 'unverified@pages.test',
        postcodes: ['SW1A 2AA'],
      });
      await setProfileFlags(db, unverified, { isVerified: false });
      const deactivated = await createTestUser(db, {
        email: 'deactivated@pages.test',
        postcodes: ['SW1A 2AA'],
      });
      await setProfileFlags(db, deactivated, { isDeactivated: true });
      const inactive = await createTestUser(db, { email: 'inactive@pages.test', postcodes: ['SW1A 2AA'] });
      await setUserActive(db, inactive, false);
      const removedAll = await createTestUser(db, { email: 'removed@pages.test', postcodes: ['SW1A 2AA'] });
      await setCrpFlags(db, (await crpIdsOf(db, removedAll))[0]!, { isRemoved: true });
      const movedToStaff = await createTestUser(db, { email: 'moved@pages.test', postcodes: ['SW1A 2AA'] });
      await moveToGroup(db, movedToStaff, 'Staff');
      const delegate = await createTestDelegate(db, 'a.delegate@pages.test', viewer.userProfileId);
      const [staffProfile] = await db
        .select({ id: userProfiles.id })
        .from(userProfiles)
        .where(eq(userProfiles.userId, (await userIdOf(db, STAFF.email))!));

      const ids = [
        999_999,
        unverified.userProfileId,
        deactivated.userProfileId,
        inactive.userProfileId,
        removedAll.userProfileId,
        movedToStaff.userProfileId,
        delegate.userProfileId,
        staffProfile!.id,
      ];
      for (const id of ids) {
        const response = await asViewer('GET', `/clinician-information/${id}/`);
        assert.equal(response.statusCode, 404, String(id));
        assert.deepEqual(response.json(), NOT_FOUND);
      }
    });

    test('a path id that cannot name a row is 400, never 500', async () => {
      for (const id of ['abc', '0', '-1', '1.5', String(TOO_LARGE)]) {
        const response = await asViewer('GET', `/clinician-information/${id}/`);
        assert.equal(response.statusCode, 400, id);
        assert.equal(response.json<{ message: { variant: string } }>().message.variant, 'danger');
      }
    });

    test('visitors get the detail 403', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/clinician-information/${clinician.userProfileId}/`,
      });
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), { detail: AUTH_DETAIL.missing });
    });
  });

  describe('GET /user-crp-information/{crpId}/', () => {
    test('answers that crp and all the owner’s listed crps', async () => {
      const body = await page(asViewer, `/user-crp-information/${crps[2]}/`);
      assert.equal(body.crp.id, crps[2]);
      assert.equal(body.crp.clinic.address.postcode, 'EH16 4SA');
      assert.deepEqual(
        body.allCrps.map((crp) => crp.id),
        [crps[0], crps[2]],
      );
      assert.deepEqual(Object.keys(body.crp.userProfile).sort(), PUBLIC_PROFILE_KEYS);
    });

    test('is 404 for a paused, unknown or unlisted owner’s crp, and 400 for a bad id', async () => {
      const unverified = await createTestUser(db, {
        email: 'crp.unverified@pages.test',
        postcodes: ['SW1A 2AA'],
      });
      await setProfileFlags(db, unverified, { isVerified: false });
      const movedToPatient = await createTestUser(db, {
        email: 'crp.moved@pages.test',
        postcodes: ['SW1A 2AA'],
      });
      await moveToGroup(db, movedToPatient, 'Patient');
      const unlistedCrps = [(await crpIdsOf(db, unverified))[0]!, (await crpIdsOf(db, movedToPatient))[0]!];
      for (const id of [crps[1]!, 999_999, ...unlistedCrps]) {
        const response = await asViewer('GET', `/user-crp-information/${id}/`);
        assert.equal(response.statusCode, 404, String(id));
        assert.deepEqual(response.json(), NOT_FOUND);
      }
      for (const id of ['abc', '0', String(TOO_LARGE)]) {
        assert.equal((await asViewer('GET', `/user-crp-information/${id}/`)).statusCode, 400, id);
      }
    });
  });
});
