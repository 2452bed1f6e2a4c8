// `npm run test`: migrates and seeds one template database, runs the test files (node's test runner, a few
// files per process: see test-shards.mjs) each on a copy of it, then removes the template, also when tests
// fail.
// Usage: node --import tsx scripts/run-tests.mjs [--node-test-option…] [test files…]
// Options go to node's test runner (e.g. --test-concurrency=1, --test-reporter=spec); files default to
// every test/*.test.ts and test/security/*.test.ts, and with DATABASE_URL also test/reliability/*.test.ts.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createSeededTemplate } from '../test/helpers/seeded-template.ts';
import { writeShards } from './test-shards.mjs';

/**
 * Processes run at once, measured on the 2-core CI machine while the journeys run alongside (`npm test`):
 * PGlite keeps a core busy, a PostgreSQL run mostly waits on the server.
 */
const CONCURRENCY = process.env.DATABASE_URL ? 2 : 1;
/** Two shards per process slot, so that one slow shard does not leave a slot idle for long at the end. */
const SHARDS = CONCURRENCY * 2;

const options = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!options.some((option) => option.startsWith('--test-concurrency')))
  options.unshift(`--test-concurrency=${CONCURRENCY}`);
/** Every `*.test.ts` in `folder`, in name order. */
const testFilesIn = (folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => `${folder}/${name}`);
// test/security/ runs on both databases; test/reliability/ cuts the database off under the API, which only a
// PostgreSQL server can be.
if (files.length === 0)
  files.push(
    ...testFilesIn('test'),
    ...testFilesIn('test/security'),
    ...(process.env.DATABASE_URL ? testFilesIn('test/reliability') : []),
  );

// Ctrl-C (or a CI timeout) must still drop the template: wait for the child, then clean up.
let child;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    interrupted = true;
    child?.kill(signal);
  });

function runTestFiles(entries, env) {
  const args = ['--import', 'tsx', '--test', ...options, ...entries];
  child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

// The template and every test process hash passwords at argon2's minimum cost (src/security/passwords.ts).
process.env.NODE_ENV = 'test';
const startedAt = Date.now();
const template = await createSeededTemplate();
console.error(`(migrated and seeded the test template in ${Math.round((Date.now() - startedAt) / 1000)} s)`);
const shards = await writeShards(files, SHARDS);
let code = 1;
try {
  if (!interrupted) code = await runTestFiles(shards.entries, template.env);
} finally {
  await Promise.all([template.dispose(), shards.remove()]);
}
process.exit(code);
