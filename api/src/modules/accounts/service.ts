import { APP_VERSION, LOGIN_FAILED_MESSAGE, type LoginRequest, type LoginResponse } from '@refnet/contracts';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { verifyAgainstDummy, verifyPassword } from '../../security/passwords.js';
import { TOKEN_LIFETIME_MS, generateToken, hashToken } from '../../security/tokens.js';
import { toIdentity, type Identity, type IdentityRow } from './identity.js';
import { afterFailedPasswordCheck, reservePasswordCheck } from './password-checks.js';
import * as queries from './queries.js';

/** The personal API token a request came with (issue 21): its row and its name. */
export interface ApiTokenRef {
  id: number;
  name: string;
}

export interface Session {
  /** The session token's row (auth_tokens); null when a personal API token made the request. */
  tokenId: number | null;
  identity: Identity;
  /** The signed-in user's profile, read with the session (staff may have none). */
  userProfileId: number | null;
  /** Present when a personal API token made the request: it acts as its owner does. */
  apiToken?: ApiTokenRef;
}

type LoginThrottle = ServerConfig['loginThrottle'];

/** Usernames are e-mail addresses, compared trimmed and lower-case. */
export const normaliseUsername = (username: string) => username.trim().toLowerCase();

const loginFailed = () => new HttpProblem(400, dangerBody(LOGIN_FAILED_MESSAGE));

/**
 * The password step of SPEC §7.2 POST /login/. Unknown user, wrong password and a disabled account all give
 * the same answer in about the same time; too many failures for one username lock it for a while, even while
 * many requests for it arrive at once on several servers (reservePasswordCheck). The check stays counted as
 * a failure until a session opens (openSession clears it), so a second factor's codes count toward the same
 * lockout however often the password is sent again.
 */
export async function checkLoginPassword(
  db: Database,
  request: LoginRequest & { ipAddress: string },
  throttle: LoginThrottle,
): Promise<queries.LoginCandidate> {
  const username = normaliseUsername(request.username);

  await reservePasswordCheck(db, { username, ipAddress: request.ipAddress }, throttle);

  const candidate = await queries.findLoginCandidate(db, username);
  const passwordMatches = candidate
    ? await verifyPassword(candidate.passwordHash, request.password)
    : await verifyAgainstDummy(request.password);

  if (!candidate || !passwordMatches || !candidate.canSignIn) {
    await afterFailedPasswordCheck(db, throttle);
    throw loginFailed();
  }
  return candidate;
}

/**
 * Opens a session for a user who has proved who they are, lifting their login failures; pass the
 * transaction of whatever else the sign-in spends (a challenge, a code). Answers SPEC §7.2's login keys.
 */
export async function openSession(tx: Database, user: IdentityRow): Promise<LoginResponse> {
  const token = generateToken();
  await queries.insertToken(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
  });
  await queries.recordLastLogin(tx, user.id);
  await queries.clearLoginFailures(tx, normaliseUsername(user.email));
  const { groups: _groups, ...identity } = toIdentity(user);
  return { version: APP_VERSION, token, ...identity };
}

// Writing last_used_at on every request would turn each read into a write; a coarse stamp is enough.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The session a presented token opens, or undefined when it is unknown, expired or revoked. */
export const authenticate = (db: Database, token: string): Promise<Session | undefined> =>
  authenticateTokenHash(db, hashToken(token));

/** authenticate, given the token's hash (hashToken). */
export async function authenticateTokenHash(db: Database, tokenHash: string): Promise<Session | undefined> {
  const row = await queries.findSessionByTokenHash(db, tokenHash);
  if (!row) return undefined;
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) await queries.touchToken(db, row.tokenId);
  return { tokenId: row.tokenId, identity: toIdentity(row), userProfileId: row.userProfileId };
}

/** Ends the browser session (the route is session-only: an API token is revoked on its own page). */
export async function logout(db: Database, session: Session) {
  if (session.tokenId !== null) await queries.revokeToken(db, session.tokenId);
}
