import { AUTH_DETAIL } from '@refnet/contracts';
import { AWAITING_APPROVAL_MESSAGE } from '@refnet/contracts/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../http/messages.js';
import { addRouteOnSend, isWriteRoute } from '../http/write-routes.js';
import { dangerBody } from '../http/problem.js';
import { authenticateTokenHash, type Session } from '../modules/accounts/service.js';
import { SessionCache } from '../modules/accounts/session-cache.js';
import { API_TOKEN_API_MESSAGES } from '../modules/api-tokens/messages.js';
import { apiTokenLimiter, type ApiTokenRateLimit } from '../modules/api-tokens/rate-limit.js';
import { authenticateApiTokenHash } from '../modules/api-tokens/token-session.js';
import { hashToken, readCredentials, type Credentials } from '../security/tokens.js';

/**
 * Who may call a route. Every /api route must say so in `config.access`:
 * - `public`: anyone;
 * - `authenticated`: any signed-in user, approved or not (profile, help, check-auth);
 * - `verified`: a signed-in user the team has approved (staff always are) — every clinical route
 *   (clinics, clinicians, patients, referrals). Others get 403 AWAITING_APPROVAL_MESSAGE;
 * - `staff`: Staff or Full Admin; `full-admin`: Full Admin only.
 * A caller is a browser session (`Authorization: Token <key>`) or a personal API token
 * (`Authorization: Bearer rn_pat_…`), which acts as its owner does, within its own rate limit.
 */
export type Access = 'public' | 'authenticated' | 'verified' | 'staff' | 'full-admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** On a `full-admin` route: what Staff are told (default: permission denied, as everyone else is). */
    staffRefusal?: string;
    /**
     * A write that changes nobody's account, session, group or delegate link (a referral's create and
     * transitions): answering it leaves the cached sessions in place, as a read does.
     */
    keepsSessions?: boolean;
    /**
     * Only a signed-in person may call it, never a personal API token (managing tokens, signing out, changing
     * the password): a token gets 403 with API_TOKEN_API_MESSAGES.sessionOnly.
     */
    sessionOnly?: boolean;
  }
  interface FastifyRequest {
    /** The caller's session on non-public routes (set before the handler runs). */
    auth: Session | null;
    /** The personal API token the request was authenticated by, whatever the answer (for its audit trail). */
    apiToken: { id: number; name: string; userId: number } | null;
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
const guardWith = (
  sessions: SessionCache,
  withinTokenLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>,
) =>
  async function guard(request: FastifyRequest, reply: FastifyReply) {
    const access = request.routeOptions.config.access ?? 'public';
    if (access === 'public' || request.is404) return;

    const credentials = readCredentials(request.headers.authorization);
    if (!credentials) return reply.code(403).send({ detail: AUTH_DETAIL.missing });

    const session = await sessionOf(request, sessions, credentials);
    if (!session) return reply.code(403).send({ detail: AUTH_DETAIL.invalid });
    if (session.apiToken) {
      request.apiToken = { ...session.apiToken, userId: session.identity.user.id };
      if (!(await withinTokenLimit(request, reply))) return reply;
      if (request.routeOptions.config.sessionOnly)
        return reply.code(403).send(dangerBody(API_TOKEN_API_MESSAGES.sessionOnly));
    }
    if (access === 'verified') {
      if (!session.identity.isVerified) return reply.code(403).send(dangerBody(AWAITING_APPROVAL_MESSAGE));
    } else if (!isAllowed(access, session)) {
      const { staffRefusal } = request.routeOptions.config;
      const refusal = session.identity.isAdmin && staffRefusal ? staffRefusal : MESSAGES.permissionDenied;
      return reply.code(403).send(dangerBody(refusal));
    }

    request.auth = session;
  };

/**
 * The session the credentials open: a browser's, or a personal API token's (its owner's, exactly as if they
 * had signed in). Both are cached for a few seconds by their hash, an API token's under a key of its own, so
 * that an API token sent as a session key (`Token rn_pat_…`) never finds its session.
 */
async function sessionOf(
  request: FastifyRequest,
  sessions: SessionCache,
  { kind, token }: Credentials,
): Promise<Session | undefined> {
  const tokenHash = hashToken(token);
  const cacheKey = kind === 'api-token' ? `api-token ${tokenHash}` : tokenHash;
  const cached = sessions.get(cacheKey);
  if (cached) return cached;
  const authenticate = kind === 'api-token' ? authenticateApiTokenHash : authenticateTokenHash;
  const session = await authenticate(request.server.db, tokenHash);
  if (session) sessions.set(cacheKey, session);
  return session;
}

export interface AuthOptions {
  sessionCacheSeconds: number;
  apiTokenRateLimit: ApiTokenRateLimit;
}

export default fp<AuthOptions>(
  async (app, { sessionCacheSeconds, apiTokenRateLimit }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('apiToken', null);
    const sessions = new SessionCache(sessionCacheSeconds * 1000);

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/') && route.config?.access === undefined) {
        throw new Error(`${String(route.method)} ${route.url} must declare config.access`);
      }
      // A write that may change who may do what has committed by the time its answer is sent: sessions
      // read before it are not reused.
      if (isWriteRoute(route) && !route.config?.keepsSessions)
        addRouteOnSend(route, (_request, _reply, payload, done) => {
          sessions.clear();
          done(null, payload);
        });
    });

    // onRequest: refuse before the body is even parsed.
    app.addHook('onRequest', guardWith(sessions, apiTokenLimiter(app, apiTokenRateLimit)));
  },
  { name: 'refnet-auth', dependencies: ['refnet-database', 'refnet-rate-limit'] },
);

/** The session of a route declared `authenticated` or stricter. */
export function requireAuth(request: FastifyRequest): Session {
  if (!request.auth) throw new Error(`${request.routeOptions.url} is not declared as an authenticated route`);
  return request.auth;
}
