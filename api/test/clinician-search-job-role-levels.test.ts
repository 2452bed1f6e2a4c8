import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { ClinicianListRequest, ClinicianListResponse } from '@refnet/contracts/clinicians';
import { and, eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { jobRoles, userProfileJobRoles } from '../src/db/schema.js';
import { setUpTestApp } from './helpers/app.js';
import { createTestUser, signIn, type Caller, type TestUser } from './helpers/clinicians.js';
import { acceptInsurer, createTestInsurer, ownersOf, searchFrom } from './helpers/clinician-search.js';

// Issue 17: the wizard's job-role picker narrows the clinician search at every level of the tree, not only
// at a leaf. These are the searches it sends, one level at a time.

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

let insurer: number;
let asSearcher: Caller;
let knee: TestUser;
let hip: TestUser;
let urologist: TestUser;
let dermatologist: TestUser;
let rheumatologist: TestUser;
let physio: TestUser;

async function leafId(jobRole: string, specialty: string, subSpecialty: string) {
  const [row] = await db
    .select({ id: jobRoles.id })
    .from(jobRoles)
    .where(
      and(
        eq(jobRoles.jobRole, jobRole),
        eq(jobRoles.specialty, specialty),
        eq(jobRoles.subSpecialty, subSpecialty),
      ),
    );
  return row!.id;
}

/** An orthopaedic surgeon holding exactly this sub-specialty. */
async function orthopaedicSurgeon(name: string, postcode: string, subSpecialty: string) {
  const user = await createTestUser(db, {
    email: `${name}@levels.test`,
    postcodes: [postcode],
    jobTitle: 'Consultant Orthopaedic Surgeon',
  });
  await db
    .update(userProfileJobRoles)
    .set({ jobRoleId: await leafId('Consultant', 'Orthopaedic Surgery', subSpecialty) })
    .where(eq(userProfileJobRoles.userProfileId, user.userProfileId));
  return user;
}

const clinician = (name: string, postcode: string, jobTitle: string) =>
  createTestUser(db, { email: `${name}@levels.test`, postcodes: [postcode], jobTitle });

async function owners(request: Partial<ClinicianListRequest>) {
  const response = await asSearcher(
    'POST',
    '/clinician-list/',
    searchFrom({ insuranceProviderId: insurer, ...request }),
  );
  assert.equal(response.statusCode, 200, response.body);
  return ownersOf(response.json<ClinicianListResponse>().clinicianList);
}

describe('POST /clinician-list/ at each level of the job-role tree', () => {
  before(async () => {
    insurer = await createTestInsurer(db, 'Job Role Levels Mutual');
    // The three who were listed first for "Consultant → Orthopaedic Surgery" are nearest the search point.
    dermatologist = await clinician('dermatologist', 'SW1A 2AA', 'Consultant Dermatologist');
    rheumatologist = await clinician('rheumatologist', 'SW1A 2AA', 'Consultant Rheumatologist');
    physio = await clinician('physio', 'SW1A 2AA', 'MSK Physiotherapist');
    knee = await orthopaedicSurgeon('knee', 'NW1 2BU', 'Knee');
    hip = await orthopaedicSurgeon('hip', 'M13 9WL', 'Hip');
    urologist = await clinician('urologist', 'EH16 4SA', 'Consultant Urologist');
    for (const user of [dermatologist, rheumatologist, physio, knee, hip, urologist]) {
      await acceptInsurer(db, user, insurer);
    }
    asSearcher = await signIn(app, await createTestUser(db, { email: 'gp@levels.test' }));
  });

  test('a role and a specialty list the holders of every sub-specialty under it, and nobody else', async () => {
    assert.deepEqual(
      await owners({ jobRoleSelected: 'Consultant', jobSpecialtySelected: 'Orthopaedic Surgery' }),
      [knee.userProfileId, hip.userProfileId],
    );
  });

  test('a role alone lists holders of any role under it; a role is matched whole, not as a prefix', async () => {
    assert.deepEqual(await owners({ jobRoleSelected: 'Consultant' }), [
      knee.userProfileId,
      hip.userProfileId,
      urologist.userProfileId,
    ]);
    assert.deepEqual(await owners({ jobRoleSelected: 'Consultant Physician' }), [
      dermatologist.userProfileId,
      rheumatologist.userProfileId,
    ]);
  });

  test('a sub-specialty (a leaf) lists only its holders', async () => {
    const kneeLeaf = await leafId('Consultant', 'Orthopaedic Surgery', 'Knee');
    assert.deepEqual(await owners({ roleId: kneeLeaf }), [knee.userProfileId]);
  });

  test('a specialty under the wrong role matches nobody', async () => {
    assert.deepEqual(
      await owners({ jobRoleSelected: 'Physiotherapist', jobSpecialtySelected: 'Orthopaedic Surgery' }),
      [],
    );
  });
});
