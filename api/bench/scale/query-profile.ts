// One endpoint's cost, request by request: its mean latency over 200 sequential requests (after 20 to warm up)
// and every SQL statement it ran, how often per request and how long each took (network and planning
// included). Usage, on a database seeded by `npm run bench:scale`:
//   node --import tsx bench/scale/query-profile.ts <email of a seeded clinician> <path under /api/v1>
// e.g. bench.8@bench.refnet.test /patient/list/; a third argument is a JSON body to POST (BENCH_PROFILE_DB: database URL, default refnet_bench_1m).
import pg from 'pg';
import { BENCH_PASSWORD } from '../bench-clinicians.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

const stats = new Map<string, { n: number; ms: number }>();
let counting = false;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const start = performance.now();
  const text = String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text)
    .replace(/\s+/g, ' ')
    .slice(0, 110);
  const record = () => {
    if (!counting) return;
    const entry = stats.get(text) ?? { n: 0, ms: 0 };
    entry.n++;
    entry.ms += performance.now() - start;
    stats.set(text, entry);
  };
  const last = args.at(-1);
  if (typeof last === 'function')
    args[args.length - 1] = (...cbArgs: unknown[]) => {
      record();
      return (last as (...a: unknown[]) => unknown)(...cbArgs);
    };
  const result = (original as (...a: unknown[]) => unknown).apply(this, args);
  if (result instanceof Promise) result.then(record, record);
  return result;
} as typeof pg.Client.prototype.query;

const config = loadConfig({
  DATABASE_URL: process.env.BENCH_PROFILE_DB ?? 'postgres://postgres@127.0.0.1:5432/refnet_bench_1m',
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  FRONTEND_DIR: '/nonexistent',
  LOGIN_IP_LIMIT: '100000',
  LOGIN_LOCKOUT_FAILURES: '100000',
  // What a list costs to build: a kept answer would be timed otherwise (BENCH_PROFILE_KEPT=1 times those).
  LIST_CACHE_MEGABYTES: process.env.BENCH_PROFILE_KEPT === '1' ? '64' : '0',
});
const app = await buildApp({ config });
const [email, path, body] = process.argv.slice(2) as [string, string, string | undefined];
const url = `/api/v1${path}`;
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/login/',
  payload: { username: email, password: BENCH_PASSWORD },
});
const headers = { authorization: `Token ${login.json().token}` };
const request =
  body === undefined
    ? { url, headers }
    : { method: 'POST' as const, url, headers, payload: JSON.parse(body) };
for (let i = 0; i < 20; i++) await app.inject(request);
const n = 200;
counting = true;
const start = performance.now();
for (let i = 0; i < n; i++) await app.inject(request);
console.log(url, ((performance.now() - start) / n).toFixed(2), 'ms per request, sequential');
for (const [text, { n: count, ms }] of stats)
  console.log(`${(count / n).toFixed(1)}×  ${(ms / count).toFixed(2)} ms  ${text}`);
await app.close();
