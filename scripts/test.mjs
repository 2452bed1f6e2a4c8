// `npm test`: every layer, in order; prints one closing line "N passed, N failed".
// API tests run on PGlite and, when DATABASE_URL is set, again on PostgreSQL.
import { buildNeeded } from './lib/buildState.mjs';
import { failureDigest } from './lib/failureDigest.mjs';
import { run } from './lib/run.mjs';

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
const totals = { passed: 0, failed: 0 };
const failures = [];
const timings = [];
/** What failed in each step, repeated at the end: a CI log may keep only its last screen. */
const digests = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);
const startedAt = Date.now();

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
  const stepStartedAt = Date.now();
  const { code, output } = await run(command, args, env, { echo: !together });
  // A step run alongside another prints its output when it ends, so the two never interleave.
  if (together) console.log(`\n=== ${name} ===\n${output}`);
  if (counts) {
    const { passed, failed } = count(output);
    totals.passed += passed;
    totals.failed += failed;
    console.log(`--- ${name}: ${passed} passed, ${failed} failed`);
  }
  timings.push(`${name}: ${seconds(stepStartedAt)} s`);
  if (code !== 0) {
    failures.push(name);
    digests.push(`--- ${name}`, ...failureDigest(output));
  }
}

// The static checks each keep about one core busy: run them together.
await Promise.all([
  step('typecheck', 'npm', ['run', 'typecheck'], { counts: false, together: true }),
  // ESLint, Prettier and the boundary rules (dependency-cruiser).
  step('lint', 'npm', ['run', 'lint'], { counts: false, together: true }),
]);
// Each boundary rule broken on purpose in a scratch file: the check must fail and name the rule. It writes
// into the packages, so it runs after the static checks, which would otherwise read its scratch files.
// The scripts' own tests (this runner's failure digest) go with it.
await step('boundary rules and scripts', 'node', [
  '--test',
  'scripts/boundaries.test.mjs',
  'scripts/lib/failureDigest.test.mjs',
]);
// jest keeps one core for itself by default (one worker on a 2-core CI machine); the suites are
// CPU-bound component renders, so both cores run them.
await step('unit (jest)', 'npx', ['jest', '--ci', '--maxWorkers=2']);

/** The API suite on PostgreSQL (when DATABASE_URL is set). */
async function apiOnPostgres() {
  if (DATABASE_URL)
    await step('api on PostgreSQL', 'npm', ['run', 'test:api'], {
      env: { ...envWithoutDatabase, DATABASE_URL },
      together: true,
    });
  else console.log('\n(DATABASE_URL is not set: the API suite ran on PGlite only.)');
}

/**
 * The production build (if stale), then the JavaScript each page loads within its budget, every story of
 * the design system rendering without an error, and the journeys in Chromium.
 */
async function browserChecks() {
  await step('size budgets', 'npm', ['run', 'size'], { counts: false, together: true });
  await step('storybook', 'npm', ['run', 'storybook:check'], { counts: false, together: true });
  await step('e2e (Playwright, Chromium)', 'npm', ['run', 'e2e'], { together: true });
}

async function buildThenBrowserChecksAndPostgres() {
  const reason = buildNeeded();
  if (reason) {
    console.log(`\nBuilding for the browser tests (${reason})...`);
    await step('build', 'npm', ['run', 'build'], { counts: false, together: true });
  }
  if (failures.includes('build')) return apiOnPostgres();
  await Promise.all([browserChecks(), apiOnPostgres()]);
}

// Measured on 2 cores: PGlite's run keeps one core busy and is the longest step; the journeys wait on the
// browser more than they compute (half a core); the PostgreSQL run mostly waits on the server. So PGlite runs
// from the start, alongside the build (which wants both cores), and once the build is done the browser checks
// and the PostgreSQL run go alongside it. Each API run copies a template of its own, so they share nothing.
await Promise.all([
  step('api on PGlite', 'npm', ['run', 'test:api'], { together: true }),
  buildThenBrowserChecksAndPostgres(),
]);

console.log(`\nTime per step: ${timings.join(' · ')} · total ${seconds(startedAt)} s`);
if (failures.length) console.log(`\n${digests.join('\n')}\n\nFailed: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
