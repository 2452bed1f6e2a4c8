import type { ReferralStatus } from '@refnet/contracts/referrals';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/query-rows.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { acceptedByReceiver, toReferralStatus } from '../patients/referral-status.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { CONVERSATION_API_MESSAGES } from './messages.js';
import { referralNotFound } from '../referrals/referral-not-found.js';

/** Who the acting clinician is to a referral they may converse on, and what the other side may see. */
export interface ReferralParty {
  referralId: number;
  /** sender: its referrer's clinician; receiver: the named or accepting clinician (delegates act as them). */
  role: 'sender' | 'receiver';
  status: ReferralStatus;
  /**
   * The receiver has accepted it (ACCEPTED, BOOKED, DNA, or REJECTED after acceptance): they may see the
   * patient's identity, so messages may carry it (SPEC §4 privacy).
   */
  receiverHasAccepted: boolean;
  patientId: number;
  senderUserProfileId: number;
  /** Null for an open referral nobody has claimed yet: there is no other side to write to. */
  receiverUserProfileId: number | null;
}

interface PartyRow {
  status: string;
  receiverHasAccepted: boolean;
  patientId: number;
  senderUserProfileId: number;
  receiverUserProfileId: number | null;
}

/**
 * Who the acting clinician is to the referral, in one statement: its sender when they own its referrer's
 * role profile, its receiver when they own its target's (the rules of the referral transitions, which
 * count every role profile of theirs, removed ones too). Anyone else, a holder of an open referral's job
 * role who has not claimed it included, and any referral whose patient was removed: the referral 404.
 */
export async function findReferralParty(
  db: Database,
  acting: ActingClinician,
  referralId: number,
): Promise<ReferralParty> {
  const [row] = await queryRows<PartyRow>(
    db,
    // No alias for referrals: acceptedByReceiver names its columns by the table.
    sql`select referrals.status, ${acceptedByReceiver()} as "receiverHasAccepted",
          referrals.patient_id as "patientId", s.user_profile_id as "senderUserProfileId",
          t.user_profile_id as "receiverUserProfileId"
        from referrals
        join patients p on p.id = referrals.patient_id and p.patient_active
        join clinician_role_profiles s on s.id = referrals.referrer_crp_id
        left join clinician_role_profiles t on t.id = referrals.target_crp_id
        where referrals.id = ${referralId}`,
  );
  if (!row) throw referralNotFound();
  const me = acting.clinicianUserProfileId;
  const role =
    row.senderUserProfileId === me ? 'sender' : row.receiverUserProfileId === me ? 'receiver' : undefined;
  if (!role) throw referralNotFound();
  return {
    referralId,
    role,
    status: toReferralStatus(row.status),
    receiverHasAccepted: Boolean(row.receiverHasAccepted),
    patientId: row.patientId,
    senderUserProfileId: row.senderUserProfileId,
    receiverUserProfileId: row.receiverUserProfileId,
  };
}

/** Rejected and cancelled referrals leave every list: news on them could never be read. */
const CLOSED: readonly ReferralStatus[] = ['REJECTED', 'CANCELLED'];

/**
 * Why nothing may be added to the referral now, or null: an open referral nobody has claimed has no other
 * side yet; a rejected or cancelled one is in no list any more, so its news could never be read.
 */
export function newsRefusal(party: ReferralParty): string | null {
  if (CLOSED.includes(party.status)) return CONVERSATION_API_MESSAGES.closed;
  if (party.receiverUserProfileId === null) return CONVERSATION_API_MESSAGES.openNotClaimed;
  return null;
}

/** The clinician on the other side of the referral, who is told of a message or file (409: newsRefusal). */
export function otherSideOf(party: ReferralParty): number {
  const refusal = newsRefusal(party);
  const other = party.role === 'sender' ? party.receiverUserProfileId : party.senderUserProfileId;
  if (refusal !== null || other === null) {
    throw new HttpProblem(409, dangerBody(refusal ?? CONVERSATION_API_MESSAGES.openNotClaimed));
  }
  return other;
}
