import {
  REFERRAL_MESSAGES,
  type AcceptRejectResponse,
  type CancelReferralResponse,
  type CompleteDnaResponse,
} from '@refnet/contracts/referrals';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inIds } from '../../db/in-ids.js';
import { clinicianRoleProfiles, referrals } from '../../db/schema.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { REFERRAL_API_MESSAGES } from './messages.js';
import { recordReferralChangedEmails, type ReferralMail } from './referral-mail.js';
import { loadReferralStanding, type ReferralStanding } from './referral-standing.js';
import { insertReferralEvent } from './referral-events.js';
import { loadInboundReferrals, loadOutboundReferrals } from './referral-lists.js';
import { lockActivePatientOfReferral, lockReferral } from './referral-queries.js';
import {
  decideTransition,
  type MomentChanges,
  type ReferralAction,
  type ReferralActor,
  type ReferralMoment,
} from './referral-state-machine.js';
import { toReferralStatus } from '../patients/referral-status.js';

const referralNotFound = () => new HttpProblem(404, dangerBody(REFERRAL_MESSAGES.notFound));
const conflict = (message: string) => new HttpProblem(409, dangerBody(message));

type ReferralRecord = typeof referrals.$inferSelect;

/** Who the acting clinician is to this referral (see ReferralActor). */
function actorOf(referral: ReferralRecord, me: ReferralStanding): ReferralActor {
  if (me.crpIds.has(referral.referrerCrpId)) return 'sender';
  if (referral.targetCrpId !== null && me.crpIds.has(referral.targetCrpId)) return 'target';
  if (me.openJobRoleIds.includes(referral.jobRoleId)) return 'roleHolder';
  return 'other';
}

const momentValues = (moments: MomentChanges, now: Date) =>
  Object.fromEntries(
    Object.entries(moments).map(([moment, value]) => [moment, value === 'now' ? now : null]),
  ) as Partial<Record<ReferralMoment, Date | null>>;

/** The user profiles of the referral's sender and (if any) target, from their role profiles. */
async function partiesOf(tx: Database, referrerCrpId: number, targetCrpId: number | null) {
  const rows = await tx
    .select({ crpId: clinicianRoleProfiles.id, userProfileId: clinicianRoleProfiles.userProfileId })
    .from(clinicianRoleProfiles)
    .where(
      inIds(clinicianRoleProfiles.id, targetCrpId === null ? [referrerCrpId] : [referrerCrpId, targetCrpId]),
    );
  const userOf = (crpId: number | null) => rows.find((row) => row.crpId === crpId)?.userProfileId ?? null;
  const sender = userOf(referrerCrpId);
  if (sender === null) throw new Error(`referrer crp ${referrerCrpId} not found`);
  return { senderUserProfileId: sender, targetUserProfileId: userOf(targetCrpId) };
}

/**
 * One SPEC §4 transition in one transaction: lock its patient (404 unless active) and the referral's row,
 * resolve who the caller is to it, ask the state machine, record the audit line and the e-mails, then write
 * the change; send the e-mails after commit. Parallel accepts of an open referral queue on the locks: the
 * first claims it, each later one finds it claimed (409 alreadyClaimed).
 */
export async function transitionReferral(
  db: Database,
  mail: ReferralMail,
  acting: ActingClinician,
  referralId: number,
  action: ReferralAction,
): Promise<void> {
  const me = await loadReferralStanding(db, acting);
  const isDelegate = acting.callerUserProfileId !== acting.clinicianUserProfileId;
  const recorded = await db.transaction(async (tx) => {
    // The patient first (see lockActivePatientOfReferral): removing a patient takes this lock too, so it
    // cannot race a transition, nor a removed patient's referral move on (the lists no longer show it).
    if (!(await lockActivePatientOfReferral(tx, referralId))) throw referralNotFound();
    const referral = await lockReferral(tx, referralId);
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
    if (decision.claimsTarget) {
      targetCrpId = me.activeCrpIds[0] ?? null;
      if (targetCrpId === null) throw conflict(REFERRAL_API_MESSAGES.noActiveProfileToAccept);
    }
    const now = new Date();
    await insertReferralEvent(tx, {
      referralId,
      action: decision.event,
      fromStatus,
      toStatus: decision.toStatus,
      actorUserProfileId: acting.callerUserProfileId,
      onBehalfOfUserProfileId: isDelegate ? acting.clinicianUserProfileId : null,
      at: now,
    });
    const emails = await recordReferralChangedEmails(tx, mail.publicUrl, {
      action,
      ...(await partiesOf(tx, referral.referrerCrpId, targetCrpId)),
      actingClinicianUserProfileId: acting.clinicianUserProfileId,
      delegateUserProfileId: isDelegate ? acting.callerUserProfileId : null,
    });
    // The change itself last: its triggers update rows every writer of the job role and of these
    // clinicians shares (open counts, tallies, list stamps), held from here to the commit.
    await tx
      .update(referrals)
      .set({ status: decision.toStatus, targetCrpId, ...momentValues(decision.moments, now), updatedOn: now })
      .where(eq(referrals.id, referralId));
    return emails;
  });
  for (const email of recorded) mail.mailer.dispatch(email);
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
  const { referralsReceived, referralsOpen } = await loadInboundReferrals(db, acting);
  return {
    ...successBody(SUCCESS_MESSAGES[action]),
    waiting: referralsReceived.waiting,
    accepted: referralsReceived.accepted,
    open: referralsOpen,
  };
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
  const { referralsReceived } = await loadInboundReferrals(db, acting);
  return {
    ...successBody(SUCCESS_MESSAGES[action]),
    accepted: referralsReceived.accepted,
    booked: referralsReceived.booked,
    dna: referralsReceived.dna,
  };
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
  const { referralsMade } = await loadOutboundReferrals(db, acting);
  return { ...successBody(SUCCESS_MESSAGES.cancel), waiting: referralsMade.waiting };
}
