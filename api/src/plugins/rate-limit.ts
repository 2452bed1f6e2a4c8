import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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

function sharedCounters(app: FastifyInstance, redis: ServerConfig['redis']): RateLimitPluginOptions {
  if (!redis) return { store: databaseRateLimitStore(app.db) };
  // One retry, not ioredis's 20: with Redis gone a request fails in about a second instead of hanging.
  const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  client.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits) unavailable'));
  app.addHook('onClose', async () => {
    await client.quit();
  });
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
      ...sharedCounters(app, config.redis),
      errorResponseBuilder: (_request, context) =>
        new HttpProblem(context.statusCode, dangerBody(MESSAGES.tooManyRequests(context.after)), {
          'retry-after': String(Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'refnet-rate-limit', dependencies: ['refnet-database'] },
);
