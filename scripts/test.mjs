// `npm test`: every layer, in order; prints one closing line "N passed, N failed".
// API tests run on PGlite and, when DATABASE_URL is set, again on PostgreSQL.
import { buildNeeded } from './lib/buildState.mjs';
import { run } from './lib/run.mjs';

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
const totals = { passed: 0, failed: 0 };
const failures = [];

/** Pulls "passed/failed" counts out of jest, node:test and Playwright summaries. */
function count(output) {
  const pick = (pattern) => Number(pattern.exec(output)?.[1] ?? 0);
  if (/^Tests:/m.test(output))
    return { passed: pick(/^Tests:.*?(\d+) passed/m), failed: pick(/^Tests:.*?(\d+) failed/m) };
  if (/^# pass/m.test(output)) return { passed: pick(/^# pass (\d+)/m), failed: pick(/^# fail (\d+)/m) };
  return { passed: pick(/^\s*(\d+) passed/m), failed: pick(/^\s*(\d+) failed/m) };
}

async function step(name, command, args, { env = envWithoutDatabase, counts = true, together = false } = {}) {
  if (!together) console.log(`\n=== ${name} ===`);
  const { code, output } = await run(command, args, env, { echo: !together });
  // A step run alongside another prints its output when it ends, so the two never interleave.
  if (together) console.log(`\n=== ${name} ===\n${output}`);
  if (counts) {
    const { passed, failed } = count(output);
    totals.passed += passed;
    totals.failed += failed;
    console.log(`--- ${name}: ${passed} passed, ${failed} failed`);
  }
  if (code !== 0) failures.push(name);
}

await step('typecheck', 'npm', ['run', 'typecheck'], { counts: false });
await step('lint', 'npm', ['run', 'lint'], { counts: false });
// jest keeps one core for itself by default (one worker on a 2-core CI machine); the suites are
// CPU-bound component renders, so both cores run them.
await step('unit (jest)', 'npx', ['jest', '--ci', '--maxWorkers=2']);
// The two API runs share nothing (PGlite in memory; a schema of its own per file on PostgreSQL), and
// PGlite keeps one core busy while the PostgreSQL run mostly waits on the server: run them together.
const apiOnPostgres = DATABASE_URL
  ? step('api on PostgreSQL', 'npm', ['run', 'test:api'], {
      env: { ...envWithoutDatabase, DATABASE_URL },
      together: true,
    })
  : Promise.resolve(console.log('\n(DATABASE_URL is not set: the API suite ran on PGlite only.)'));
await Promise.all([step('api on PGlite', 'npm', ['run', 'test:api'], { together: true }), apiOnPostgres]);
const reason = buildNeeded();
if (reason) {
  console.log(`\nBuilding for the browser tests (${reason})...`);
  await step('build', 'npm', ['run', 'build'], { counts: false });
}
if (!failures.includes('build')) await step('e2e (Playwright, Chromium)', 'npm', ['run', 'e2e']);

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
