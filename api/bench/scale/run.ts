// Scale benchmark: the real API on PostgreSQL at 10k, 100k and 1M referrals (20,000 clinicians, 100,000
// patients), driven over HTTP by autocannon. For each size it reuses or seeds the database
// refnet_bench_<size> (set-based SQL, see seed-scale-data.ts), starts the API (buildApp from dist/, the build
// production runs: the npm script builds contracts and the API first) and a bare Fastify "hello" as the
// ceiling in a child process (autocannon runs in this one), signs in the busy GP and the average clinician
// (cast.ts), and loads every endpoint of endpoints.ts in turn. Prints one markdown table at the
// end: p50 / p95 / p99 latency, requests/s, non-2xx answers and requests/s as a share of hello's, per
// endpoint and size. Measures; asserts nothing. What a run writes (referrals, e-mails, sessions) is
// removed afterwards.
//
// Usage: npm run bench:scale   (PostgreSQL at postgres://postgres@127.0.0.1:5432, trust auth)
//   BENCH_SIZES=10k,100k,1m     sizes (10k, 250k, 1m, 5000 …); each has its own database
//   BENCH_PG_URL=postgres://…   the server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_RESEED=1              seed again even if the database holds this size already
//   BENCH_SEED_ONLY=1           seed (or check) the databases, measure nothing
//   BENCH_ROUNDS=3              rounds of every endpoint (hello first in each); the table keeps the median
//   BENCH_DURATION=5            seconds per endpoint; a slow one gets longer, up to BENCH_MAX_DURATION=60
//   BENCH_CONNECTIONS=10        connections for reads; BENCH_WRITE_CONNECTIONS=4 for creates and accepts
//   BENCH_TIMEOUT=30            seconds before a request counts as a timeout
//   BENCH_ONLY=inbound          only the endpoints whose name contains this (and hello)
//   LIST_CACHE_MEGABYTES=0      the API's setting: 0 builds every list answer (what a changed list costs)
import os from 'node:os';
import { undoRunWrites, withClient } from './bench-database.js';
import { loadCast } from './cast.js';
import { scaleEndpoints } from './endpoints.js';
import { HELLO, figuresTable, type SizeFigures } from './figures-table.js';
import { measureEndpoint, type Figures } from './load.js';
import { prepareDatabase } from './prepare-database.js';
import { startServers } from './servers.js';
import { medianOfRounds } from './rounds.js';
import { readSettings, type ScaleSettings, type ScaleSize } from './settings.js';
import { signIn } from './sign-in.js';

/** The machine's 1-minute load average: the figures mean little when other work shares the CPUs. */
const load = () => `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`;

const ms = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(1)} ms`);

function progressLine(name: string, figures: Figures) {
  const counts = [
    `${figures.ok} ok`,
    `${figures.non2xx} non-2xx`,
    `${figures.timeouts} t/o`,
    ...(figures.errors > 0 ? [`${figures.errors} errors`] : []),
    `${figures.unfinished} in flight at the end`,
    `${figures.seconds.toFixed(1)} s`,
  ].join(', ');
  const line =
    `  ${name.padEnd(40)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}  ` +
    `${figures.perSecond.toFixed(1)} req/s  (${counts})`;
  return [line, ...figures.notes.map((note) => `    ${note}`)].join('\n');
}

async function measureSize(settings: ScaleSettings, size: ScaleSize, seeding: string[]) {
  const prepared = await prepareDatabase(settings.serverUrl, size, settings.reseed);
  seeding.push(
    `${size.label}: ${prepared.seededNow ? 'seeded now' : 'reused, seeded earlier'} in ${prepared.marker.seedSeconds.toFixed(0)} s`,
  );
  if (settings.seedOnly) return undefined;

  const cast = await loadCast(prepared.url);
  console.log(`  ${cast.summary}`);
  console.log(`  before: ${load()}`);
  const servers = await startServers(prepared.url);
  const rounds: Map<string, Figures>[] = [];
  const names: string[] = [];
  try {
    const tokens = {
      busy: await signIn(servers.api, cast.busy.email),
      average: await signIn(servers.api, cast.average.email),
    };
    const endpoints = scaleEndpoints({
      apiOrigin: servers.api,
      helloOrigin: servers.hello,
      databaseUrl: prepared.url,
      tokens,
      cast,
      settings,
    }).filter(({ name }) => name === HELLO || !settings.only || name.includes(settings.only));
    names.push(...endpoints.map(({ name }) => name));
    for (let round = 1; round <= settings.rounds; round++) {
      console.log(`  round ${round} of ${settings.rounds}`);
      const figures = new Map<string, Figures>();
      rounds.push(figures);
      for (const endpoint of endpoints) {
        try {
          const result = await measureEndpoint(endpoint, settings);
          figures.set(endpoint.name, result);
          console.log(progressLine(endpoint.name, result));
        } catch (error) {
          console.error(`  ${endpoint.name}: not measured:`, error);
        }
      }
    }
    console.log(`  after: ${load()}`);
  } finally {
    await servers.close();
    await undoRunWrites(prepared.url, prepared.marker);
  }
  return { names, sizeFigures: { label: size.label, figures: medianOfRounds(rounds) } satisfies SizeFigures };
}

const settings = readSettings();
const postgres = await withClient(settings.serverUrl, async (client) => {
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  return rows[0]?.server_version ?? '?';
});
console.log(
  `scale bench: sizes ${settings.sizes.map((size) => size.label).join(', ')}; PostgreSQL ${postgres}; ` +
    `Node ${process.version}; ${load()}; ${settings.connections} connections for reads, ` +
    `${settings.writeConnections} for writes; ${settings.durationSeconds} s per endpoint, ` +
    `${settings.rounds} rounds`,
);

const seeding: string[] = [];
const measured: SizeFigures[] = [];
let endpointNames: string[] = [];
for (const size of settings.sizes) {
  const result = await measureSize(settings, size, seeding);
  if (!result) continue;
  measured.push(result.sizeFigures);
  if (result.names.length > endpointNames.length) endpointNames = result.names;
}

console.log(`\nseeding: ${seeding.join('; ')}`);
if (measured.length > 0) {
  console.log(`\n${figuresTable(endpointNames, measured)}\n`);
  console.log(
    'Latency and req/s count 2xx answers. non-2xx: other answers (+ t/o: no answer within ' +
      `${settings.timeoutSeconds} s; + err: connection errors). ×hello: req/s over the bare Fastify hello's ` +
      'at the same size, served by the same process as the API.',
  );
}
