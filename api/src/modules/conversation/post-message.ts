import {
  CONVERSATION_MESSAGES,
  type PostMessageRequest,
  type PostMessageResponse,
  type TimelineMessageEntry,
} from '@refnet/contracts/conversation';
import type { ReferralEventPerson } from '@refnet/contracts/referrals';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/query-rows.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import type { ReferralMail } from '../referrals/referral-mail.js';
import { refuseIdentifyingText } from './patient-identity.js';
import { announceReferralNews } from './referral-news.js';
import { findReferralParty, otherSideOf, type ReferralParty } from './referral-party.js';

const badRequest = (message: string) => new HttpProblem(400, dangerBody(message));

/** A correction names an earlier message of the same referral written by the same side (the same clinician). */
async function checkCorrected(db: Database, party: ReferralParty, clinicianId: number, messageId: number) {
  const [corrected] = await queryRows<{ clinicianId: number }>(
    db,
    sql`select coalesce(on_behalf_of_user_profile_id, author_user_profile_id) as "clinicianId"
        from referral_messages where id = ${messageId} and referral_id = ${party.referralId}`,
  );
  if (!corrected) throw badRequest(CONVERSATION_MESSAGES.correctsNotFound);
  if (corrected.clinicianId !== clinicianId) throw badRequest(CONVERSATION_MESSAGES.correctsOtherSide);
}

interface InsertedMessage {
  id: number;
  at: Date | string;
  actor: ReferralEventPerson;
  onBehalfOf: ReferralEventPerson | null;
}

const personJson = (alias: string) =>
  sql.raw(`(select json_build_object('id', p.id, 'title', p.title, 'firstName', p.first_name,
    'lastName', p.last_name) from user_profiles p where p.id = m.${alias})`);

/**
 * POST /referrals/{refId}/messages/: a message from one side of the referral to the other, in one
 * transaction with the other side's unread notice and e-mail (announceReferralNews); the e-mail leaves
 * after the commit. Before the receiver accepts, the sender's side may not identify the patient (400).
 * Messages are never changed: a mistake is followed by a correction naming the message it corrects.
 */
export async function postMessage(
  db: Database,
  mail: ReferralMail,
  acting: ActingClinician,
  referralId: number,
  request: PostMessageRequest,
): Promise<PostMessageResponse> {
  const clinicianId = acting.clinicianUserProfileId;
  const onBehalfOf = acting.callerUserProfileId === clinicianId ? null : clinicianId;
  const { entry, emails } = await db.transaction(async (tx) => {
    const party = await findReferralParty(tx, acting, referralId);
    otherSideOf(party);
    if (party.role === 'sender' && !party.receiverHasAccepted) {
      await refuseIdentifyingText(tx, party.patientId, request.body);
    }
    const corrects = request.correctsMessageId ?? null;
    if (corrects !== null) await checkCorrected(tx, party, clinicianId, corrects);
    const [inserted] = await queryRows<InsertedMessage>(
      tx,
      sql`with m as (
            insert into referral_messages
              (referral_id, author_user_profile_id, on_behalf_of_user_profile_id, body, corrects_message_id)
            values (${referralId}, ${acting.callerUserProfileId}, ${onBehalfOf}, ${request.body}, ${corrects})
            returning id, created_at, author_user_profile_id, on_behalf_of_user_profile_id)
          select m.id, m.created_at as at, ${personJson('author_user_profile_id')} as actor,
            ${personJson('on_behalf_of_user_profile_id')} as "onBehalfOf"
          from m`,
    );
    if (!inserted) throw new Error('the message insert returned no row');
    const recorded = await announceReferralNews(
      tx,
      { party, actingClinicianUserProfileId: clinicianId, kind: 'message' },
      mail.publicUrl,
    );
    const message: TimelineMessageEntry = {
      kind: 'message',
      id: inserted.id,
      at: new Date(inserted.at).toISOString(),
      actor: inserted.actor,
      onBehalfOf: inserted.onBehalfOf,
      side: party.role,
      body: request.body,
      correctsMessageId: corrects,
    };
    return { entry: message, emails: recorded };
  });
  for (const email of emails) mail.mailer.dispatch(email);
  return { ...successBody(CONVERSATION_MESSAGES.sent), entry };
}
