import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { queryRows } from '../src/db/query-rows.js';
import { setUpTestApp } from './helpers/app.js';
import { newReferral, newReferralClinician, sendReferral, type ReferralCaller } from './helpers/referrals.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

interface TallyRow {
  user_profile_id: number;
  direction: string;
  other_id: number;
  n: number;
}

/** Each direction of a referral (not cancelled) with its clinician, and the counterpart or the patient. */
const ENDS = sql`
  select s.user_profile_id as user_profile_id, 'made' as direction, t.user_profile_id as counterpart,
         r.patient_id
  from referrals r
  join clinician_role_profiles s on s.id = r.referrer_crp_id
  left join clinician_role_profiles t on t.id = r.target_crp_id
  where r.status <> 'CANCELLED'
  union all
  select t.user_profile_id, 'received', s.user_profile_id, r.patient_id
  from referrals r
  join clinician_role_profiles s on s.id = r.referrer_crp_id
  join clinician_role_profiles t on t.id = r.target_crp_id
  where r.status <> 'CANCELLED'`;

/** The kept tallies and the same recounted from the referrals; rows at 0 left out of both. */
async function keptAndRecounted() {
  const rows = (query: ReturnType<typeof sql>) => queryRows<TallyRow>(db, query);
  return {
    counterparts: {
      kept: await rows(sql`select user_profile_id, direction, counterpart_user_profile_id as other_id,
        referrals as n from referral_counterpart_tallies where referrals <> 0 order by 1, 2, 3`),
      recounted: await rows(sql`select user_profile_id, direction, counterpart as other_id, count(*)::int as n
        from (${ENDS}) e where counterpart is not null group by 1, 2, 3 order by 1, 2, 3`),
    },
    patients: {
      kept: await rows(sql`select user_profile_id, direction, patient_id as other_id, referrals as n
        from referral_patient_tallies where referrals <> 0 order by 1, 2, 3`),
      recounted: await rows(sql`select user_profile_id, direction, patient_id as other_id, count(*)::int as n
        from (${ENDS}) e group by 1, 2, 3 order by 1, 2, 3`),
    },
  };
}

async function assertInStep(when: string) {
  const { counterparts, patients } = await keptAndRecounted();
  assert.ok(patients.recounted.length > 0, 'there are referrals to count');
  assert.deepEqual(counterparts.kept, counterparts.recounted, `counterpart tallies ${when}`);
  assert.deepEqual(patients.kept, patients.recounted, `patient tallies ${when}`);
}

async function call(as: ReferralCaller, method: 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await as.call(method, url, payload);
  assert.equal(response.statusCode, 200, response.body);
}

test('the analytics tallies match the referrals after every kind of write', async () => {
  await assertInStep('for the demo data, counted by the migration and the seeds');

  const sender = await newReferralClinician(app, db, 'tallies.sender', 'Orthoptist');
  const holder = await newReferralClinician(app, db, 'tallies.holder', 'Orthoptist');
  const claimed = await newReferral(sender, { openTo: holder.jobRoleId });
  await newReferral(sender, { openTo: holder.jobRoleId });
  const cancelled = await newReferral(sender, holder);
  const booked = await newReferral(sender, holder);
  const patient = await sender.patients.create();
  await sendReferral(sender, patient.id, holder);
  await sendReferral(sender, patient.id, holder);
  await assertInStep('after creating open and named referrals, two of them for one patient');

  await call(holder, 'POST', `/referrals/accept/${claimed.id}/`);
  await call(sender, 'DELETE', `/referrals/delete/${cancelled.id}/`);
  await call(holder, 'POST', `/referrals/accept/${booked.id}/`);
  await call(holder, 'POST', `/referrals/complete/${booked.id}/`, { toComplete: true });
  await assertInStep('after a claim, a cancellation, an accept and a booking');

  await db.execute(sql`update referrals set status = 'PENDING' where id = ${cancelled.id}`);
  await assertInStep('after a cancelled referral is written back to pending');

  const mine = sql`(select id from referrals where referrer_crp_id = ${sender.crpId})`;
  await db.execute(sql`delete from referral_events where referral_id in ${mine}`);
  await db.execute(sql`delete from open_referral_notices where referral_id in ${mine}`);
  await db.execute(sql`delete from referrals where referrer_crp_id = ${sender.crpId}`);
  await assertInStep('after removing the referrals (as the benchmark removes its own)');
});

test('the analytics read the kept tallies: a tally out of step shows in them', async () => {
  const sender = await newReferralClinician(app, db, 'drift.sender', 'Orthoptist');
  const receiver = await newReferralClinician(app, db, 'drift.receiver', 'Orthoptist');
  await newReferral(sender, receiver);
  await db.execute(
    sql`update referral_counterpart_tallies set referrals = referrals + 4
        where user_profile_id = ${sender.user.userProfileId} and direction = 'made'`,
  );
  await db.execute(
    sql`update referral_patient_tallies set referrals = referrals + 2
        where user_profile_id = ${sender.user.userProfileId} and direction = 'made'`,
  );
  const response = await sender.call('GET', '/user/analytics-data/5/');
  assert.equal(response.statusCode, 200, response.body);
  const analytics = response.json<{ noReferralsMade: number; topReferredTo: { count: number }[] }>();
  assert.equal(analytics.noReferralsMade, 3);
  assert.deepEqual(
    analytics.topReferredTo.map((entry) => entry.count),
    [5],
  );
});
