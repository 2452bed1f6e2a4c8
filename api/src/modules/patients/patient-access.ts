import { MAX_ROW_ID } from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import type { ActingClinician } from './acting-clinician.js';
import {
  findActivePatient,
  findReceivedReferralStates,
  patientNotFound,
  type PatientRow,
} from './patient-queries.js';
import { RECEIVER_VIEW, ownerView, type PatientView } from './patient-views.js';
import { receivedGroupOf } from './referral-stages.js';

/**
 * The {px_id} of a path. An id that cannot name a row (not a whole number, 0, too large) is a
 * patient that does not exist: 404 like any other, so the client has one case to handle.
 */
export function parsePatientId(raw: string): number {
  const id = /^[0-9]{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1 && id <= MAX_ROW_ID)) throw patientNotFound();
  return id;
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
 * they have accepted (even if booked, DNA'd or rejected since). Pending or open is not enough: 404.
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
  const referrals = await findReceivedReferralStates(db, acting.clinicianUserProfileId, patientId);
  const accepted = referrals.some(({ status, acceptedOn }) => {
    const group = receivedGroupOf(status, acceptedOn);
    return group === 'accepted' || group === 'completed';
  });
  if (!accepted) throw patientNotFound();
  return { row, view: RECEIVER_VIEW };
}
