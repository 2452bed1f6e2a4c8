import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { notificationSettings, userProfiles, users } from '../../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import type { OutgoingEmail } from '../mail/outbox.js';
import { recipientName } from '../mail/recipient-name.js';
import {
  newReferralEmail,
  referralCancelledEmail,
  referralChangeConfirmationEmail,
  referralChangedByReceiverEmail,
  referralSentEmail,
} from '../mail/templates.js';
import type { ReferralAction } from './referral-state-machine.js';

// Outbox pattern: the e-mails are recorded in the transaction of the change and sent after it commits
// (Mailer.dispatch). They carry clinicians' names, the job role and a link: never patient data.

/** What the referral services need to send e-mail: the mailer, and the address the links start with. */
export interface ReferralMail {
  mailer: Mailer;
  publicUrl: string;
}

/** The pages the links open (SPEC §2.7 tabs by ?referralType=, §2.8). */
const PAGES = {
  inboundPending: '/referrals/inbound?referralType=inboundPending',
  openReferrals: '/referrals/inbound?referralType=openReferrals',
  inboundAccepted: '/referrals/inbound?referralType=inboundAccepted',
  inboundBooked: '/referrals/inbound?referralType=inboundBooked',
  inboundDna: '/referrals/inbound?referralType=inboundDna',
  inbound: '/referrals/inbound',
  outbound: '/referrals/outbound',
} as const;

/** What a change is called in an e-mail, and the receiver's page that now shows the referral. */
const CHANGES: Record<ReferralAction, { change: string; receiverPage: keyof typeof PAGES }> = {
  accept: { change: 'accepted', receiverPage: 'inboundAccepted' },
  reject: { change: 'rejected', receiverPage: 'inbound' },
  cancel: { change: 'cancelled', receiverPage: 'inbound' },
  book: { change: 'marked as booked', receiverPage: 'inboundBooked' },
  unbook: { change: 'set active again', receiverPage: 'inboundAccepted' },
  dna: { change: 'marked as did not attend', receiverPage: 'inboundDna' },
  undna: { change: 'set active again', receiverPage: 'inboundAccepted' },
};

const pageUrl = (publicUrl: string, page: keyof typeof PAGES) =>
  `${publicUrl.replace(/\/+$/, '')}${PAGES[page]}`;

/** The Open Referrals tab, which the open-referral digest links to. */
export const openReferralsUrl = (publicUrl: string) => pageUrl(publicUrl, 'openReferrals');

/** A missing settings row means every e-mail is wanted (SPEC §3 NotificationSettings defaults). */
const wants = (column: AnyColumn) => sql<boolean>`coalesce(${column}, true)`.mapWith(Boolean);

/** What a referral e-mail needs of a person: their address, their name and their notification flags. */
export type Clinician = {
  userProfileId: number;
  email: string;
  name: string;
  userCreatedReferral: boolean;
  userReceivedReferral: boolean;
  targetHasToggledReferral: boolean;
  userHasToggledReferral: boolean;
};

/**
 * A subquery: the people (Clinician, as a JSON array) whose user-profile ids `userProfileIds` (an int[]
 * expression) holds, so a write's checks read them in the same statement.
 */
export const mailPeopleJson = (userProfileIds: SQL) => sql`(select coalesce(json_agg(json_build_object(
    'userProfileId', ${userProfiles.id},
    'email', ${users.email},
    'name', ${recipientName},
    'userCreatedReferral', ${wants(notificationSettings.userCreatedReferral)},
    'userReceivedReferral', ${wants(notificationSettings.userReceivedReferral)},
    'targetHasToggledReferral', ${wants(notificationSettings.targetHasToggledReferral)},
    'userHasToggledReferral', ${wants(notificationSettings.userHasToggledReferral)})), '[]'::json)
  from ${userProfiles}
  inner join ${users} on ${users.id} = ${userProfiles.userId}
  left join ${notificationSettings} on ${notificationSettings.userProfileId} = ${userProfiles.id}
  where ${userProfiles.id} = any(${userProfileIds}))`;

/** The people read by mailPeopleJson, by user-profile id. */
export const toMailPeople = (people: readonly Clinician[]): ReadonlyMap<number, Clinician> =>
  new Map(people.map((person) => [person.userProfileId, person]));

export interface CreatedReferralMail {
  senderUserProfileId: number;
  /** The named clinician; null for an open referral. */
  targetUserProfileId: number | null;
  jobTitle: string;
}

/**
 * A referral was sent: the sender's receipt and the named clinician's notice. For an open referral the
 * role's holders are told by the open-referral digest (open-referral-digest.ts), from the notice row
 * written with the referral. `people` holds the sender and the target (see mailPeopleJson).
 */
export function referralCreatedEmails(
  people: ReadonlyMap<number, Clinician>,
  publicUrl: string,
  created: CreatedReferralMail,
): OutgoingEmail[] {
  const { senderUserProfileId: senderId, targetUserProfileId: targetId, jobTitle } = created;
  const sender = people.get(senderId);
  const target = targetId === null ? undefined : people.get(targetId);
  if (!sender) return [];
  const emails: OutgoingEmail[] = [];
  if (sender.userCreatedReferral) {
    const receiver = target ? target.name : `all ${jobTitle}s`;
    emails.push(referralSentEmail(sender, { receiver, url: pageUrl(publicUrl, 'outbound') }));
  }
  const about = { referrer: sender.name, jobTitle };
  if (target?.userReceivedReferral) {
    emails.push(newReferralEmail(target, { ...about, url: pageUrl(publicUrl, 'inboundPending') }));
  }
  return emails;
}

export interface ChangedReferralMail {
  action: ReferralAction;
  senderUserProfileId: number;
  /** The receiving clinician after the change; null for an open referral cancelled before anyone took it. */
  targetUserProfileId: number | null;
  /** The clinician who made the change (the one a delegate acted for). */
  actingClinicianUserProfileId: number;
  /** The delegate who pressed the button, or null when the clinician did. */
  delegateUserProfileId: number | null;
}

/**
 * A referral changed. The sender's cancellation tells the named clinician (userReceivedReferral); a
 * receiver's change tells the sender (targetHasToggledReferral); whoever changed it gets a
 * confirmation (userHasToggledReferral). `people` holds the sender, the target and the delegate.
 */
export function referralChangedEmails(
  people: ReadonlyMap<number, Clinician>,
  publicUrl: string,
  changed: ChangedReferralMail,
): OutgoingEmail[] {
  const { action, senderUserProfileId: senderId, targetUserProfileId: targetId } = changed;
  const delegateId = changed.delegateUserProfileId;
  const sender = people.get(senderId);
  const target = targetId === null ? undefined : people.get(targetId);
  const delegate = delegateId === null ? undefined : people.get(delegateId);
  const { change, receiverPage } = CHANGES[action];
  const emails: OutgoingEmail[] = [];
  const byTheSender = changed.actingClinicianUserProfileId === senderId;

  if (byTheSender) {
    if (action === 'cancel' && target?.userReceivedReferral && sender) {
      emails.push(
        referralCancelledEmail(target, { referrer: sender.name, url: pageUrl(publicUrl, 'inbound') }),
      );
    }
    if (sender?.userHasToggledReferral) {
      const referral = target ? `to ${target.name}` : 'you posted open to a job role';
      emails.push(
        referralChangeConfirmationEmail(sender, {
          change,
          referral,
          actor: delegate?.name ?? null,
          url: pageUrl(publicUrl, 'outbound'),
        }),
      );
    }
  } else {
    if (sender?.targetHasToggledReferral && target) {
      emails.push(
        referralChangedByReceiverEmail(sender, {
          receiver: target.name,
          change,
          url: pageUrl(publicUrl, 'outbound'),
        }),
      );
    }
    if (target?.userHasToggledReferral && sender) {
      emails.push(
        referralChangeConfirmationEmail(target, {
          change,
          referral: `from ${sender.name}`,
          actor: delegate?.name ?? null,
          url: pageUrl(publicUrl, receiverPage),
        }),
      );
    }
  }
  return emails;
}
