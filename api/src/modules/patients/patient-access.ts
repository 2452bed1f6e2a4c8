import { parseRowId } from '@refnet/contracts/accounts';
import { PATIENT_MESSAGES } from '@refnet/contracts/patients';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { patients } from '../../db/schema.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { findActivePatient, findReceivedReferralStates, type PatientRow } from './patient-queries.js';
import { RECEIVER_VIEW, ownerView, type PatientView } from './patient-views.js';
import { receivedGroupOf } from './referral-stages.js';

/** The one answer for a patient the caller may not see, a removed one and one that does not exist. */
export const patientNotFound = () => new HttpProblem(404, dangerBody(PATIENT_MESSAGES.notFound));

/**
 * The {px_id} of a path. An id that cannot name a row (not a whole number, 0, too large) is a
 * patient that does not exist: 404 like any other, so the client has one case to handle.
 */
export function parsePatientId(raw: string): number {
  const id = parseRowId(raw);
  if (id === null) throw patientNotFound();
  return id;
}

/**
 * Locks an active patient's row (SELECT … FOR UPDATE) inside `tx` until it commits; undefined when
 * there is no active patient with that id. Writes that depend on the patient staying active take
 * it first: removing the patient checks for referrals in progress under this lock. The path that
 * creates a referral (issue 6) must take the same lock and check patientActive again inside its
 * own transaction, or a patient could be removed while a referral of it is being created.
 */
export async function lockActivePatient(tx: Database, patientId: number) {
  const [row] = await tx
    .select({
      id: patients.id,
      createdByUserProfileId: patients.createdByUserProfileId,
      addressId: patients.addressId,
      insuranceAgreementId: patients.insuranceAgreementId,
      consentGivenOn: patients.consentGivenOn,
    })
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.patientActive, true)))
    .for('update');
  return row;
}

/** The acting clinician's active patient, locked inside `tx` for a write (see lockActivePatient), or 404. */
export async function lockOwnedPatient(tx: Database, acting: ActingClinician, patientId: number) {
  const row = await lockActivePatient(tx, patientId);
  if (!row || row.createdByUserProfileId !== acting.clinicianUserProfileId) throw patientNotFound();
  return row;
}

/** The acting clinician's own active patient (update, delete); anyone else's, or a removed one, is 404. */
export async function findOwnedPatient(
  db: Database,
  acting: ActingClinician,
  patientId: number,
): Promise<PatientRow> {
  const row = await findActivePatient(db, patientId);
  if (!row || row.patient.createdByUserProfileId !== acting.clinicianUserProfileId) throw patientNotFound();
  return row;
}

/**
 * An active patient the acting clinician may see whole: their own, or one of a referral to them
 * they have accepted (even if booked, DNA'd or rejected since). Pending or open is not enough, nor
 * is an accepted referral for a delegate without permissionViewReferrals: 404.
 */
export async function findVisiblePatient(
  db: Database,
  acting: ActingClinician,
  patientId: number,
): Promise<{ row: PatientRow; view: PatientView }> {
  const row = await findActivePatient(db, patientId);
  if (!row) throw patientNotFound();
  if (row.patient.createdByUserProfileId === acting.clinicianUserProfileId)
    return { row, view: ownerView(row) };
  if (!acting.mayViewReferrals) throw patientNotFound();
  const referrals = await findReceivedReferralStates(db, acting.clinicianUserProfileId, patientId);
  const accepted = referrals.some(({ status, acceptedOn }) => {
    const group = receivedGroupOf(status, acceptedOn);
    return group === 'accepted' || group === 'completed';
  });
  if (!accepted) throw patientNotFound();
  return { row, view: RECEIVER_VIEW };
}
