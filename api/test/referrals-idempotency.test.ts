import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createReferralResponseSchema } from '@refnet/contracts/referrals';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { referrals } from '../src/db/schema.js';
import { setUpTestApp } from './helpers/app.js';
import {
  eventRows,
  newReferralClinician,
  referralRequest,
  referralTableCounts,
  type ReferralClinician,
} from './helpers/referrals.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const KEY = 'wizard-send-0f9c2e7a-5b1d-4c3e-9a8f-1d2e3f4a5b6c';
const SENDS = 5;

/** POSTs /referrals/create/ and returns the referral's id; fails the test unless it is a 200. */
async function sentId(from: ReferralClinician, body: object): Promise<number> {
  const response = await from.call('POST', '/referrals/create/', body);
  assert.equal(response.statusCode, 200, response.body);
  return createReferralResponseSchema.parse(response.json()).referral.id;
}

const referralsOfPatient = (patientId: number) =>
  db.select({ id: referrals.id }).from(referrals).where(eq(referrals.patientId, patientId));

describe('POST /referrals/create/ with an idempotency key', () => {
  test(`${SENDS} creates at once with one key make one referral, one event and one e-mail each`, async () => {
    const sender = await newReferralClinician(app, db, 'idem.race.sender');
    const receiver = await newReferralClinician(app, db, 'idem.race.receiver');
    const patient = await sender.patients.create();
    const body = referralRequest(sender, patient.id, receiver, { idempotencyKey: KEY });
    const before = await referralTableCounts(app);

    const ids = await Promise.all(Array.from({ length: SENDS }, () => sentId(sender, body)));

    assert.equal(new Set(ids).size, 1, `ids: ${ids.join(', ')}`);
    assert.deepEqual(await referralsOfPatient(patient.id), [{ id: ids[0] }]);
    assert.equal((await eventRows(db, ids[0]!)).length, 1);
    const after = await referralTableCounts(app);
    assert.equal(after.emails - before.emails, 2, 'the sender and the receiver are each told once');
  });

  test('a replay after the first answer returns the first referral', async () => {
    const sender = await newReferralClinician(app, db, 'idem.replay.sender');
    const receiver = await newReferralClinician(app, db, 'idem.replay.receiver');
    const patient = await sender.patients.create();
    const body = referralRequest(sender, patient.id, receiver, { idempotencyKey: KEY });

    const first = await sentId(sender, body);
    assert.equal(await sentId(sender, body), first);
    assert.deepEqual(await referralsOfPatient(patient.id), [{ id: first }]);
  });

  test('the same key from another sender makes that sender their own referral', async () => {
    const receiver = await newReferralClinician(app, db, 'idem.senders.receiver');
    const one = await newReferralClinician(app, db, 'idem.senders.one');
    const other = await newReferralClinician(app, db, 'idem.senders.other');
    const onePatient = await one.patients.create();
    const otherPatient = await other.patients.create();

    const [fromOne, fromOther] = await Promise.all([
      sentId(one, referralRequest(one, onePatient.id, receiver, { idempotencyKey: KEY })),
      sentId(other, referralRequest(other, otherPatient.id, receiver, { idempotencyKey: KEY })),
    ]);

    assert.notEqual(fromOne, fromOther);
    assert.deepEqual(await referralsOfPatient(onePatient.id), [{ id: fromOne }]);
    assert.deepEqual(await referralsOfPatient(otherPatient.id), [{ id: fromOther }]);
  });

  test('without a key every create sends a referral, as before', async () => {
    const sender = await newReferralClinician(app, db, 'idem.none.sender');
    const receiver = await newReferralClinician(app, db, 'idem.none.receiver');
    const patient = await sender.patients.create();
    const body = referralRequest(sender, patient.id, receiver);

    const ids = await Promise.all([sentId(sender, body), sentId(sender, body)]);

    assert.notEqual(ids[0], ids[1]);
    assert.equal((await referralsOfPatient(patient.id)).length, 2);
  });

  test('a key that is not a short token is refused and nothing is written', async () => {
    const sender = await newReferralClinician(app, db, 'idem.bad.sender');
    const receiver = await newReferralClinician(app, db, 'idem.bad.receiver');
    const patient = await sender.patients.create();
    const before = await referralTableCounts(app);

    const response = await sender.call(
      'POST',
      '/referrals/create/',
      referralRequest(sender, patient.id, receiver, { idempotencyKey: 'short' }),
    );

    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(await referralTableCounts(app), before);
  });
});
