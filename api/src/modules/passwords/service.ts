import { setImmediate } from 'node:timers/promises';
import {
  INCORRECT_PASSWORD_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  RESET_REQUEST_SENT_MESSAGE,
  SET_NEW_PASSWORD_FAILED_MESSAGE,
  SET_NEW_PASSWORD_SUCCESS_MESSAGE,
  type PasswordMessageResponse,
  type PasswordUpdateRequest,
  type SetNewPasswordRequest,
} from '@refnet/contracts/accounts';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { deleteUnusedLinks, issueLink, linkUrl, redeemLink } from '../../security/one-time-links.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { afterFailedPasswordCheck, reservePasswordCheck } from '../accounts/password-checks.js';
import { clearLoginFailures, revokeUserTokens } from '../accounts/queries.js';
import type { Session } from '../accounts/service.js';
import type { Mailer } from '../mail/mailer.js';
import { recordEmail } from '../mail/outbox.js';
import { passwordResetEmail } from '../mail/templates.js';
import * as queries from './queries.js';

/** The front-end route a reset link opens (SPEC §2.1). */
export const SET_NEW_PASSWORD_PATH = '/user/set-new-password';

/**
 * POST /user/password/reset/. The answer is the same whether or not an account uses the address, and
 * it is sent before any of the work (the account lookup, the link, the e-mail's outbox row) starts, in the
 * background: both answers take the same time, so neither reveals who has an account.
 */
export function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  email: string,
): PasswordMessageResponse {
  mailer.runInBackground(async () => {
    // Once the answer has gone: on the embedded database a query runs on this thread, and would delay it.
    await setImmediate();
    const user = await queries.findResetCandidate(db, email);
    const recorded = await db.transaction(async (tx) => {
      if (!user?.canSignIn) {
        await deleteUnusedLinks(tx, user?.id ?? 0, 'password-reset');
        return undefined;
      }
      const link = await issueLink(tx, user.id, 'password-reset', { replacePrevious: true });
      return recordEmail(tx, passwordResetEmail(user, linkUrl(publicUrl, SET_NEW_PASSWORD_PATH, link)));
    });
    if (recorded) mailer.dispatch(recorded);
  });
  return { message: { variant: 'info', message: RESET_REQUEST_SENT_MESSAGE } };
}

/**
 * POST /user/password/reset/set-new/: one use of a valid link sets the password, signs the user out
 * everywhere and lifts a login lockout, all in one transaction.
 */
export async function setNewPassword(
  db: Database,
  body: SetNewPasswordRequest,
): Promise<PasswordMessageResponse> {
  const passwordHash = await hashPassword(body.password); // outside the transaction: it is slow
  const changed = await db.transaction(async (tx) => {
    const userId = await redeemLink(tx, 'password-reset', body);
    if (userId === undefined) return false;
    const username = await queries.setPasswordHash(tx, userId, passwordHash);
    await revokeUserTokens(tx, userId);
    await clearLoginFailures(tx, username);
    return true;
  });
  if (!changed) throw new HttpProblem(400, dangerBody(SET_NEW_PASSWORD_FAILED_MESSAGE));
  return successBody(SET_NEW_PASSWORD_SUCCESS_MESSAGE);
}

/**
 * PUT /user/password/update/. A wrong current password counts as a failed login, so a stolen
 * session cannot be used to guess the password past the account lockout. Other sessions end;
 * the caller's stays (the client signs in again with the new password, SPEC §4).
 */
export async function updatePassword(
  db: Database,
  session: Session,
  request: PasswordUpdateRequest & { ipAddress: string },
  throttle: ServerConfig['loginThrottle'],
): Promise<PasswordMessageResponse> {
  const userId = session.identity.user.id;
  const username = session.identity.user.username;

  await reservePasswordCheck(db, { username, ipAddress: request.ipAddress }, throttle);
  const currentHash = await queries.findPasswordHash(db, userId);
  if (currentHash === undefined || !(await verifyPassword(currentHash, request.currentPassword))) {
    await afterFailedPasswordCheck(db, throttle);
    throw new HttpProblem(400, dangerBody(INCORRECT_PASSWORD_MESSAGE));
  }

  const passwordHash = await hashPassword(request.newPassword);
  await db.transaction(async (tx) => {
    await queries.setPasswordHash(tx, userId, passwordHash);
    await revokeUserTokens(tx, userId, session.tokenId ?? undefined);
    await clearLoginFailures(tx, username);
  });
  return successBody(PASSWORD_UPDATED_MESSAGE);
}
