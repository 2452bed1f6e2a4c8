// BENCH_ROUNDS rounds of every endpoint, hello first in each. The machine's speed drifts over a run (hello
// varied from 26k to 41k a second within minutes here), so an endpoint is compared with the hello of its own
// round, and the report keeps each endpoint's median round and its median share of hello.
import { HELLO } from './figures-table.js';
import type { Figures } from './load.js';

const median = <T>(sorted: readonly T[]): T | undefined => sorted[Math.floor((sorted.length - 1) / 2)];

/** Per endpoint: the figures of its median round (by requests a second), with its median share of hello. */
export function medianOfRounds(rounds: readonly ReadonlyMap<string, Figures>[]): Map<string, Figures> {
  const names = new Set(rounds.flatMap((round) => [...round.keys()]));
  const result = new Map<string, Figures>();
  for (const name of names) {
    const measured = rounds.flatMap((round) => round.get(name) ?? []);
    const shares = rounds.flatMap((round) => {
      const figures = round.get(name);
      const hello = round.get(HELLO)?.perSecond ?? 0;
      return figures && hello > 0 ? [figures.perSecond / hello] : [];
    });
    const kept = median([...measured].sort((a, b) => a.perSecond - b.perSecond));
    if (kept) result.set(name, { ...kept, shareOfHello: median(shares.sort((a, b) => a - b)) });
  }
  return result;
}
