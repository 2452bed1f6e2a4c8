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

/** To a user the team has just approved (issue 17): until now they could only see the pending screen. */
export const accountApprovedEmail = (to: Person, loginUrl: string): OutgoingEmail => ({
  to: to.email,
  subject: 'Your RefNet account has been approved',
  text: lines(
    `Dear ${oneLine(to.name)},`,
    '',
    'The RefNet team has approved your account. You can now sign in and use RefNet:',
    '',
    loginUrl,
    '',
    'RefNet is in beta: there is no charge for using it during the beta.',
  ),
});

/**
 * To the clinicians who typed in an insurer the team has rejected (issue 17): it is no longer listed at
 * their clinics, and they can choose a listed one instead.
 */
export const insurerRejectedEmail = (
  to: Person,
  about: { provider: string; profileUrl: string },
): OutgoingEmail => ({
  to: to.email,
  subject: 'An insurer you added on RefNet was not accepted',
  text: lines(
    `Dear ${oneLine(to.name)},`,
    '',
    `You added the insurer "${oneLine(about.provider)}" to your clinics on RefNet. The RefNet team could not`,
    'match it to an insurer it recognises, so it has been taken off your clinics. The rest of your profile is',
    'unchanged. To choose from the insurers RefNet lists, or to add it again as the insurer names itself,',
    'open your profile:',
    '',
    about.profileUrl,
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

/**
 * SPEC §7.5 a clinician's invitation of a delegate. It names the clinician and nothing of their
 * patients: the delegate sees those only after signing up.
 */
export const delegateInvitationEmail = (
  delegate: Person,
  clinicianName: string,
  url: string,
): OutgoingEmail => {
  const clinician = oneLine(clinicianName);
  return {
    to: delegate.email,
    subject: `${clinician} invites you to be their delegate on RefNet`,
    text: lines(
      `Dear ${oneLine(delegate.name)},`,
      '',
      `${clinician} has invited you to RefNet as their delegate, to manage patients and referrals on`,
      'their behalf with the permissions they give you.',
      '',
      REFNET_IN_ONE_SENTENCE,
      '',
      'To set up your account and choose your password, open this link within 7 days:',
      '',
      url,
      '',
      'If you were not expecting this invitation, you can ignore this message.',
    ),
  };
};

// ---------- Referrals (issue 6) ----------
// These name clinicians and the job role only: never the patient, nor anything written about them.

const REFERRAL_FOOTER =
  'To change which e-mails RefNet sends you, update your notification settings on your profile.';

/** userCreatedReferral: to the sender. `receiver` is a clinician's name or "all {job title}s". */
export const referralSentEmail = (to: Person, about: { receiver: string; url: string }): OutgoingEmail => ({
  to: to.email,
  subject: 'Your RefNet referral has been sent',
  text: lines(
    `Dear ${oneLine(to.name)},`,
    '',
    `Your referral to ${oneLine(about.receiver)} has been sent. To follow it, open this link:`,
    '',
    about.url,
    '',
    REFERRAL_FOOTER,
  ),
});

/** userReceivedReferral: to the clinician a referral names. */
export const newReferralEmail = (
  to: Person,
  about: { referrer: string; jobTitle: string; url: string },
): OutgoingEmail => ({
  to: to.email,
  subject: 'You have a new referral on RefNet',
  text: lines(
    `Dear ${oneLine(to.name)},`,
    '',
    `${oneLine(about.referrer)} has sent you a referral (${oneLine(about.jobTitle)}). To see it and accept or`,
    'reject it, open this link:',
    '',
    about.url,
    '',
    REFERRAL_FOOTER,
  ),
});

/**
 * newOpenReferral: the digest to a clinician holding a job role, of the referrals posted open to it since
 * the last one (referrals/open-referral-digest.ts). `count` is a number, or the placeholder the digest's
 * statement puts each holder's number in.
 */
export const openReferralDigestEmail = (
  to: Person,
  about: { count: number | string; jobTitle: string; url: string },
): OutgoingEmail => {
  const jobTitles = `${oneLine(about.jobTitle)}s`;
  const one = about.count === 1;
  return {
    to: to.email,
    subject: one
      ? `A new open referral for ${jobTitles} on RefNet`
      : `${about.count} new open referrals for ${jobTitles} on RefNet`,
    text: lines(
      `Dear ${oneLine(to.name)},`,
      '',
      one
        ? `A referral has been posted open to all ${jobTitles} since RefNet last wrote to you about them.`
        : `${about.count} referrals have been posted open to all ${jobTitles} since RefNet last wrote to you about them.`,
      'The first clinician to accept a referral receives it. To see the open referrals, open this link:',
      '',
      about.url,
      '',
      REFERRAL_FOOTER,
    ),
  };
};

/** userReceivedReferral: to the clinician a cancelled referral named. */
export const referralCancelledEmail = (
  to: Person,
  about: { referrer: string; url: string },
): OutgoingEmail => ({
  to: to.email,
  subject: 'A referral to you has been cancelled on RefNet',
  text: lines(
    `Dear ${oneLine(to.name)},`,
    '',
    `${oneLine(about.referrer)} has cancelled a referral they had sent you. Your referrals are here:`,
    '',
    about.url,
    '',
    REFERRAL_FOOTER,
  ),
});

/** targetHasToggledReferral: to the sender. `change` e.g. "accepted", "marked as booked". */
export const referralChangedByReceiverEmail = (
  to: Person,
  about: { receiver: string; change: string; url: string },
): OutgoingEmail => ({
  to: to.email,
  subject: `Your referral has been ${about.change} on RefNet`,
  text: lines(
    `Dear ${oneLine(to.name)},`,
    '',
    `Your referral to ${oneLine(about.receiver)} has been ${about.change} by them. To see it, open this link:`,
    '',
    about.url,
    '',
    REFERRAL_FOOTER,
  ),
});

/**
 * userHasToggledReferral: to the clinician who made the change, or for whom their delegate `actor` made
 * it. `referral` says which: "from Dr Amelia Hart" or "to Dr Omar Said".
 */
export const referralChangeConfirmationEmail = (
  to: Person,
  about: { change: string; referral: string; actor: string | null; url: string },
): OutgoingEmail => ({
  to: to.email,
  subject: `Confirmation: a referral has been ${about.change} on RefNet`,
  text: lines(
    `Dear ${oneLine(to.name)},`,
    '',
    `The referral ${oneLine(about.referral)} has been ${about.change} by ${about.actor === null ? 'you' : `${oneLine(about.actor)} on your behalf`}.`,
    'To see your referrals, open this link:',
    '',
    about.url,
    '',
    REFERRAL_FOOTER,
  ),
});

/**
 * referralMessage (issue 22): to the other side of a referral, of a message or file added to it. It says
 * who and where, never what: the message or file may be about the patient.
 */
export const referralNewsEmail = (
  to: Person,
  about: { from: string; kind: 'message' | 'attachment'; url: string },
): OutgoingEmail => {
  const from = oneLine(about.from);
  const message = about.kind === 'message';
  return {
    to: to.email,
    subject: message
      ? `${from} has written on a referral on RefNet`
      : `${from} has added a file to a referral on RefNet`,
    text: lines(
      `Dear ${oneLine(to.name)},`,
      '',
      message
        ? `${from} has written a message on a referral between you. To read it, open this link:`
        : `${from} has added a file to a referral between you. To see it, open this link:`,
      '',
      about.url,
      '',
      REFERRAL_FOOTER,
    ),
  };
};
