import { normalisePatientSearch, type Patient } from '@refnet/contracts/patients';
import { describeAgreement } from '@refnet/shared-ui/accounts';

export const SELF_PAYER_TEXT = 'Self payer';
export const INSURANCE_POLICY_MISSING_TEXT = 'Insurance policy missing';

/** SPEC §5 insurance string: "Self payer", or the patient's policy (Standard shown as the provider alone). */
export function patientInsurance(patient: Pick<Patient, 'isSelfPayer' | 'insurancePolicy'>): string {
  if (patient.isSelfPayer) return SELF_PAYER_TEXT;
  return patient.insurancePolicy ? describeAgreement(patient.insurancePolicy) : INSURANCE_POLICY_MISSING_TEXT;
}

/**
 * Whether a patient's title and names contain `query`, ignoring case and extra spaces: "ada", "Dr Ada" and
 * "ada okafor" all find Dr Ada Okafor. An empty query matches everyone.
 */
export function patientMatchesName(
  patient: Pick<Patient, 'title' | 'firstName' | 'lastName'>,
  query: string,
): boolean {
  const wanted = normalisePatientSearch(query);
  if (wanted === '') return true;
  return normalisePatientSearch(`${patient.title} ${patient.firstName} ${patient.lastName}`).includes(wanted);
}
