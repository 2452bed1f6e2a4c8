import {
  REFERRAL_STATUSES_IN_PROGRESS,
  type PatientReferralsResponse,
  type ReferralStatus,
} from '@refnet/contracts/patients';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { clinicianRoleProfiles, jobRoles, referrals } from '../../db/schema.js';
import { loadReferralEvents } from './referral-events.js';
import { acceptedByReceiver } from '../patients/referral-status.js';
import { loadSlimCrps, toReferral } from './referral-views.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { findVisiblePatient } from '../patients/patient-access.js';
import { toPatient } from '../patients/patient-views.js';

const inProgress = (status: ReferralStatus) =>
  (REFERRAL_STATUSES_IN_PROGRESS as readonly string[]).includes(status);

/**
 * SPEC §7.3 GET /patient/referrals/{px_id}/, newest first. The owner sees the referrals of the
 * patient they sent (not those a receiver sent on); a receiver only those to them that they have
 * accepted. Active = open, pending or accepted; inactive = the rest; currentPatientReferrals = all
 * of them, each with its audit trail. Nine queries at most. The route lets only callers with
 * mayViewReferrals here.
 */
export async function listPatientReferrals(
  db: Database,
  acting: ActingClinician,
  patientId: number,
): Promise<PatientReferralsResponse> {
  const { row, view } = await findVisiblePatient(db, acting, patientId);
  const viewer = view.viewType === 'owner' ? 'sender' : 'receiver';
  const myCrps = db
    .select({ id: clinicianRoleProfiles.id })
    .from(clinicianRoleProfiles)
    .where(eq(clinicianRoleProfiles.userProfileId, acting.clinicianUserProfileId));
  const rows = await db
    .select({ referral: referrals, jobRole: jobRoles })
    .from(referrals)
    .innerJoin(jobRoles, eq(jobRoles.id, referrals.jobRoleId))
    .where(
      and(
        eq(referrals.patientId, patientId),
        viewer === 'sender'
          ? inArray(referrals.referrerCrpId, myCrps)
          : and(inArray(referrals.targetCrpId, myCrps), acceptedByReceiver()),
      ),
    )
    .orderBy(desc(referrals.createdOn), desc(referrals.id));

  const crps = await loadSlimCrps(
    db,
    rows.flatMap(({ referral }) => [
      referral.referrerCrpId,
      ...(referral.targetCrpId === null ? [] : [referral.targetCrpId]),
    ]),
  );
  const events = await loadReferralEvents(
    db,
    rows.map(({ referral }) => referral.id),
  );
  const patient = toPatient(row, view);
  const all = rows.map((referralRow) =>
    toReferral(referralRow, patient, crps, viewer, events.get(referralRow.referral.id) ?? []),
  );
  return {
    activeReferrals: all.filter((referral) => inProgress(referral.status)),
    inactiveReferrals: all.filter((referral) => !inProgress(referral.status)),
    currentPatientReferrals: all,
  };
}
