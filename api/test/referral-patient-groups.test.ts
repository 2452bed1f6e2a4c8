import assert from 'node:assert/strict';
import { test } from 'node:test';
import { patientListResponseSchema } from '@refnet/contracts/patients';
import { sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { queryRows } from '../src/db/query-rows.js';
import { setUpTestApp } from './helpers/app.js';
import { newReferral, newReferralClinician, type ReferralCaller } from './helpers/referrals.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

// A change that can only add a patient to a group (a claim) adds it instead of recomputing the patient's
// groups (migration 0023); the others recompute. Either way the groups are what a recompute gives.

/** Every patient's groups: the receivers' rows and the keepers' "referred" flags. */
const groupRows = async () => ({
  received: await queryRows(
    db,
    sql`select receiver_user_profile_id, list_group, patient_id from received_patients order by 1, 2, 3`,
  ),
  referred: await queryRows(db, sql`select id from patients where referred_by_owner order by 1`),
});

/** The groups as kept, and as migration 0012 defines them from all the referrals. */
async function keptAndRecomputed() {
  const kept = await groupRows();
  const recomputed = {
    received: await queryRows(
      db,
      sql`select distinct c.user_profile_id as receiver_user_profile_id,
          case r.status when 'PENDING' then 'pending' when 'ACCEPTED' then 'accepted' else 'completed' end
            as list_group, p.id as patient_id
        from referrals r
        join clinician_role_profiles c on c.id = r.target_crp_id
        join patients p on p.id = r.patient_id
        where r.patient_listed and p.patient_active
          and r.status in ('PENDING', 'ACCEPTED', 'BOOKED', 'DNA', 'REJECTED')
          and (r.status <> 'REJECTED' or r.accepted_on is not null)
        order by 1, 2, 3`,
    ),
    referred: await queryRows(
      db,
      sql`select p.id from patients p where exists (select 1 from referrals r
          join clinician_role_profiles c on c.id = r.referrer_crp_id
          where r.patient_id = p.id and c.user_profile_id = p.created_by_user_profile_id and r.status <> 'CANCELLED')
        order by 1`,
    ),
  };
  return { kept, recomputed };
}

async function call(as: ReferralCaller, method: 'POST' | 'DELETE', url: string, body?: object) {
  const response = await as.call(method, url, body);
  assert.equal(response.statusCode, 200, response.body);
}

const acceptedPatients = async (as: ReferralCaller) => {
  const response = await as.call('GET', '/patient/list/');
  assert.equal(response.statusCode, 200, response.body);
  return patientListResponseSchema.parse(response.json()).acceptedPatients.map((patient) => patient.id);
};

test('the patient groups match a recompute after every kind of transition; a claim shows at once in the receiver’s kept list', async () => {
  const sender = await newReferralClinician(app, db, 'groups.sender', 'Orthoptist');
  const holder = await newReferralClinician(app, db, 'groups.holder', 'Orthoptist');
  const claimed = await newReferral(sender, { openTo: holder.jobRoleId });
  const cancelled = await newReferral(sender, { openTo: holder.jobRoleId });
  const named = await newReferral(sender, holder);
  const rejected = await newReferral(sender, holder);
  let now = await keptAndRecomputed();
  assert.deepEqual(now.kept, now.recomputed, 'after creating');

  assert.deepEqual(await acceptedPatients(holder), []);
  await call(holder, 'POST', `/referrals/accept/${claimed.id}/`);
  assert.deepEqual(await acceptedPatients(holder), [claimed.patient.id], 'the claim, through the kept list');
  now = await keptAndRecomputed();
  assert.deepEqual(now.kept, now.recomputed, 'after a claim');

  await call(sender, 'DELETE', `/referrals/delete/${cancelled.id}/`);
  await call(holder, 'POST', `/referrals/accept/${named.id}/`);
  await call(holder, 'POST', `/referrals/reject/${rejected.id}/`);
  now = await keptAndRecomputed();
  assert.deepEqual(now.kept, now.recomputed, 'after a cancellation, an accept and a rejection');

  await call(holder, 'POST', `/referrals/complete/${named.id}/`, { toComplete: true });
  await call(holder, 'POST', `/referrals/complete/${named.id}/`, { toComplete: false });
  await call(holder, 'POST', `/referrals/dna/${claimed.id}/`, { toDna: true });
  await call(holder, 'POST', `/referrals/reject/${named.id}/`);
  now = await keptAndRecomputed();
  assert.deepEqual(
    now.kept,
    now.recomputed,
    'after booking, setting active, DNA and rejecting once accepted',
  );
  assert.deepEqual(await acceptedPatients(holder), []);
});
