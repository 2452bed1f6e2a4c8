import { performance } from 'node:perf_hooks';

/** Runs `run` a few times to warm up, then `iterations` times, and prints ms/op, ops/s, p50 and p95. */
export async function measure(name: string, iterations: number, run: () => Promise<void>) {
  for (let i = 0; i < 5; i += 1) await run(); // warm-up
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  samples.sort((a, b) => a - b);
  const percentile = (p: number) =>
    samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
  console.log(
    `${name.padEnd(12)} n=${iterations}  ${(total / iterations).toFixed(2)} ms/op  ${((iterations / total) * 1000).toFixed(0)} ops/s  ` +
      `p50 ${percentile(50).toFixed(2)} ms  p95 ${percentile(95).toFixed(2)} ms`,
  );
}

export function expectStatus(response: { statusCode: number; body: string }, status: number) {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
}
