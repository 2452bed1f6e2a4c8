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

// Measured on 2 cores, the order that ends soonest: the journeys are the longest step and wait on the
// browser more than they compute, so they start as soon as the build allows, and everything else runs
// alongside them. What writes files (the build, the boundary rules' scratch files) never overlaps what reads
// them: contracts/dist is written by the typecheck and again by the build, and read by the API suites.

// 1. The static checks, each about one core, together.
await Promise.all([
  step('typecheck', 'npm', ['run', 'typecheck'], { counts: false, together: true }),
  // ESLint, Prettier and the boundary rules (dependency-cruiser).
  step('lint', 'npm', ['run', 'lint'], { counts: false, together: true }),
]);
// Each boundary rule broken on purpose in a scratch file: the check must fail and name the rule. It writes
// into the packages' sources, which the static checks and the build read. The test tooling's own tests
// (this runner's failure digest, jest's lazy antd index, the API suite's shards) go with it.
await step('boundary rules and scripts', 'node', [
  '--test',
  'scripts/boundaries.test.mjs',
  'scripts/lib/failureDigest.test.mjs',
  'scripts/jest/lazy-barrel.test.mjs',
  'api/scripts/test-shards.test.mjs',
]);

// 2. The production build (if stale), then jest. Both want both cores: together they end no sooner, and
// jest's slowest file took twice as long (26 s instead of 14 s).
/** Builds when the sources are newer than the build; false when the build failed. */
async function buildIfStale() {
  const reason = buildNeeded();
  if (!reason) return true;
  console.log(`\nBuilding for the browser tests (${reason})...`);
  await step('build', 'npm', ['run', 'build'], { counts: false, together: true });
  return !failures.includes('build');
}
const built = await buildIfStale();
// jest keeps one core for itself by default; its suites are CPU-bound component renders.
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

/** The API suite on PGlite, then on PostgreSQL: they run beside the journeys. */
async function besideTheJourneys() {
  await step('api on PGlite', 'npm', ['run', 'test:api'], { together: true });
  await apiOnPostgres();
}

/**
 * The journeys, then the JavaScript each page loads within its budget (both need the build), then every story
 * rendering cleanly. Measured on 2 cores: the journeys end about 200 s before the two API runs, so these
 * checks follow them rather than the API runs.
 */
async function theJourneysAndBuildChecks() {
  if (built) {
    await step('e2e (Playwright, Chromium)', 'npm', ['run', 'e2e'], { together: true });
    await step('size budgets', 'npm', ['run', 'size'], { counts: false, together: true });
  }
  await step('storybook', 'npm', ['run', 'storybook:check'], { counts: false, together: true });
}

// 3. The journeys in Chromium against the production build, and everything else beside them.
await Promise.all([theJourneysAndBuildChecks(), besideTheJourneys()]);

console.log(`\nTime per step: ${timings.join(' · ')} · total ${seconds(startedAt)} s`);
if (failures.length) console.log(`\n${digests.join('\n')}\n\nFailed: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
