import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/query-rows.js';
import { recordEmails, type RecordedEmail } from '../mail/outbox.js';
import { publicPageUrl } from '../mail/page-url.js';
import { recipientName } from '../mail/recipient-name.js';
import { referralNewsEmail } from '../mail/templates.js';
import { notificationSettings, userProfiles, users } from '../../db/schema.js';
import { otherSideOf, type ReferralParty } from './referral-party.js';
import type { ReferralStatus } from '@refnet/contracts/referrals';

/** Something one side of a referral added to it, which the other side has not seen yet. */
export interface ReferralNews {
  /** The referral as its writer's side sees it, read in the writer's transaction (findReferralParty). */
  party: ReferralParty;
  /** The clinician who added it (the one a delegate acted for). */
  actingClinicianUserProfileId: number;
  kind: 'message' | 'attachment';
}

/** The receiver's tab that shows a referral in this state (SPEC §2.7 ?referralType=). */
const RECEIVER_TABS: Partial<Record<ReferralStatus, string>> = {
  PENDING: 'inboundPending',
  ACCEPTED: 'inboundAccepted',
  BOOKED: 'inboundBooked',
  DNA: 'inboundDna',
};

/** Where the e-mail's link goes: the recipient's list that shows the referral. */
function referralPage(recipientIsReceiver: boolean, status: ReferralStatus) {
  if (!recipientIsReceiver) return '/referrals/outbound';
  const tab = RECEIVER_TABS[status];
  return tab ? `/referrals/inbound?referralType=${tab}` : '/referrals/inbound';
}

interface NewsPeople {
  recipientEmail: string;
  recipientName: string;
  wantsEmail: boolean;
  fromName: string;
}

/** The recipient's address, name and referralMessage flag (a missing settings row wants it), and the author's name. */
async function readNewsPeople(db: Database, recipientId: number, fromId: number): Promise<NewsPeople> {
  const [row] = await queryRows<NewsPeople>(
    db,
    sql`select ${users.email} as "recipientEmail", ${recipientName} as "recipientName",
          coalesce(${notificationSettings.referralMessage}, true) as "wantsEmail",
          (select trim(concat_ws(' ', nullif(a.title, ''), a.first_name, a.last_name))
             from ${userProfiles} a where a.id = ${fromId}) as "fromName"
        from ${userProfiles}
        join ${users} on ${users.id} = ${userProfiles.userId}
        left join ${notificationSettings} on ${notificationSettings.userProfileId} = ${userProfiles.id}
        where ${userProfiles.id} = ${recipientId}`,
  );
  if (!row) throw new Error(`user profile ${recipientId} of a referral was not found`);
  return row;
}

/**
 * Tells the other side of the referral that the acting clinician added a message or file to it, inside
 * the caller's transaction: their unread notice (the header badge counts these), a new stamp on their
 * lists so the kept notification count is built again, and, when their referralMessage setting wants it,
 * the e-mail, recorded in the outbox. Returns the recorded e-mails: dispatch them after the commit.
 * The e-mail names the author and links to the recipient's list: nothing of the patient or the news.
 * An open referral nobody has claimed has no other side: 409 (see otherSideOf).
 */
export async function announceReferralNews(
  tx: Database,
  news: ReferralNews,
  publicUrl: string,
): Promise<RecordedEmail[]> {
  const { party, actingClinicianUserProfileId: fromId } = news;
  const recipientId = otherSideOf(party);
  const noticed = await queryRows(
    tx,
    sql`insert into referral_unread_notices (recipient_user_profile_id, referral_id)
        values (${recipientId}, ${party.referralId}) on conflict do nothing returning 1`,
  );
  // Only a new notice changes the badge: news on a referral already unread leaves the kept lists as they are.
  if (noticed.length > 0) await bumpClinicianStamp(tx, recipientId);
  const people = await readNewsPeople(tx, recipientId, fromId);
  if (!people.wantsEmail) return [];
  const url = publicPageUrl(publicUrl, referralPage(party.role === 'sender', party.status));
  return recordEmails(tx, [
    referralNewsEmail(
      { email: people.recipientEmail, name: people.recipientName },
      { from: people.fromName, kind: news.kind, url },
    ),
  ]);
}

/** A new stamp on the clinician's lists (list_stamps), so their kept answers, the badge's count included, are built again. */
export async function bumpClinicianStamp(tx: Database, clinicianUserProfileId: number): Promise<void> {
  await tx.execute(sql`select bump_list_stamps('clinician', array[${clinicianUserProfileId}]::int[])`);
}
