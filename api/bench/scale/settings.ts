// The scale benchmark's knobs, read once from the environment (see run.ts for the list and defaults).

/** One data size: how many referrals, and the database that holds them. */
export interface ScaleSize {
  /** As written in BENCH_SIZES, lower case: "10k", "100k", "1m". */
  label: string;
  referrals: number;
  database: string;
}

export interface ScaleSettings {
  sizes: ScaleSize[];
  /** The PostgreSQL server (any database on it: the bench connects to `postgres` and its own databases). */
  serverUrl: string;
  reseed: boolean;
  seedOnly: boolean;
  /** Seconds per endpoint; a slow endpoint gets longer, up to maxDurationSeconds (see load.ts). */
  /** Every endpoint is measured this many times, hello first each time (see rounds.ts). */
  rounds: number;
  durationSeconds: number;
  maxDurationSeconds: number;
  /** autocannon's per-request timeout, in seconds: a request still unanswered then counts as a timeout. */
  timeoutSeconds: number;
  connections: number;
  writeConnections: number;
  /** Endpoint names containing this text run (hello always runs: it is the ceiling). */
  only: string | undefined;
}

const MULTIPLIERS: Record<string, number> = { '': 1, k: 1_000, m: 1_000_000 };

export function parseSize(text: string): ScaleSize {
  const label = text.trim().toLowerCase();
  const match = /^(\d+)([km]?)$/.exec(label);
  if (!match) throw new Error(`BENCH_SIZES: "${text}" is not a size like 10k, 100k, 1m or 5000`);
  const referrals = Number(match[1]) * MULTIPLIERS[match[2]!]!;
  if (referrals < 1_000) throw new Error(`BENCH_SIZES: ${text} is below 1,000 referrals`);
  return { label, referrals, database: `refnet_bench_${label}` };
}

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const flag = (value: string | undefined) => TRUE_WORDS.includes((value ?? '').trim().toLowerCase());

/** A number from the environment, at least `min` (autocannon wants whole connections and a timeout ≥ 1 s). */
function numberAtLeast(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min)
    throw new Error(`${name}: expected a number ≥ ${min}, got ${text}`);
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): ScaleSettings {
  const durationSeconds = numberAtLeast(env, 'BENCH_DURATION', 5, 1);
  return {
    sizes: (env.BENCH_SIZES?.trim() || '10k,100k,1m').split(',').map(parseSize),
    serverUrl: env.BENCH_PG_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres',
    reseed: flag(env.BENCH_RESEED),
    seedOnly: flag(env.BENCH_SEED_ONLY),
    rounds: Math.round(numberAtLeast(env, 'BENCH_ROUNDS', 3, 1)),
    durationSeconds,
    maxDurationSeconds: Math.max(durationSeconds, numberAtLeast(env, 'BENCH_MAX_DURATION', 60, 1)),
    timeoutSeconds: numberAtLeast(env, 'BENCH_TIMEOUT', 30, 1),
    connections: Math.round(numberAtLeast(env, 'BENCH_CONNECTIONS', 10, 1)),
    writeConnections: Math.round(numberAtLeast(env, 'BENCH_WRITE_CONNECTIONS', 4, 1)),
    only: env.BENCH_ONLY?.trim() || undefined,
  };
}
