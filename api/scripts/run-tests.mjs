// `npm run test`: migrates and seeds one template database, runs the test files (node's test runner,
// one process per file) each on a copy of it, then removes the template, also when tests fail.
// Usage: node --import tsx scripts/run-tests.mjs [--node-test-option…] [test files…]
// Options go to node's test runner (e.g. --test-concurrency=1, --test-reporter=spec); files default to
// every test/*.test.ts.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createSeededTemplate } from '../test/helpers/seeded-template.ts';

/**
 * Files run at once, measured on the 2-core CI machine while the other database's run goes alongside:
 * a PGlite file keeps a core busy, a PostgreSQL file mostly waits on the server.
 */
const CONCURRENCY = process.env.DATABASE_URL ? 2 : 1;

/**
 * Each file is a short-lived process that compiles PGlite's WebAssembly anew: V8's baseline compiler alone
 * does that, without then recompiling the hot code in the background. Measured on 12 files: 85 → 68 s of
 * CPU, 59 → 52 s wall.
 */
const WASM_FLAGS = ['--liftoff-only'];

const options = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!options.some((option) => option.startsWith('--test-concurrency')))
  options.unshift(`--test-concurrency=${CONCURRENCY}`);
if (files.length === 0)
  for (const name of readdirSync('test').sort()) if (name.endsWith('.test.ts')) files.push(`test/${name}`);

// Ctrl-C (or a CI timeout) must still drop the template: wait for the child, then clean up.
let child;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    interrupted = true;
    child?.kill(signal);
  });

function runTestFiles(env) {
  const args = [...WASM_FLAGS, '--import', 'tsx', '--test', ...options, ...files];
  child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const startedAt = Date.now();
const template = await createSeededTemplate();
console.error(`(migrated and seeded the test template in ${Math.round((Date.now() - startedAt) / 1000)} s)`);
let code = 1;
try {
  if (!interrupted) code = await runTestFiles(template.env);
} finally {
  await template.dispose();
}
process.exit(code);
