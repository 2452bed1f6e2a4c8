import { ageOn, ukToday } from '@refnet/contracts/accounts';
import {
  type AnonymisedPatient,
  type Patient,
  type PatientDisplayType,
  type PatientSex,
  PATIENT_SEXES,
} from '@refnet/contracts/patients';
import { toAddress } from '../profile/profile-reads.js';
import type { PatientRow } from './patient-queries.js';

/** The stored text as the contract's sex (the table's check constraint allows nothing else). */
function toSex(sex: string): PatientSex {
  const known = PATIENT_SEXES.find((value) => value === sex);
  if (!known) throw new Error(`unknown patient sex ${sex}`);
  return known;
}

/**
 * Patient.viewType (a free string in the contract): who is looking. "owner": the clinician who keeps
 * the record, or a delegate acting for them; "receiver": a clinician who accepted a referral of it.
 */
export type PatientViewType = 'owner' | 'receiver';

export interface PatientView {
  displayType: PatientDisplayType;
  viewType: PatientViewType;
}

/** SPEC §3 Patient: the whole record, for its owner or a receiver who has accepted a referral. */
export function toPatient(row: PatientRow, view: PatientView, today: string = ukToday()): Patient {
  const { patient } = row;
  return {
    id: patient.id,
    createdBy: row.owner,
    address: toAddress(row.address),
    insurancePolicy: row.insurance,
    currentAge: ageOn(patient.dob, today),
    displayType: view.displayType,
    viewType: view.viewType,
    detailsInImage: patient.detailsInImage,
    title: patient.title,
    firstName: patient.firstName,
    lastName: patient.lastName,
    patientReference: patient.patientReference,
    sex: toSex(patient.sex),
    dob: patient.dob,
    primaryEmail: patient.primaryEmail,
    primaryPhoneNumber: patient.primaryPhoneNumber,
    isSelfPayer: patient.isSelfPayer,
    // Stored as it is; where detailsInImage is set, patientDisplayName names the patient PX_IMG_….
    detailsImage: patient.detailsImage,
    patientActive: patient.patientActive,
    consentGiven: patient.consentGiven,
    consentGivenOn: patient.consentGivenOn?.toISOString() ?? null,
    createdOn: patient.createdOn.toISOString(),
  };
}

/** All the anonymised variant needs: a reader may leave the name, contacts, address and reference out. */
export type AnonymisedPatientRow = Pick<PatientRow, 'insurance' | 'owner'> & {
  patient: Pick<PatientRow['patient'], 'id' | 'sex' | 'dob' | 'isSelfPayer' | 'createdOn'>;
};

/** SPEC §3 anonymised variant: what a receiver may know before accepting (no name, dob, contact, address). */
export function toAnonymisedPatient(row: AnonymisedPatientRow, today: string = ukToday()): AnonymisedPatient {
  const { patient } = row;
  return {
    id: patient.id,
    sex: toSex(patient.sex),
    currentAge: ageOn(patient.dob, today),
    insurancePolicy: row.insurance,
    isSelfPayer: patient.isSelfPayer,
    createdBy: row.owner,
    createdOn: patient.createdOn.toISOString(),
  };
}

/** How the owner sees their own patient: "Sent" once referred (cancelled referrals aside), else "Added". */
export const ownerView = (row: PatientRow): PatientView => ({
  displayType: row.isReferred ? 'Sent' : 'Added',
  viewType: 'owner',
});

/** How a receiver sees a patient of a referral they accepted. */
export const RECEIVER_VIEW: PatientView = { displayType: 'Accepted', viewType: 'receiver' };
