import { AUTH_DETAIL } from '@refnet/contracts';
import { AWAITING_APPROVAL_MESSAGE } from '@refnet/contracts/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../http/messages.js';
import { dangerBody } from '../http/problem.js';
import { authenticate, type Session } from '../modules/accounts/service.js';
import { readTokenHeader } from '../security/tokens.js';

/**
 * Who may call a route. Every /api route must say so in `config.access`:
 * - `public`: anyone;
 * - `authenticated`: any signed-in user, approved or not (profile, help, check-auth);
 * - `verified`: a signed-in user the team has approved (staff always are) — every clinical route
 *   (clinics, clinicians, patients, referrals). Others get 403 AWAITING_APPROVAL_MESSAGE;
 * - `staff`: Staff or Full Admin; `full-admin`: Full Admin only.
 */
export type Access = 'public' | 'authenticated' | 'verified' | 'staff' | 'full-admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller's session on non-public routes (set before the handler runs). */
    auth: Session | null;
  }
}

const isAllowed = (access: Exclude<Access, 'public' | 'verified'>, { identity }: Session) =>
  access === 'authenticated' ||
  (access === 'staff' && identity.isAdmin) ||
  (access === 'full-admin' && identity.groups.includes('Full Admin'));

/**
 * DRF-style answers (SPEC §4): the two `detail` 403s make the client drop its session; a refusal
 * for a signed-in user has the `message` shape instead so the client keeps it.
 */
async function guard(request: FastifyRequest, reply: FastifyReply) {
  const access = request.routeOptions.config.access ?? 'public';
  if (access === 'public' || request.is404) return;

  const token = readTokenHeader(request.headers.authorization);
  if (!token) return reply.code(403).send({ detail: AUTH_DETAIL.missing });

  const session = await authenticate(request.server.db, token);
  if (!session) return reply.code(403).send({ detail: AUTH_DETAIL.invalid });
  if (access === 'verified') {
    if (!session.identity.isVerified) return reply.code(403).send(dangerBody(AWAITING_APPROVAL_MESSAGE));
  } else if (!isAllowed(access, session)) {
    return reply.code(403).send(dangerBody(MESSAGES.permissionDenied));
  }

  request.auth = session;
}

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/') && route.config?.access === undefined) {
        throw new Error(`${String(route.method)} ${route.url} must declare config.access`);
      }
    });

    // onRequest: refuse before the body is even parsed.
    app.addHook('onRequest', guard);
  },
  { name: 'refnet-auth', dependencies: ['refnet-database'] },
);

/** The session of a route declared `authenticated` or stricter. */
export function requireAuth(request: FastifyRequest): Session {
  if (!request.auth) throw new Error(`${request.routeOptions.url} is not declared as an authenticated route`);
  return request.auth;
}
