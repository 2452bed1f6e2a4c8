import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { queryRows } from '../src/db/query-rows.js';
import { favouriteClinicians } from '../src/db/schema.js';
import { clinicianSearchQuery, resolveFilters } from '../src/modules/clinicians/search-query.js';
import { searchClinicians } from '../src/modules/clinicians/search-service.js';
import { setUpTestApp } from './helpers/app.js';
import { createTestUser, type TestUser } from './helpers/clinicians.js';
import {
  BUCKINGHAM_PALACE,
  acceptInsurer,
  createTestInsurer,
  ownersOf,
  searchFrom,
} from './helpers/clinician-search.js';

let db: Database;
setUpTestApp((started) => ({ db } = started));

describe('searchClinicians (the service, with a small limit)', () => {
  let insurer: number;
  let keeper: TestUser;
  let near: TestUser;
  let middle: TestUser;
  let far: TestUser;
  const insured = (overrides = {}) => searchFrom({ insuranceProviderId: insurer, ...overrides });

  before(async () => {
    insurer = await createTestInsurer(db, 'Service Test Mutual');
    keeper = await createTestUser(db, { email: 'keeper@service.test', postcodes: ['SE10 9NF'] });
    const physio = { jobTitle: 'MSK Physiotherapist' };
    near = await createTestUser(db, { email: 'near@service.test', postcodes: ['SW1A 2AA'], ...physio });
    middle = await createTestUser(db, { email: 'middle@service.test', postcodes: ['NW1 2BU'], ...physio });
    far = await createTestUser(db, {
      email: 'far@service.test',
      postcodes: ['EH16 4SA'],
      jobTitle: 'Consultant Dermatologist',
    });
    for (const user of [near, middle, far]) await acceptInsurer(db, user, insurer);
    await db.insert(favouriteClinicians).values([
      { userProfileId: keeper.userProfileId, favouriteUserProfileId: far.userProfileId },
      { userProfileId: keeper.userProfileId, favouriteUserProfileId: near.userProfileId },
    ]);
  });

  test('answers the nearest `limit` and, beyond them, the keeper’s favourites, nearest first', async () => {
    const body = await searchClinicians(db, keeper.userProfileId, insured(), 2);
    assert.deepEqual(
      ownersOf(body.clinicianList),
      [near, middle, far].map((user) => user.userProfileId),
    );
    assert.deepEqual(ownersOf(body.favouriteCliniciansList), [near.userProfileId, far.userProfileId]);
    assert.deepEqual(ownersOf(body.otherCliniciansList), [middle.userProfileId]);
    assert.deepEqual(
      body.favouriteAddressesList.map((address) => address.userProfileIds),
      [[near.userProfileId], [far.userProfileId]],
    );
  });

  test('with no keeper (staff) only the nearest `limit` come', async () => {
    const body = await searchClinicians(db, null, insured(), 2);
    assert.deepEqual(ownersOf(body.clinicianList), [near.userProfileId, middle.userProfileId]);
    assert.deepEqual(body.favouriteCliniciansList, []);
  });

  test('a favourite that does not match the filters stays out', async () => {
    const body = await searchClinicians(
      db,
      keeper.userProfileId,
      insured({ jobRoleSelected: 'Physiotherapist' }),
      1,
    );
    assert.deepEqual(ownersOf(body.clinicianList), [near.userProfileId]);
  });
});

describe('the search query', () => {
  test('walks the GiST index addresses_clinic_earth_idx nearest first (no full scan)', async () => {
    const filters = searchFrom({ insuranceProviderId: 1, jobRoleSelected: 'Physiotherapist' });
    for (const request of [searchFrom(), filters]) {
      const query = clinicianSearchQuery(BUCKINGHAM_PALACE, await resolveFilters(db, request), {
        limit: 200,
      });
      const plan = await db.transaction(async (tx) => {
        // Tiny test tables are cheaper to read whole and sort; with those ways closed the plan shows
        // whether the query can walk the index nearest first (same expression and predicate).
        for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) {
          await tx.execute(sql.raw(`set local ${setting} = off`));
        }
        return queryRows<Record<string, string>>(tx, sql`explain ${query}`);
      });
      const text = plan.map((row) => Object.values(row).join('')).join('\n');
      assert.match(text, /Index Scan using addresses_clinic_earth_idx/, text);
      assert.match(text, /Order By: .*<->/, text);
    }
  });
});
