import type { StaffTimelineResponse, TimelineQuery, TimelineResponse } from '@refnet/contracts/conversation';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/query-rows.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { findReferralParty, newsRefusal } from './referral-party.js';
import { readPartyTimeline, readStaffTimeline } from './timeline-page.js';
import { referralNotFound } from '../referrals/referral-not-found.js';

/**
 * GET /referrals/{refId}/timeline/: a page of the referral's timeline for one of its two sides. Nothing in
 * it is the patient's record: state changes, messages (which, before acceptance, the sender's side may not
 * write the patient's identity in: see postMessage) and files.
 */
export async function loadTimeline(
  db: Database,
  acting: ActingClinician,
  referralId: number,
  query: TimelineQuery,
): Promise<TimelineResponse> {
  const party = await findReferralParty(db, acting, referralId);
  const reader =
    party.role === 'receiver' && !party.receiverHasAccepted ? 'receiverBeforeAcceptance' : 'party';
  const page = await readPartyTimeline(db, referralId, party.senderUserProfileId, reader, query.before);
  const [notice] = await queryRows<{ unread: boolean }>(
    db,
    sql`select exists (select 1 from referral_unread_notices
          where recipient_user_profile_id = ${acting.clinicianUserProfileId} and referral_id = ${referralId})
        as unread`,
  );
  return {
    ...page,
    viewer: party.role,
    receiverHasAccepted: party.receiverHasAccepted,
    canPost: newsRefusal(party) === null,
    unread: Boolean(notice?.unread),
  };
}

/** GET /staff/referrals/{refId}/timeline/: any referral's timeline, without what was written or attached. */
export async function loadStaffTimeline(
  db: Database,
  referralId: number,
  query: TimelineQuery,
): Promise<StaffTimelineResponse> {
  const [referral] = await queryRows<{ senderUserProfileId: number }>(
    db,
    sql`select s.user_profile_id as "senderUserProfileId"
        from referrals r join clinician_role_profiles s on s.id = r.referrer_crp_id
        where r.id = ${referralId}`,
  );
  if (!referral) throw referralNotFound();
  return readStaffTimeline(db, referralId, referral.senderUserProfileId, query.before);
}
