import {
  EMAIL_VERIFICATION_FAILED_MESSAGE,
  type OneTimeLink,
  type VerifyEmailResponse,
} from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { findLinkOwner, parseLinkSegment, redeemLink } from '../../security/one-time-links.js';
import type { Mailer } from '../mail/mailer.js';
import { recordEmail } from '../mail/outbox.js';
import { verificationFailedEmail } from '../mail/templates.js';
import * as queries from './queries.js';

export const EMAIL_VERIFIED_MESSAGE = 'Thank you, your e-mail address has been verified.';

const failed = () => new HttpProblem(400, dangerBody(EMAIL_VERIFICATION_FAILED_MESSAGE));

/**
 * A failed link that was genuinely issued to a not yet verified user (right code, but expired,
 * already used or with a changed expiry) puts their registration up for manual review (SPEC §4,
 * §8): failedAt is set and, the first time, the team is e-mailed. A replayed link of a verified
 * user, or a guessed one whose code matches no link, changes nothing.
 */
async function recordFailure(db: Database, mailer: Mailer, link: OneTimeLink) {
  const userId = await findLinkOwner(db, 'verify-email', link);
  if (userId === undefined) return;
  const recorded = await db.transaction(async (tx) => {
    const status = await queries.findVerificationStatus(tx, userId);
    if (status?.verifiedAt) return undefined;
    await queries.markEmailVerificationFailed(tx, userId);
    const user = await queries.findUserSummary(tx, userId);
    if (status?.failedAt || !user) return undefined; // the team already has it to review
    return recordEmail(tx, verificationFailedEmail(mailer.supportEmail, { ...user, userId }));
  });
  if (recorded) mailer.dispatch(recorded);
}

/** SPEC §7.5 POST /register/verify-email/user={user}&time={time}&code={code}/. */
export async function verifyEmail(
  db: Database,
  mailer: Mailer,
  segment: string,
): Promise<VerifyEmailResponse> {
  const link = parseLinkSegment(segment);
  if (!link) throw failed();

  const accountApproved = await db.transaction(async (tx) => {
    const userId = await redeemLink(tx, 'verify-email', link);
    if (userId === undefined) return undefined;
    await queries.markEmailVerified(tx, userId);
    return (await queries.findUserSummary(tx, userId))?.isApproved ?? false;
  });
  if (accountApproved === undefined) {
    await recordFailure(db, mailer, link);
    throw failed();
  }
  return {
    ...successBody(EMAIL_VERIFIED_MESSAGE),
    emailVerified: true,
    accountApproved,
  };
}
