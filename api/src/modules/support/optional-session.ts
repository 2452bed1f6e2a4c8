import type { FastifyRequest } from 'fastify';
import { authenticate, type Session } from '../accounts/service.js';
import { readTokenHeader } from '../../security/tokens.js';

/**
 * The caller's session on a public route, when they sent a valid token; a missing, expired or
 * revoked token simply means a visitor (the route stays usable signed out).
 */
export async function optionalSession(request: FastifyRequest): Promise<Session | undefined> {
  const token = readTokenHeader(request.headers.authorization);
  return token ? authenticate(request.server.db, token) : undefined;
}
