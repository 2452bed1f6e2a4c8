import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config.js';
import { MESSAGES } from '../http/messages.js';
import { HttpProblem, dangerBody } from '../http/problem.js';
import { databaseRateLimitStore } from './rate-limit-database-store.js';

/** The per-IP budget of login, also used by calls that could otherwise probe for accounts. */
export const perIpLimit = ({ loginThrottle }: ServerConfig) => ({
  max: loginThrottle.ipLimit,
  timeWindow: loginThrottle.ipWindowSeconds * 1000,
});

/** How long a starting server waits for Redis, so that its first logins are counted too. */
const REDIS_READY_WAIT_MS = 1_000;

async function sharedCounters(
  app: FastifyInstance,
  redis: ServerConfig['redis'],
): Promise<RateLimitPluginOptions> {
  if (!redis) return { store: databaseRateLimitStore(app.db) };
  // No offline queue: while Redis is away a count fails at once (and skipOnError lets the login through)
  // instead of waiting for reconnection attempts, which held each login for about 5 s.
  const client = new Redis(redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  client.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits) unavailable'));
  app.addHook('onClose', async () => {
    client.disconnect();
  });
  // An unreachable Redis ends the wait early with its first error; the server starts either way.
  await Promise.race([
    once(client, 'ready').catch(() => undefined),
    delay(REDIS_READY_WAIT_MS, undefined, { ref: false }),
  ]);
  return { redis: client, nameSpace: `${redis.keyPrefix}rate-limit:` };
}

/**
 * Per-IP limits for the routes that opt in with `config.rateLimit` (login). The counters are shared by
 * every instance: in Redis when REDIS_URL is set, else in the database (rate_limit_hits).
 */
export default fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    await app.register(rateLimit, {
      global: false,
      // A store that fails (Redis away) lets the request through, logged, rather than refusing every login:
      // the per-account lockout, in the database, still holds.
      skipOnError: true,
      ...(await sharedCounters(app, config.redis)),
      errorResponseBuilder: (_request, context) =>
        new HttpProblem(context.statusCode, dangerBody(MESSAGES.tooManyRequests(context.after)), {
          'retry-after': String(Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'refnet-rate-limit', dependencies: ['refnet-database'] },
);
