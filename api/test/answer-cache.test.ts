import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { AnswerCache, GZIP_FROM_CHARACTERS } from '../src/modules/list-cache/answer-cache.js';

test('an answer is found only at the version it was kept at, and a newer one replaces it', () => {
  const cache = new AnswerCache(1_000);
  cache.set('7 /list', 'v1', '{"a":1}');
  assert.equal(cache.get('7 /list', 'v1')?.body, '{"a":1}');
  assert.equal(cache.get('7 /list', 'v2'), undefined);
  assert.equal(cache.get('8 /list', 'v1'), undefined);
  cache.set('7 /list', 'v2', '{"a":2}');
  assert.equal(cache.get('7 /list', 'v1'), undefined);
  assert.equal(cache.get('7 /list', 'v2')?.body, '{"a":2}');
  assert.equal(cache.size, 1);
});

test('the least recently used answers go first once the space is used, and a huge one is not kept', () => {
  // Each entry: (6 + 10) characters, 32 bytes; room for eight (one answer may take an eighth).
  const cache = new AnswerCache(8 * 32);
  const body = (n: number) => `{"n":${n}}`.padEnd(10, ' ');
  for (let n = 1; n <= 8; n += 1) cache.set(`1 /p/${n}`, 'v', body(n));
  assert.equal(cache.size, 8);
  assert.ok(cache.get('1 /p/1', 'v'), 'read: now the most recently used');
  cache.set('1 /p/9', 'v', body(9));
  assert.equal(cache.get('1 /p/2', 'v'), undefined, 'the least recently used went');
  for (const n of [1, 3, 9]) assert.ok(cache.get(`1 /p/${n}`, 'v'), `entry ${n} stays`);
  cache.set('1 /big', 'v', 'x'.repeat(20));
  assert.equal(cache.get('1 /big', 'v'), undefined, 'over an eighth of the space');
  assert.equal(cache.size, 8);
});

test('a large answer is kept gzipped too, a small one is not', () => {
  const cache = new AnswerCache(1_000_000);
  const large = JSON.stringify({ rows: Array.from({ length: 200 }, (_, n) => ({ n, name: 'Referral' })) });
  assert.ok(large.length >= GZIP_FROM_CHARACTERS);
  const kept = cache.set('1 /large', 'v', large);
  assert.ok(kept.gzipped && kept.gzipped.length < large.length / 4);
  assert.equal(gunzipSync(cache.get('1 /large', 'v')!.gzipped!).toString('utf8'), large);
  assert.equal(cache.set('1 /small', 'v', '{}').gzipped, undefined);
});
