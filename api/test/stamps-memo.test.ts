import assert from 'node:assert/strict';
import { test } from 'node:test';
import { StampsMemo } from '../src/modules/list-cache/stamps-memo.js';

/** A memo on a clock the test moves, over a stamps read that counts its calls and answers `current`. */
function memoOnClock(ttlMs: number) {
  let now = 0;
  let current = 'clinician:1=10';
  let reads = 0;
  const memo = new StampsMemo(ttlMs, 2, () => now);
  const read = () => memo.read('1 own', async () => ((reads += 1), current));
  return {
    memo,
    read,
    wait: (ms: number) => void (now += ms),
    change: (stamps: string) => void (current = stamps),
    reads: () => reads,
  };
}

test('stamps are read once for a burst of reads, and again once they are older than the limit', async () => {
  const clock = memoOnClock(1_000);
  assert.equal(await clock.read(), 'clinician:1=10');
  clock.change('clinician:1=11');
  clock.wait(999);
  assert.equal(await clock.read(), 'clinician:1=10');
  assert.equal(clock.reads(), 1);
  clock.wait(1);
  assert.equal(await clock.read(), 'clinician:1=11');
  assert.equal(clock.reads(), 2);
});

test('a write this server answers makes the next read exact', async () => {
  const clock = memoOnClock(1_000);
  await clock.read();
  clock.change('clinician:1=11');
  clock.memo.forgetAll();
  assert.equal(await clock.read(), 'clinician:1=11');
});

test('stamps whose read began before a write are answered but not kept', async () => {
  const memo = new StampsMemo(60_000);
  let answer: (stamps: string) => void = () => undefined;
  const slow = memo.read('1 own', () => new Promise<string>((resolve) => (answer = resolve)));
  memo.forgetAll();
  answer('clinician:1=10');
  assert.equal(await slow, 'clinician:1=10');
  assert.equal(await memo.read('1 own', async () => 'clinician:1=11'), 'clinician:1=11');
});

test('with no time limit every read asks, and the oldest place goes first when full', async () => {
  let reads = 0;
  const never = new StampsMemo(0);
  await never.read('1 own', async () => String((reads += 1)));
  await never.read('1 own', async () => String((reads += 1)));
  assert.equal(reads, 2);

  const small = new StampsMemo(60_000, 2);
  for (const place of ['1 own', '2 own', '3 own']) await small.read(place, async () => place);
  assert.equal(await small.read('1 own', async () => 'read again'), 'read again');
  assert.equal(await small.read('3 own', async () => 'read again'), '3 own');
});
