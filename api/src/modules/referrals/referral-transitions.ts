import {
  REFERRAL_MESSAGES,
  type AcceptRejectResponse,
  type CancelReferralResponse,
  type CompleteDnaResponse,
} from '@refnet/contracts/referrals';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { REFERRAL_API_MESSAGES } from './messages.js';
import { referralChangedEmails, toMailPeople, type ReferralMail } from './referral-mail.js';
import type { ReferralStanding } from './referral-standing.js';
import { loadGroupFirstPages } from './referral-lists.js';
import { decideTransition, type ReferralAction, type ReferralActor } from './referral-state-machine.js';
import { readTransitionFacts, type TransitionReferral } from './referral-transition-facts.js';
import { writeTransition } from './referral-transition-write.js';
import { toReferralStatus } from '../patients/referral-status.js';
import { referralNotFound } from './referral-not-found.js';

const conflict = (message: string) => new HttpProblem(409, dangerBody(message));

/** Who the acting clinician is to this referral (see ReferralActor). */
function actorOf(referral: TransitionReferral, me: ReferralStanding): ReferralActor {
  if (me.crpIds.has(referral.referrerCrpId)) return 'sender';
  if (referral.targetCrpId !== null && me.crpIds.has(referral.targetCrpId)) return 'target';
  if (me.openJobRoleIds.includes(referral.jobRoleId)) return 'roleHolder';
  return 'other';
}

/**
 * A write that found the referral changed since its facts were read decides again on the new state; each
 * change it lost to moves the referral on, so a few attempts always settle (a lost claim: 409).
 */
const MAX_ATTEMPTS = 5;

/**
 * One SPEC §4 transition: read the referral and who the caller is to it, ask the state machine, then write
 * the change with its audit line and e-mails in one statement (writeTransition), on condition that the
 * referral is still as read, under its patient's lock; send the e-mails after commit. Parallel accepts of an
 * open referral: the first claims it, each later one finds it claimed (409 alreadyClaimed).
 */
export async function transitionReferral(
  db: Database,
  mail: ReferralMail,
  acting: ActingClinician,
  referralId: number,
  action: ReferralAction,
): Promise<void> {
  const isDelegate = acting.callerUserProfileId !== acting.clinicianUserProfileId;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const { referral, me, people } = await readTransitionFacts(db, acting, referralId);
    if (!referral) throw referralNotFound();
    const fromStatus = toReferralStatus(referral.status);
    const decision = decideTransition(
      { status: fromStatus, postedOpen: !referral.specifiedClinician },
      action,
      actorOf(referral, me),
    );
    if (!decision.allowed) {
      throw decision.refusal === 'notFound' ? referralNotFound() : conflict(decision.message);
    }
    let targetCrpId = referral.targetCrpId;
    let targetUserProfileId = referral.targetUserProfileId;
    if (decision.claimsTarget) {
      targetCrpId = me.activeCrpIds[0] ?? null;
      if (targetCrpId === null) throw conflict(REFERRAL_API_MESSAGES.noActiveProfileToAccept);
      targetUserProfileId = acting.clinicianUserProfileId;
    }
    const emails = referralChangedEmails(toMailPeople(people), mail.publicUrl, {
      action,
      senderUserProfileId: referral.senderUserProfileId,
      targetUserProfileId,
      actingClinicianUserProfileId: acting.clinicianUserProfileId,
      delegateUserProfileId: isDelegate ? acting.callerUserProfileId : null,
    });
    const recorded = await writeTransition(db, {
      referralId,
      patientId: referral.patientId,
      fromStatus,
      fromTargetCrpId: referral.targetCrpId,
      toStatus: decision.toStatus,
      targetCrpId,
      moments: decision.moments,
      event: decision.event,
      actorUserProfileId: acting.callerUserProfileId,
      onBehalfOfUserProfileId: isDelegate ? acting.clinicianUserProfileId : null,
      emails,
      at: new Date(),
    });
    if (recorded) {
      for (const email of recorded) mail.mailer.dispatch(email);
      return;
    }
  }
  throw new Error(`referral ${referralId} kept changing during a ${action}`);
}

const SUCCESS_MESSAGES: Record<ReferralAction, string> = {
  accept: REFERRAL_MESSAGES.accepted,
  reject: REFERRAL_MESSAGES.rejected,
  cancel: REFERRAL_MESSAGES.cancelled,
  book: REFERRAL_MESSAGES.booked,
  unbook: REFERRAL_MESSAGES.setActive,
  dna: REFERRAL_MESSAGES.dna,
  undna: REFERRAL_MESSAGES.setActive,
};

/**
 * Whether a transition's answer carries the groups afterwards (SPEC §7.4): not for a delegate who may not
 * view referrals, nor for a client that asked for the message alone (`Prefer: return=minimal`; RefNet's
 * screens read their pages again, from the kept answers, instead of waiting for three groups to be built).
 */
export interface TransitionAnswer {
  withGroups: boolean;
}

/** SPEC §7.4 accept / reject: the receiver's waiting, accepted and open groups afterwards. */
export async function acceptOrRejectReferral(
  db: Database,
  mail: ReferralMail,
  acting: ActingClinician,
  referralId: number,
  action: 'accept' | 'reject',
  { withGroups }: TransitionAnswer,
): Promise<AcceptRejectResponse> {
  await transitionReferral(db, mail, acting, referralId, action);
  if (!acting.mayViewReferrals || !withGroups) {
    return { ...successBody(SUCCESS_MESSAGES[action]), waiting: [], accepted: [], open: [] };
  }
  const groups = await loadGroupFirstPages(db, acting, 'received', ['waiting', 'accepted', 'open'] as const);
  return { ...successBody(SUCCESS_MESSAGES[action]), ...groups };
}

/** SPEC §7.4 complete (booked / set active) and dna (DNA / set active): the receiver's groups afterwards. */
export async function bookOrDnaReferral(
  db: Database,
  mail: ReferralMail,
  acting: ActingClinician,
  referralId: number,
  action: 'book' | 'unbook' | 'dna' | 'undna',
  { withGroups }: TransitionAnswer,
): Promise<CompleteDnaResponse> {
  await transitionReferral(db, mail, acting, referralId, action);
  if (!acting.mayViewReferrals || !withGroups) {
    return { ...successBody(SUCCESS_MESSAGES[action]), accepted: [], booked: [], dna: [] };
  }
  const groups = await loadGroupFirstPages(db, acting, 'received', ['accepted', 'booked', 'dna'] as const);
  return { ...successBody(SUCCESS_MESSAGES[action]), ...groups };
}

/** SPEC §7.4 DELETE /referrals/delete/{id}/: the sender's waiting group afterwards. */
export async function cancelReferral(
  db: Database,
  mail: ReferralMail,
  acting: ActingClinician,
  referralId: number,
  { withGroups }: TransitionAnswer,
): Promise<CancelReferralResponse> {
  await transitionReferral(db, mail, acting, referralId, 'cancel');
  if (!acting.mayViewReferrals || !withGroups)
    return { ...successBody(SUCCESS_MESSAGES.cancel), waiting: [] };
  const { waiting } = await loadGroupFirstPages(db, acting, 'made', ['waiting'] as const);
  return { ...successBody(SUCCESS_MESSAGES.cancel), waiting };
}
