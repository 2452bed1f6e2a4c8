import type { OutgoingEmail } from './outbox.js';

/** Every e-mail RefNet writes, in one place so the wording stays consistent. */

interface Person {
  email: string;
  name: string;
}

const lines = (...parts: string[]) => parts.join('\n');

/** A header value typed by a user: one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const verificationEmail = (to: Person, url: string): OutgoingEmail => ({
  to: to.email,
  subject: 'Please verify your e-mail address for RefNet',
  text: lines(
    `Dear ${to.name},`,
    '',
    'Thank you for registering with RefNet. Please verify your e-mail address by opening this link',
    'within 7 days:',
    '',
    url,
    '',
    'The RefNet team then approves your account, which may take up to 48 hours.',
    'If you did not register with RefNet, you can ignore this message.',
  ),
});

export const passwordResetEmail = (to: Person, url: string): OutgoingEmail => ({
  to: to.email,
  subject: 'Reset your RefNet password',
  text: lines(
    `Dear ${to.name},`,
    '',
    'Someone asked to reset the password of your RefNet account. To choose a new password, open this',
    'link within 1 hour:',
    '',
    url,
    '',
    'If you did not ask for this, you can ignore this message: your password stays as it is.',
  ),
});

export const verificationFailedEmail = (team: string, user: Person & { userId: number }): OutgoingEmail => ({
  to: team,
  subject: `E-mail verification failed: ${oneLine(user.email)}`,
  text: lines(
    `An e-mail verification link failed (invalid, expired or already used) for ${user.name}`,
    `<${user.email}>, user id ${user.userId}.`,
    '',
    'Please review the registration manually (SPEC: within 48 hours).',
  ),
});

export const helpRequestEmail = (
  team: string,
  request: Person & { subject: string; message: string; userId: number | undefined },
): OutgoingEmail => ({
  to: team,
  replyTo: request.email,
  subject: `Help request: ${oneLine(request.subject)}`,
  text: lines(
    `From: ${request.name} <${request.email}>${request.userId === undefined ? ' (not signed in)' : `, user id ${request.userId}`}`,
    `Subject: ${request.subject}`,
    '',
    request.message,
  ),
});

export const featureRequestEmail = (
  team: string,
  request: Person & { suggestion: string; userId: number },
): OutgoingEmail => ({
  to: team,
  replyTo: request.email,
  subject: `Feature suggestion from ${oneLine(request.name)}`,
  text: lines(`From: ${request.name} <${request.email}>, user id ${request.userId}`, '', request.suggestion),
});

export const errorReportEmail = (
  team: string,
  report: { errorDescription: string; userId: number | undefined; ipAddress: string },
): OutgoingEmail => ({
  to: team,
  subject: 'Error report from the RefNet web application',
  text: lines(
    `Reported by ${report.userId === undefined ? 'a visitor' : `user id ${report.userId}`} from ${report.ipAddress}`,
    '',
    report.errorDescription,
  ),
});

/** What RefNet is, in the words of an invitation. */
const REFNET_IN_ONE_SENTENCE =
  'RefNet is a referral network for UK clinicians: find colleagues by job role, specialty, insurer and location, and send and receive patient referrals securely.';

/**
 * SPEC §7.6 invitation of a clinician by a RefNet user. `hasAccount`: the address already has an
 * account, so the message points to the login page instead of registration.
 */
export const clinicianInvitationEmail = (
  invitee: Person,
  inviter: { name: string; jobTitles: readonly string[] },
  link: { url: string; hasAccount: boolean },
): OutgoingEmail => {
  const inviterName = oneLine(inviter.name);
  const who = inviter.jobTitles.length > 0 ? `${inviterName} (${inviter.jobTitles.join(', ')})` : inviterName;
  return {
    to: invitee.email,
    subject: `${inviterName} invites you to join RefNet`,
    text: lines(
      `Dear ${oneLine(invitee.name)},`,
      '',
      `${who} invites you to join RefNet.`,
      '',
      REFNET_IN_ONE_SENTENCE,
      '',
      ...(link.hasAccount
        ? ['You already have a RefNet account with this e-mail address. To sign in, open this link:']
        : ['To create your account, open this link:']),
      '',
      link.url,
      '',
      'If you were not expecting this invitation, you can ignore this message.',
    ),
  };
};
