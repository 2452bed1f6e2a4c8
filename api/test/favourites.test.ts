import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import {
  CLINICIAN_MESSAGES,
  type FavouriteChangeResponse,
  type FavouriteCliniciansResponse,
} from '@refnet/contracts/clinicians';
import { count, eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { favouriteClinicians } from '../src/db/schema.js';
import { danger, setUpTestApp } from './helpers/app.js';
import {
  createTestDelegate,
  createTestUser,
  signIn,
  type Caller,
  type TestUser,
} from './helpers/clinicians.js';
import {
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

const ONLY_CLINICIANS = danger(CLINICIAN_MESSAGES.favouriteClinicianOnly);
const TOO_LARGE = 9_999_999_999;
const add = (caller: Caller, id: number | string) => caller('POST', `/user/favourite-clinician/add/${id}/`);
const remove = (caller: Caller, id: number | string) =>
  caller('DELETE', `/user/favourite-clinician/remove/${id}/`);

async function favouritesOf(caller: Caller) {
  const response = await caller('GET', '/user/favourite-clinician/get/');
  assert.equal(response.statusCode, 200, response.body);
  return response.json<FavouriteCliniciansResponse>().favouriteClinicians;
}

const favouriteIds = async (caller: Caller) =>
  (await favouritesOf(caller)).map((favourite) => favourite.favouriteUserProfile.id);

const rowsOf = async (keeper: TestUser) =>
  (
    await db
      .select({ n: count() })
      .from(favouriteClinicians)
      .where(eq(favouriteClinicians.userProfileId, keeper.userProfileId))
  )[0]!.n;

describe('favourite clinicians', () => {
  let keeper: TestUser;
  let asKeeper: Caller;
  let first: TestUser;
  let second: TestUser;
  let asDelegate: Caller;
  let asStaff: Caller;

  before(async () => {
    keeper = await createTestUser(db, { email: 'keeper@favourites.test', postcodes: ['SE10 9NF'] });
    first = await createTestUser(db, { email: 'first@favourites.test', postcodes: ['SW1A 2AA'] });
    second = await createTestUser(db, { email: 'second@favourites.test', postcodes: ['NW1 2BU'] });
    asKeeper = await signIn(app, keeper);
    asDelegate = await signIn(
      app,
      await createTestDelegate(db, 'delegate@favourites.test', keeper.userProfileId),
    );
    asStaff = await signIn(app, STAFF);
  });

  test('adding answers the message and the whole list; adding again changes nothing', async () => {
    const response = await add(asKeeper, first.userProfileId);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<FavouriteChangeResponse>();
    assert.deepEqual(body.message, { variant: 'success', message: CLINICIAN_MESSAGES.favouriteAdded });
    assert.equal(body.favouriteClinicians.length, 1);
    const [favourite] = body.favouriteClinicians;
    assert.equal(favourite!.userProfile, keeper.userProfileId);
    assert.equal(favourite!.favouriteUserProfile.id, first.userProfileId);
    assert.deepEqual(Object.keys(favourite!.favouriteUserProfile).sort(), [
      'firstName',
      'id',
      'isVerified',
      'jobRole',
      'lastName',
      'profilePicture',
      'title',
    ]);
    assert.ok(!Number.isNaN(Date.parse(favourite!.createdOn)));

    const again = await add(asKeeper, first.userProfileId);
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(again.json<FavouriteChangeResponse>().favouriteClinicians, body.favouriteClinicians);
    assert.equal(await rowsOf(keeper), 1);
  });

  test('the list is newest first; a delegate reads their clinician’s, staff an empty one', async () => {
    assert.equal((await add(asKeeper, second.userProfileId)).statusCode, 200);
    const expected = [second.userProfileId, first.userProfileId];
    assert.deepEqual(await favouriteIds(asKeeper), expected);
    assert.deepEqual(await favouriteIds(asDelegate), expected);
    assert.deepEqual(await favouritesOf(asStaff), []);
  });

  test('a delegate whose clinician is no longer in good standing reads none', async () => {
    assert.ok((await favouriteIds(asDelegate)).length > 0);
    await setProfileFlags(db, keeper, { isDeactivated: true });
    try {
      assert.deepEqual(await favouritesOf(asDelegate), []);
    } finally {
      await setProfileFlags(db, keeper, { isDeactivated: false });
    }
    assert.ok((await favouriteIds(asDelegate)).length > 0);
  });

  test('one cannot favourite oneself', async () => {
    const response = await add(asKeeper, keeper.userProfileId);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), danger(CLINICIAN_MESSAGES.favouriteSelf));
  });

  test('only a listed clinician can be added: others are 404', async () => {
    const unverified = await createTestUser(db, {
      email: 'unverified@favourites.test',
      postcodes: ['SW1A 2AA'],
    });
    await setProfileFlags(db, unverified, { isVerified: false });
    const noClinic = await createTestUser(db, { email: 'no.clinic@favourites.test' });
    const movedToStaff = await createTestUser(db, {
      email: 'moved@favourites.test',
      postcodes: ['SW1A 2AA'],
    });
    await moveToGroup(db, movedToStaff, 'Staff');
    const ids = [999_999, unverified.userProfileId, noClinic.userProfileId, movedToStaff.userProfileId];
    for (const id of ids) {
      const response = await add(asKeeper, id);
      assert.equal(response.statusCode, 404, String(id));
      assert.deepEqual(response.json(), danger(CLINICIAN_MESSAGES.notFound));
    }
    assert.equal(await rowsOf(keeper), 2);
  });

  test('delegates and staff may not add or remove', async () => {
    for (const caller of [asDelegate, asStaff]) {
      for (const response of [
        await add(caller, first.userProfileId),
        await remove(caller, first.userProfileId),
      ]) {
        assert.equal(response.statusCode, 403);
        assert.deepEqual(response.json(), ONLY_CLINICIANS);
      }
    }
    assert.equal(await rowsOf(keeper), 2);
  });

  test('removing answers the message and the list, and removing again is fine', async () => {
    const response = await remove(asKeeper, second.userProfileId);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<FavouriteChangeResponse>();
    assert.deepEqual(body.message, { variant: 'success', message: CLINICIAN_MESSAGES.favouriteRemoved });
    assert.deepEqual(
      body.favouriteClinicians.map((favourite) => favourite.favouriteUserProfile.id),
      [first.userProfileId],
    );
    const again = await remove(asKeeper, second.userProfileId);
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(again.json<FavouriteChangeResponse>().favouriteClinicians, body.favouriteClinicians);
    assert.equal((await remove(asKeeper, 999_999)).statusCode, 200, 'never a favourite');
  });

  test('a favourite whose account is deactivated or unapproved later leaves the list, not the table', async () => {
    assert.equal((await add(asKeeper, second.userProfileId)).statusCode, 200);
    await setProfileFlags(db, first, { isDeactivated: true });
    await setUserActive(db, second, false);
    assert.deepEqual(await favouriteIds(asKeeper), []);
    assert.equal(await rowsOf(keeper), 2);

    await setProfileFlags(db, first, { isDeactivated: false, isVerified: false });
    await setUserActive(db, second, true);
    assert.deepEqual(await favouriteIds(asKeeper), [second.userProfileId]);
    await setProfileFlags(db, first, { isVerified: true });
    assert.deepEqual(await favouriteIds(asKeeper), [second.userProfileId, first.userProfileId]);
  });

  test('a favourite with no listed crp left (all paused, or no longer a clinician) leaves the list, not the table', async () => {
    const [firstCrp] = await crpIdsOf(db, first);
    await setCrpFlags(db, firstCrp!, { isDeactivated: true });
    await moveToGroup(db, second, 'Staff');
    assert.deepEqual(await favouriteIds(asKeeper), []);
    assert.equal(await rowsOf(keeper), 2);

    await setCrpFlags(db, firstCrp!, { isDeactivated: false });
    assert.deepEqual(await favouriteIds(asKeeper), [first.userProfileId]);
    await moveToGroup(db, second, 'Clinician');
    assert.deepEqual(await favouriteIds(asKeeper), [second.userProfileId, first.userProfileId]);
  });

  test('path ids that cannot name a row are 400, never 500', async () => {
    for (const id of ['abc', '0', String(TOO_LARGE)]) {
      for (const response of [await add(asKeeper, id), await remove(asKeeper, id)]) {
        assert.equal(response.statusCode, 400, `${id}: ${response.body}`);
        assert.equal(response.json<{ message: { variant: string } }>().message.variant, 'danger');
      }
    }
  });

  test('visitors get the detail 403', async () => {
    for (const [method, url] of [
      ['GET', '/user/favourite-clinician/get/'],
      ['POST', `/user/favourite-clinician/add/${first.userProfileId}/`],
      ['DELETE', `/user/favourite-clinician/remove/${first.userProfileId}/`],
    ] as const) {
      const response = await app.inject({ method, url: `/api/v1${url}` });
      assert.equal(response.statusCode, 403, url);
      assert.deepEqual(response.json(), { detail: AUTH_DETAIL.missing });
    }
  });
});
