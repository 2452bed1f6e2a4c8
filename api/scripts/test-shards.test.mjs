// Test files grouped into shard processes (test-shards.mjs): each file's hooks still wrap its own tests.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { writeShards } from './test-shards.mjs';

/** A test file whose hooks and tests print what they see, so the order can be read from the output. */
const testFile = (name, padding = '') => `import { after, before, test } from 'node:test';
let opened;
before(() => { opened = '${name}'; console.log('before ${name}'); });
after(() => { opened = undefined; console.log('after ${name}'); });
test('${name} 1', () => console.log('test ${name} 1 sees', opened));
test('${name} 2', () => console.log('test ${name} 2 sees', opened));
${padding}`;

let folder;
const files = [];
before(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'refnet-shards-test-'));
  for (const [name, padding] of [
    ['a', '//'.repeat(500)],
    ['b', ''],
    ['c', ''],
    ['d', '//'.repeat(400)],
  ]) {
    const file = path.join(folder, `${name}.test.mjs`);
    await writeFile(file, testFile(name, padding));
    files.push(file);
  }
});
after(() => rm(folder, { recursive: true, force: true }));

test('every file goes to exactly one shard, the largest ones to different shards', async () => {
  const shards = await writeShards(files, 2);
  try {
    const sources = await Promise.all(shards.entries.map((entry) => readFile(entry, 'utf8')));
    assert.equal(sources.length, 2);
    for (const file of files)
      assert.equal(sources.filter((source) => source.includes(JSON.stringify(file))).length, 1, file);
    const holding = (name) => sources.findIndex((source) => source.includes(`${name}.test.mjs"`));
    assert.notEqual(holding('a'), holding('d'));
  } finally {
    await shards.remove();
  }
});

test("in one shard, each file's before and after hooks run around its own tests only", async () => {
  const shards = await writeShards(files, 1);
  try {
    // Run as `npm test` runs it, not as a child of this test runner (which would take its output as TAP).
    const { NODE_TEST_CONTEXT: _child, ...env } = process.env;
    const run = spawnSync(process.execPath, ['--test', '--test-reporter=spec', ...shards.entries], {
      encoding: 'utf8',
      env,
    });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const lines = run.stdout.split('\n').filter((line) => /^(before|after|test) /.test(line));
    const expected = ['a', 'b', 'c', 'd'].flatMap((name) => [
      `before ${name}`,
      `test ${name} 1 sees ${name}`,
      `test ${name} 2 sees ${name}`,
      `after ${name}`,
    ]);
    assert.deepEqual(lines, expected);
  } finally {
    await shards.remove();
  }
});

test('the shard folder is gone once removed', async () => {
  const shards = await writeShards(files, 2);
  await shards.remove();
  await assert.rejects(readFile(shards.entries[0], 'utf8'), { code: 'ENOENT' });
});
