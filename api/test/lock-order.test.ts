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

/**
 * The tables whose rows the statements lock, in the order they lock them: a `select … for update` (here a
 * transition's first CTE) and an `update … set` (its conditional update, run after the CTE it reads).
 */
const lockedTables = () =>
  statements.flatMap((query) =>
    [...query.matchAll(/from "?(\w+)"?[^()]*? for update|update "?(\w+)"? set/gi)].map(
      (match) => match[1] ?? match[2],
    ),
  );

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
