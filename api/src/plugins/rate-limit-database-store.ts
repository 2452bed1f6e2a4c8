import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { rateLimitHits } from '../db/schema.js';

type Hit = { current: number; ttl: number };

/** How often one server deletes the windows that have ended (keys that were not hit again). */
const PURGE_INTERVAL_MS = 60_000;

const windowEnded = sql`${rateLimitHits.windowEndsAt} <= now()`;

/**
 * Counts one hit on `key` in one statement (the row is locked while it changes, so parallel hits on any
 * server each get their own count): the first hit or the first after the window ended starts a new
 * window of `timeWindowMs`. Times are the database's, so the servers' clocks need not agree.
 */
async function countHit(db: Database, key: string, timeWindowMs: number): Promise<Hit> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, windowEndsAt: sql`now() + make_interval(secs => ${timeWindowMs / 1000})` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning({
      current: rateLimitHits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.windowEndsAt} - now()) * 1000))::integer`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** @fastify/rate-limit passes the merged route options, the route itself under routeInfo. */
type ChildOptions = { routeInfo: { method?: string | string[]; url?: string } };

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Database,
    private readonly keyPrefix: string,
    private readonly purge: { nextAt: number },
  ) {}

  incr(key: string, callback: (error: Error | null, hit?: Hit) => void, timeWindowMs: number): void {
    this.hit(this.keyPrefix + key, timeWindowMs).then(
      (hit) => callback(null, hit),
      (error: Error) => callback(error),
    );
  }

  /**
   * Each route counts on its own, as with @fastify/rate-limit's own stores. A limiter of no route (the
   * per-API-token one, from createRateLimit) has keys that say what they count.
   */
  child(routeOptions: object): FastifyRateLimitStore {
    const { method, url } = (routeOptions as ChildOptions).routeInfo;
    const route = url === undefined ? '' : `${String(method)}${url}-`;
    return new DatabaseRateLimitStore(this.db, `${this.keyPrefix}${route}`, this.purge);
  }

  private async hit(key: string, timeWindowMs: number): Promise<Hit> {
    if (Date.now() >= this.purge.nextAt) {
      this.purge.nextAt = Date.now() + PURGE_INTERVAL_MS;
      await this.db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, sql`now()`));
    }
    return countHit(this.db, key, timeWindowMs);
  }
}

/** A @fastify/rate-limit store keeping its counters in `db` (table rate_limit_hits). */
export const databaseRateLimitStore = (db: Database): FastifyRateLimitStoreCtor =>
  class extends DatabaseRateLimitStore {
    constructor() {
      super(db, '', { nextAt: 0 });
    }
  };
