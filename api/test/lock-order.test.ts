import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RefnetApp } from '../src/app.js';
import { startApp } from './helpers/app.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';
import { newReferral, newReferralClinician } from './helpers/referrals.js';

// Every write that locks a patient and its referrals takes the patient's lock first. Removing a patient
// updates its referrals under the patient's lock; a transition that locked the referral before the
// patient could then wait for the removal while the removal waited for it (a deadlock, a 500).
let statements: string[] = [];
let database: TestDatabase;
let app: RefnetApp;

before(async () => {
  database = await openTestDatabase({ logger: { logQuery: (query) => void statements.push(query) } });
  app = await startApp(database.handle);
});
after(async () => {
  await app.close();
  await database.dispose();
});

const lockedTables = () =>
  statements
    .filter((query) => / for update/i.test(query))
    .map((query) => /^select .*? from "(\w+)"/is.exec(query)?.[1]);

test('a transition locks the patient before the referral, as removing a patient does', async () => {
  const db = database.handle.db;
  const sender = await newReferralClinician(app, db, 'locks.sender', 'Orthoptist');
  const receiver = await newReferralClinician(app, db, 'locks.receiver', 'Orthoptist');
  const referral = await newReferral(sender, receiver);
  await app.mailer.idle();

  statements = [];
  assert.equal((await receiver.call('POST', `/referrals/accept/${referral.id}/`)).statusCode, 200);
  assert.deepEqual(lockedTables(), ['patients', 'referrals']);

  statements = [];
  const dna = await receiver.call('POST', `/referrals/dna/${referral.id}/`, { toDna: true });
  assert.equal(dna.statusCode, 200, dna.body);
  assert.deepEqual(lockedTables(), ['patients', 'referrals']);
});
