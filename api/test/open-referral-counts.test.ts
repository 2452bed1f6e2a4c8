import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { queryRows } from '../src/db/query-rows.js';
import { setUpTestApp } from './helpers/app.js';
import { newReferral, newReferralClinician, type ReferralCaller } from './helpers/referrals.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

/** The kept counts, and the counts recounted from the referrals: roles with none left out of both. */
async function keptAndRecounted() {
  const kept = await queryRows<{ job_role_id: number; n: number }>(
    db,
    sql`select job_role_id, referrals as n from open_referral_counts where referrals <> 0 order by 1`,
  );
  const recounted = await queryRows<{ job_role_id: number; n: number }>(
    db,
    sql`select job_role_id, count(*)::int as n from referrals where status = 'OPEN' group by 1 order by 1`,
  );
  return { kept, recounted };
}

async function call(as: ReferralCaller, method: 'POST' | 'DELETE', url: string) {
  const response = await as.call(method, url);
  assert.equal(response.statusCode, 200, response.body);
}

test('the open referrals per job role match the referrals after every kind of write', async () => {
  const start = await keptAndRecounted();
  assert.deepEqual(start.kept, start.recounted, 'the demo data, counted by the migration and the seeds');

  const sender = await newReferralClinician(app, db, 'counts.sender', 'Orthoptist');
  const holder = await newReferralClinician(app, db, 'counts.holder', 'Orthoptist');
  const other = await newReferralClinician(app, db, 'counts.other', 'Dental Hygienist');
  const claimed = await newReferral(sender, { openTo: holder.jobRoleId });
  const cancelled = await newReferral(sender, { openTo: holder.jobRoleId });
  await newReferral(sender, { openTo: holder.jobRoleId });
  await newReferral(sender, { openTo: other.jobRoleId });
  await newReferral(sender, holder);
  let now = await keptAndRecounted();
  assert.deepEqual(now.kept, now.recounted, 'after creating open and named referrals');

  await call(holder, 'POST', `/referrals/accept/${claimed.id}/`);
  await call(sender, 'DELETE', `/referrals/delete/${cancelled.id}/`);
  now = await keptAndRecounted();
  assert.deepEqual(now.kept, now.recounted, 'after a claim and a cancellation');

  const openIds = sql`(select id from referrals where status = 'OPEN')`;
  await db.execute(sql`delete from referral_events where referral_id in ${openIds}`);
  await db.execute(sql`delete from open_referral_notices where referral_id in ${openIds}`);
  await db.execute(sql`delete from referrals where status = 'OPEN'`);
  now = await keptAndRecounted();
  assert.deepEqual(now.kept, [], 'after removing every open referral (as the benchmark removes its own)');
});

test('the notification count reads the kept counts: a count out of step shows in it', async () => {
  const holder = await newReferralClinician(app, db, 'drift.holder', 'Orthoptist');
  const before = await holder.call('GET', '/referrals/referral-notifications/');
  await db.execute(
    sql`update open_referral_counts set referrals = referrals + 5 where job_role_id = ${holder.jobRoleId}`,
  );
  // Counts change only with referral writes, which stamp the job role's lists: so does this one.
  await db.execute(sql`select bump_list_stamps('open-role', array[${holder.jobRoleId}::int])`);
  const after = await holder.call('GET', '/referrals/referral-notifications/');
  assert.equal(
    after.json<{ nReferrals: number }>().nReferrals,
    before.json<{ nReferrals: number }>().nReferrals + 5,
  );
});
