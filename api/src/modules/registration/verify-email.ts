import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
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
 * §8): failedAt is set and, the first time, the team is e-mailed. A used link of a verified user
 * changes nothing and answers that the address is verified (issue 17: they had opened it twice); a
 * guessed link, whose code matches no link, changes nothing and fails.
 */
async function answerUnusableLink(
  db: Database,
  mailer: Mailer,
  link: OneTimeLink,
): Promise<VerifyEmailResponse | undefined> {
  const userId = await findLinkOwner(db, 'verify-email', link);
  if (userId === undefined) return undefined;
  const outcome = await db.transaction(async (tx) => {
    const status = await queries.findVerificationStatus(tx, userId);
    if (status?.verifiedAt) {
      const accountApproved = (await queries.findUserSummary(tx, userId))?.isApproved ?? false;
      return { alreadyVerified: { accountApproved } } as const;
    }
    await queries.markEmailVerificationFailed(tx, userId);
    const user = await queries.findUserSummary(tx, userId);
    if (status?.failedAt || !user) return {}; // the team already has it to review
    return {
      teamEmail: await recordEmail(tx, verificationFailedEmail(mailer.supportEmail, { ...user, userId })),
    };
  });
  if (outcome.teamEmail) mailer.dispatch(outcome.teamEmail);
  if (!outcome.alreadyVerified) return undefined;
  return {
    message: { variant: 'info', message: EMAIL_ALREADY_VERIFIED_MESSAGE },
    emailVerified: true,
    accountApproved: outcome.alreadyVerified.accountApproved,
    alreadyVerified: true,
  };
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
    const answer = await answerUnusableLink(db, mailer, link);
    if (answer) return answer;
    throw failed();
  }
  return {
    ...successBody(EMAIL_VERIFIED_MESSAGE),
    emailVerified: true,
    accountApproved,
    alreadyVerified: false,
  };
}
