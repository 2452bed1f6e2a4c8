import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/query-rows.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { bumpClinicianStamp } from './referral-news.js';
import { findReferralParty } from './referral-party.js';
import { unreadConversationsCount } from '../referrals/referral-list-sql.js';

/** The header badge's unread count on its own (after a read mark). */
async function countUnreadConversations(db: Database, clinicianUserProfileId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ${unreadConversationsCount(clinicianUserProfileId)} as n`,
  );
  return row?.n ?? 0;
}

/**
 * POST /referrals/{refId}/read/: the acting clinician (or their delegate) has opened the thread: their
 * unread notice goes, and with it a new stamp on their lists so the kept badge count is built again.
 * Answers the count afterwards.
 */
export async function markConversationRead(
  db: Database,
  acting: ActingClinician,
  referralId: number,
): Promise<{ nUnreadConversations: number }> {
  const clinicianId = acting.clinicianUserProfileId;
  await findReferralParty(db, acting, referralId);
  await db.transaction(async (tx) => {
    const removed = await queryRows<{ referralId: number }>(
      tx,
      sql`delete from referral_unread_notices
          where recipient_user_profile_id = ${clinicianId} and referral_id = ${referralId}
          returning referral_id as "referralId"`,
    );
    if (removed.length > 0) await bumpClinicianStamp(tx, clinicianId);
  });
  return { nUnreadConversations: await countUnreadConversations(db, clinicianId) };
}
