import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { prefersMinimalReturn } from '../src/http/prefer.js';
import { setUpTestApp } from './helpers/app.js';
import {
  newReferral,
  newReferralClinician,
  referralRequest,
  referralRow,
  type ReferralClinician,
} from './helpers/referrals.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const post = (as: ReferralClinician, url: string, prefer?: string, payload?: object) =>
  app.inject({
    method: url.startsWith('/referrals/delete/') ? 'DELETE' : 'POST',
    url: `/api/v1${url}`,
    headers: { ...as.patients.headers, ...(prefer === undefined ? {} : { prefer }) },
    ...(payload === undefined ? {} : { payload }),
  });

test('Prefer: return=minimal gives the message alone, and the change is made all the same', async () => {
  const sender = await newReferralClinician(app, db, 'minimal.sender', 'Orthoptist');
  const receiver = await newReferralClinician(app, db, 'minimal.receiver', 'Orthoptist');
  const referral = await newReferral(sender, receiver);

  const accepted = await post(receiver, `/referrals/accept/${referral.id}/`, 'return=minimal');
  assert.equal(accepted.statusCode, 200, accepted.body);
  assert.equal(accepted.headers['preference-applied'], 'return=minimal');
  assert.deepEqual(accepted.json(), {
    message: { variant: 'success', message: accepted.json().message.message },
    waiting: [],
    accepted: [],
    open: [],
  });
  assert.equal((await referralRow(db, referral.id)).status, 'ACCEPTED');

  const dna = await post(receiver, `/referrals/dna/${referral.id}/`, 'return=minimal', { toDna: true });
  assert.equal(dna.statusCode, 200, dna.body);
  assert.deepEqual([dna.json().accepted, dna.json().booked, dna.json().dna], [[], [], []]);
  assert.equal((await referralRow(db, referral.id)).status, 'DNA');

  const cancelled = await newReferral(sender, receiver);
  const cancel = await post(sender, `/referrals/delete/${cancelled.id}/`, 'respond-async, return=minimal');
  assert.equal(cancel.statusCode, 200, cancel.body);
  assert.deepEqual(cancel.json().waiting, []);
  assert.equal((await referralRow(db, cancelled.id)).status, 'CANCELLED');
});

test('without the preference the answer carries the groups afterwards, as SPEC §7.4 has it', async () => {
  const sender = await newReferralClinician(app, db, 'full.sender', 'Orthoptist');
  const receiver = await newReferralClinician(app, db, 'full.receiver', 'Orthoptist');
  const referral = await newReferral(sender, receiver);
  const accepted = await post(receiver, `/referrals/accept/${referral.id}/`, 'return=representation');
  assert.equal(accepted.statusCode, 200, accepted.body);
  assert.equal(accepted.headers['preference-applied'], undefined);
  assert.deepEqual(
    accepted.json<{ accepted: { id: number }[] }>().accepted.map((row) => row.id),
    [referral.id],
  );
});

test('the Prefer header is read as RFC 7240 writes it', () => {
  const prefers = (prefer: string | string[] | undefined) =>
    prefersMinimalReturn({ headers: { prefer } } as unknown as FastifyRequest);
  assert.equal(prefers('return=minimal'), true);
  assert.equal(prefers('RETURN = "minimal"; foo=bar'), true);
  assert.equal(prefers('respond-async, wait=10, return=minimal'), true);
  assert.equal(prefers(['handling=lenient', 'return=minimal']), true);
  assert.equal(prefers('return=representation'), false);
  assert.equal(prefers('return=minimalist'), false);
  assert.equal(prefers(undefined), false);
});

test('a create that prefers the message alone gets it, and the referral is made all the same', async () => {
  const sender = await newReferralClinician(app, db, 'create.minimal.sender', 'Orthoptist');
  const receiver = await newReferralClinician(app, db, 'create.minimal.receiver', 'Orthoptist');
  const patient = await sender.patients.create();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/referrals/create/',
    headers: { ...sender.patients.headers, prefer: 'return=minimal' },
    payload: referralRequest(sender, patient.id, receiver),
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.headers['preference-applied'], 'return=minimal');
  assert.deepEqual(Object.keys(response.json()), ['message']);
  const made = await sender.call('GET', '/referrals/list/outbound');
  assert.equal(made.json<{ totals: { waiting: number } }>().totals.waiting, 1);
});
