import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dangerBody } from '../../http/problem.js';
import { API_TOKEN_API_MESSAGES } from './messages.js';

export interface ApiTokenRateLimit {
  /** Requests one token may make in a window. */
  max: number;
  windowSeconds: number;
}

/**
 * Each API token's own budget, counted in the store the per-IP limits share (Redis, else the database), so
 * that every API instance counts together; one token's script running away slows that token alone. Answers
 * whether the request may go on: if not, the 429 has been sent.
 */
export function apiTokenLimiter(app: FastifyInstance, { max, windowSeconds }: ApiTokenRateLimit) {
  const count = app.createRateLimit({
    max,
    timeWindow: windowSeconds * 1000,
    keyGenerator: (request) => `api-token-${request.apiToken?.id}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const counted = await count(request);
    if (counted.isAllowed) return true;
    reply.header('x-ratelimit-limit', String(max));
    reply.header('x-ratelimit-remaining', String(counted.remaining));
    if (!counted.isExceeded) return true;
    const retrySeconds = Math.max(1, counted.ttlInSeconds);
    await reply
      .code(429)
      .header('retry-after', String(retrySeconds))
      .send(dangerBody(API_TOKEN_API_MESSAGES.rateLimited(max, windowSeconds, retrySeconds)));
    return false;
  };
}
