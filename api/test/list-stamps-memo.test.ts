import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import type { InboundReferralsResponse } from '@refnet/contracts/referrals';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import { referrals } from '../src/db/schema.js';
import { setUpTestApp, startApp } from './helpers/app.js';
import { newReferral, newReferralClinician, type ReferralClinician } from './helpers/referrals.js';

// A server that reuses a clinician's list stamps for a moment (LIST_STAMPS_MEMO_MS), as production does.
const MEMO_MS = 400;
let app: RefnetApp;
let db: Database;
let handle: DatabaseHandle;
setUpTestApp((started) => ({ app, db, handle } = started), { LIST_STAMPS_MEMO_MS: String(MEMO_MS) });

async function waiting(server: RefnetApp, as: ReferralClinician) {
  const response = await server.inject({
    method: 'GET',
    url: '/api/v1/referrals/list/inbound',
    headers: as.patients.headers,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<InboundReferralsResponse>().referralsReceived.waiting;
}

test('a referral sent through this server is in the receiver’s next list at once', async () => {
  const sender = await newReferralClinician(app, db, 'memo.sender', 'Orthoptist');
  const receiver = await newReferralClinician(app, db, 'memo.receiver', 'Orthoptist');
  assert.deepEqual(await waiting(app, receiver), []);
  const sent = await newReferral(sender, receiver);
  assert.deepEqual(
    (await waiting(app, receiver)).map((referral) => referral.id),
    [sent.id],
  );
});

test('a change made elsewhere shows here once the stamps are older than the limit', async () => {
  const sender = await newReferralClinician(app, db, 'memo.elsewhere.sender', 'Orthoptist');
  const receiver = await newReferralClinician(app, db, 'memo.elsewhere.receiver', 'Orthoptist');
  const sent = await newReferral(sender, receiver);
  assert.equal((await waiting(app, receiver))[0]?.mainDescription, sent.mainDescription);

  // Another server (or a tool on the database) changes the referral.
  await db.update(referrals).set({ mainDescription: 'Changed elsewhere.' }).where(eq(referrals.id, sent.id));
  const other = await startApp(handle);
  try {
    assert.equal((await waiting(other, receiver))[0]?.mainDescription, 'Changed elsewhere.');
  } finally {
    await other.close();
  }
  await sleep(MEMO_MS + 50);
  assert.equal((await waiting(app, receiver))[0]?.mainDescription, 'Changed elsewhere.');
});
