import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { MESSAGES } from '../../http/messages.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { forgetExpiredLoginFailures, reserveLoginAttempt } from './queries.js';

type LoginThrottle = ServerConfig['loginThrottle'];

const accountLocked = ({ lockoutWindowSeconds }: LoginThrottle) =>
  new HttpProblem(429, dangerBody(MESSAGES.accountLocked(Math.ceil(lockoutWindowSeconds / 60))), {
    'retry-after': String(lockoutWindowSeconds),
  });

/**
 * Call before checking a password for `username` (at login, or a signed-in user's current password):
 * the check counts as a failed login from here on, so however many run at once, no more than
 * `lockoutFailures` checks run per window. Throws the lockout answer once the window holds that many.
 * A success gives the attempt back by clearing the username's failures (clearLoginFailures).
 */
export async function reservePasswordCheck(
  db: Database,
  attempt: { username: string; ipAddress: string },
  throttle: LoginThrottle,
): Promise<void> {
  const reserved = await reserveLoginAttempt(db, attempt, {
    limit: throttle.lockoutFailures,
    windowSeconds: throttle.lockoutWindowSeconds,
  });
  if (!reserved) throw accountLocked(throttle);
}

/** After a wrong password: its failure is already recorded; failures too old to count are dropped. */
export const afterFailedPasswordCheck = (db: Database, throttle: LoginThrottle) =>
  forgetExpiredLoginFailures(db, throttle.lockoutWindowSeconds);
