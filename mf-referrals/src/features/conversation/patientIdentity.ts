import type { PatientIdentity } from '@refnet/contracts/conversation';
import { isFullPatient, type Referral } from '@refnet/contracts/referrals';

/** What the composer checks a message against: the patient's identity, when this side has it. */
export function patientIdentityOf(referral: Pick<Referral, 'patient'>): PatientIdentity | null {
  const { patient } = referral;
  if (!isFullPatient(patient)) return null;
  return { firstName: patient.firstName, lastName: patient.lastName, dob: patient.dob };
}
