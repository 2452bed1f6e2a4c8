import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.js';

/** GET /health/live: the process answers (a load balancer restarts it when this fails). */
export const liveResponseSchema = z.object({ status: z.literal('live') });

/** GET /health/ready: whether this instance can serve requests now (a load balancer sends none while not). */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'shutting down']),
  database: z.enum(['up', 'down']),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

/** A probe must answer well within a load balancer's check interval, even when the database hangs. */
export const READINESS_TIMEOUT_MS = 2_000;

/** Whether the database answers a trivial query within `timeoutMs`. */
export async function databaseAnswers(db: Database, timeoutMs = READINESS_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
