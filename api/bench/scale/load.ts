// Drives one endpoint with autocannon and returns its figures. Two requests first (a warm-up, then one timed
// alone): an endpoint slower than the duration allows gets longer, about `connections` times its lone
// latency (so every connection finishes a few), up to BENCH_MAX_DURATION. Latencies and requests/s count
// 2xx answers only; other answers are counted apart, as are timeouts (BENCH_TIMEOUT) and requests still
// unanswered when the time ran out.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import './autocannon-without-bodies.js';
import type { Endpoint } from './endpoints.js';
import type { ScaleSettings } from './settings.js';

export interface Figures {
  /** Milliseconds; undefined when no request succeeded. */
  p50: number | undefined;
  p95: number | undefined;
  p99: number | undefined;
  /** 2xx answers per second. */
  perSecond: number;
  ok: number;
  non2xx: number;
  timeouts: number;
  /** Connection errors other than timeouts. */
  errors: number;
  /** Sent but unanswered when the time ran out. */
  unfinished: number;
  seconds: number;
  notes: string[];
  /** Requests a second over hello's in the same round: the median of the rounds (rounds.ts). */
  shareOfHello?: number;
}

/** One request outside the load: its time alone, and its status (a failing endpoint is reported). */
async function probe(endpoint: Endpoint) {
  const { path, body } = endpoint.request();
  const started = performance.now();
  const response = await fetch(`${endpoint.origin}${path}`, {
    method: endpoint.method,
    headers: endpoint.headers,
    body,
  });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

function percentile(sorted: readonly number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function drive(endpoint: Endpoint, seconds: number, timeoutSeconds: number) {
  const first = endpoint.request();
  const instance = autocannon({
    url: `${endpoint.origin}${first.path}`,
    method: endpoint.method,
    headers: endpoint.headers,
    body: first.body,
    connections: endpoint.connections,
    duration: seconds,
    timeout: timeoutSeconds,
    ...(endpoint.varies
      ? { requests: [{ setupRequest: (request) => ({ ...request, ...endpoint.request() }) }] }
      : {}),
  });
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else failures.set(statusCode, (failures.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  return { result, latencies: latencies.sort((a, b) => a - b), failures };
}

export async function measureEndpoint(endpoint: Endpoint, settings: ScaleSettings): Promise<Figures> {
  const notes: string[] = [];
  await endpoint.before?.();
  try {
    await probe(endpoint);
    const alone = await probe(endpoint);
    if (alone.status < 200 || alone.status >= 300) {
      notes.push(`probe answered ${alone.status}: ${alone.text.slice(0, 200)}`);
    }
    const seconds = Math.min(
      settings.maxDurationSeconds,
      Math.max(settings.durationSeconds, Math.ceil((alone.ms / 1000) * endpoint.connections)),
    );
    const { result, latencies, failures } = await drive(endpoint, seconds, settings.timeoutSeconds);
    if (failures.size > 0) {
      notes.push(`non-2xx: ${[...failures].map(([status, count]) => `${count} × ${status}`).join(', ')}`);
    }
    const non2xx = [...failures.values()].reduce((sum, count) => sum + count, 0);
    return {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      perSecond: latencies.length / result.duration,
      ok: latencies.length,
      non2xx,
      timeouts: result.timeouts,
      errors: result.errors - result.timeouts,
      unfinished: Math.max(0, result.requests.sent - result.requests.total - result.errors),
      seconds: result.duration,
      notes,
    };
  } finally {
    const note = await endpoint.after?.();
    if (note) notes.push(note);
  }
}
