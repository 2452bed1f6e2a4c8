import {
  REFERRAL_MESSAGES,
  type CreateReferralMessage,
  type CreateReferralRequest,
  type CreateReferralResponse,
  type ReferralStatus,
} from '@refnet/contracts/referrals';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  clinicianRoleProfiles,
  jobRoles,
  patients,
  referrals,
  userProfileJobRoles,
} from '../../db/schema.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { findListedCrps } from '../profile/listed-crps.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { lockActivePatient } from '../patients/patient-access.js';
import { forbidden } from '../policy/caller.js';
import { REFERRAL_API_MESSAGES } from './messages.js';
import { insertReferralEvent } from './referral-events.js';
import {
  notifyOpenReferralAudience,
  recordReferralCreatedEmails,
  type ReferralMail,
} from './referral-mail.js';
import { loadReferralStanding } from './referral-standing.js';
import { presentReferrals } from './referral-presenter.js';
import { findReferralRow } from './referral-queries.js';
import { findReplayedReferralId } from './referral-replay.js';

const badRequest = (message: string) => new HttpProblem(400, dangerBody(message));
const patientNotFound = () => new HttpProblem(404, dangerBody(REFERRAL_MESSAGES.patientNotFound));
const patientInactive = () => new HttpProblem(409, dangerBody(REFERRAL_MESSAGES.patientInactive));

/** The acting clinician's patient: 404 for anyone else's or none; 409 once removed. */
async function checkOwnPatient(db: Database, acting: ActingClinician, patientId: number) {
  const [patient] = await db
    .select({ ownerId: patients.createdByUserProfileId, active: patients.patientActive })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient || patient.ownerId !== acting.clinicianUserProfileId) throw patientNotFound();
  if (!patient.active) throw patientInactive();
}

/**
 * The named clinician's role profile: listed (approved, active, in use), not the sender's own, and
 * held by a clinician with the job role. Returns their user-profile id.
 */
async function checkReceiver(
  db: Database,
  acting: ActingClinician,
  receiverCrpId: number,
  jobRoleId: number,
): Promise<number> {
  const [listed] = await findListedCrps(db, sql`${clinicianRoleProfiles.id} = ${receiverCrpId}`);
  if (!listed) throw badRequest(REFERRAL_MESSAGES.receiverNotFound);
  if (listed.userProfileId === acting.clinicianUserProfileId) throw badRequest(REFERRAL_MESSAGES.referToSelf);
  const [holds] = await db
    .select({ jobRoleId: userProfileJobRoles.jobRoleId })
    .from(userProfileJobRoles)
    .where(
      and(
        eq(userProfileJobRoles.userProfileId, listed.userProfileId),
        eq(userProfileJobRoles.jobRoleId, jobRoleId),
      ),
    );
  if (!holds) throw badRequest(REFERRAL_MESSAGES.receiverLacksRole);
  return listed.userProfileId;
}

/**
 * SPEC §7.4 POST /referrals/create/: a named referral (PENDING for that clinician) or an open one (OPEN
 * to every clinician holding the job role), sent from one of the acting clinician's own role profiles
 * for one of their own active patients. The referral, its 'created' audit line and the e-mails are
 * written in one transaction, under the patient's lock so the patient cannot be removed meanwhile. The
 * answer carries the referral as the sender sees it, unless `withReferral` is false (the message alone).
 */
export async function createReferral(
  db: Database,
  mail: ReferralMail,
  acting: ActingClinician,
  body: CreateReferralRequest,
  { withReferral }: { withReferral: boolean },
): Promise<CreateReferralResponse | CreateReferralMessage> {
  const me = await loadReferralStanding(db, acting);
  const present = async (referralId: number): Promise<CreateReferralResponse | CreateReferralMessage> => {
    // A client that prefers the message alone (RefNet's wizard) is spared building the referral.
    if (!withReferral) return successBody(REFERRAL_MESSAGES.sent);
    const row = await findReferralRow(db, referralId);
    const [referral] = row ? await presentReferrals(db, me, [row]) : [];
    if (!referral) throw new Error(`referral ${referralId} vanished after it was created`);
    return { ...successBody(REFERRAL_MESSAGES.sent), referral };
  };
  const sender = acting.callerUserProfileId;
  const replayed = await findReplayedReferralId(db, sender, body.idempotencyKey);
  if (replayed !== undefined) return present(replayed);
  if (!me.activeCrpIds.includes(body.crpId)) throw forbidden(REFERRAL_API_MESSAGES.senderProfileNotYours);
  const [jobRole] = await db
    .select({ id: jobRoles.id, jobTitle: jobRoles.jobTitle })
    .from(jobRoles)
    .where(eq(jobRoles.id, body.jobRoleId));
  if (!jobRole) throw badRequest(REFERRAL_API_MESSAGES.jobRoleNotFound);
  await checkOwnPatient(db, acting, body.patientId);
  const receiverCrpId = body.specifiedClinician ? (body.receiverCrpId ?? null) : null;
  const targetUserProfileId =
    receiverCrpId === null ? null : await checkReceiver(db, acting, receiverCrpId, jobRole.id);
  const status: ReferralStatus = receiverCrpId === null ? 'OPEN' : 'PENDING';
  const isDelegate = acting.callerUserProfileId !== acting.clinicianUserProfileId;

  const { referralId, emails } = await db.transaction(async (tx) => {
    const patient = await lockActivePatient(tx, body.patientId);
    if (!patient) throw patientInactive();
    if (patient.createdByUserProfileId !== acting.clinicianUserProfileId) throw patientNotFound();
    const [created] = await tx
      .insert(referrals)
      .values({
        patientId: body.patientId,
        referrerCrpId: body.crpId,
        sentByUserProfileId: sender,
        jobRoleId: jobRole.id,
        specifiedClinician: receiverCrpId !== null,
        targetCrpId: receiverCrpId,
        mainDescription: body.mainDescription,
        history: body.patientHistory,
        status,
        idempotencyKey: body.idempotencyKey ?? null,
      })
      .onConflictDoNothing({ target: [referrals.sentByUserProfileId, referrals.idempotencyKey] })
      .returning({ id: referrals.id });
    if (!created) {
      // A create with the same key committed meanwhile: its referral is the answer, sent once.
      const first = await findReplayedReferralId(tx, sender, body.idempotencyKey);
      if (first === undefined) throw new Error('referral insert returned no row');
      return { referralId: first, emails: [] };
    }
    await insertReferralEvent(tx, {
      referralId: created.id,
      action: 'created',
      fromStatus: null,
      toStatus: status,
      actorUserProfileId: sender,
      onBehalfOfUserProfileId: isDelegate ? acting.clinicianUserProfileId : null,
    });
    const recorded = await recordReferralCreatedEmails(tx, mail.publicUrl, {
      referralId: created.id,
      senderUserProfileId: acting.clinicianUserProfileId,
      targetUserProfileId,
      jobRoleId: jobRole.id,
      jobTitle: jobRole.jobTitle,
    });
    return { referralId: created.id, emails: recorded };
  });
  for (const email of emails) mail.mailer.dispatch(email);
  // The role holders' notices go out after commit, in batches (a replayed create finds them done).
  if (status === 'OPEN') mail.mailer.runInBackground(() => notifyOpenReferralAudience(db, mail, referralId));
  return present(referralId);
}
