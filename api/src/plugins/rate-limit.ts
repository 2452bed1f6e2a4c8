import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { MESSAGES } from '../http/messages.js';
import { HttpProblem, dangerBody } from '../http/problem.js';
import type { ServerConfig } from '../config.js';

/**
 * Per-IP limits for the routes that opt in with `config.rateLimit` (login). The counters live in
 * process memory: behind several instances each keeps its own, which the per-account lockout
 * (stored in the database) backs up.
 */
/** The per-IP budget of login, also used by calls that could otherwise probe for accounts. */
export const perIpLimit = ({ loginThrottle }: ServerConfig) => ({
  max: loginThrottle.ipLimit,
  timeWindow: loginThrottle.ipWindowSeconds * 1000,
});

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpProblem(context.statusCode, dangerBody(MESSAGES.tooManyRequests(context.after)), {
          'retry-after': String(Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'refnet-rate-limit' },
);
