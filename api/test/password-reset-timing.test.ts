import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RefnetApp } from '../src/app.js';
import { CLINICIAN, setUpTestApp } from './helpers/app.js';

let app: RefnetApp;
setUpTestApp(({ app: started }) => (app = started));

const ROUNDS = 100;

async function timeReset(email: string): Promise<number> {
  const start = process.hrtime.bigint();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/user/password/reset/',
    payload: { email },
  });
  const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  assert.equal(response.statusCode, 200, response.body);
  // The work behind the answer is done before the next request, so it slows neither kind.
  await app.mailer.idle();
  return elapsedMs;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('a reset for an address with an account is answered as fast as one for an address without', async () => {
  for (let warm = 0; warm < 10; warm += 1) {
    await timeReset(CLINICIAN.email);
    await timeReset('nobody.warm@refnet.test');
  }
  const known: number[] = [];
  const unknown: number[] = [];
  // Alternated, and each kind first in every other round, so that anything slowing the machine meanwhile,
  // or the request before, slows both alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    const timeKnown = async () => known.push(await timeReset(CLINICIAN.email));
    const timeUnknown = async () => unknown.push(await timeReset(`nobody${round}@refnet.test`));
    for (const time of round % 2 === 0 ? [timeKnown, timeUnknown] : [timeUnknown, timeKnown]) await time();
  }
  // Compared pair by pair (the two requests of a round ran moments apart): a process elsewhere on a busy
  // machine slows one request of a pair as often as the other, so the median of the differences stays near
  // zero, where the medians of each kind apart drift by a fifth when that noise reaches half the requests.
  // Work done for an account before answering slows every pair alike, and shows.
  const pairDifferences = known.map((knownMs, round) => knownMs - unknown[round]!);
  const typicalMs = median([...known, ...unknown]);
  const difference = Math.abs(median(pairDifferences)) / typicalMs;
  console.log(
    `password reset medians: ${median(known).toFixed(2)} ms with an account, ${median(unknown).toFixed(2)} ms without; ` +
      `median difference in a pair ${median(pairDifferences).toFixed(3)} ms`,
  );
  assert.ok(
    difference <= 0.15,
    `a request with an account takes ${median(pairDifferences).toFixed(2)} ms more than one without (median of ` +
      `${ROUNDS} pairs), ${(difference * 100).toFixed(0)} % of a typical ${typicalMs.toFixed(2)} ms`,
  );
});
