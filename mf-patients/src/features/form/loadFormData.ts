import type { InsuranceAgreement } from '@refnet/contracts/accounts';
import type { Patient } from '@refnet/contracts/patients';
import { fetchInsuranceAgreements } from '@refnet/shared-ui/accounts';
import { fetchPatient } from '@refnet/shared-ui/patients';

export const LOADING_FORM_TEXT = 'Loading...';
export const FORM_LOAD_FAILED_TEXT = 'The patient form could not be loaded. Please try again.';

/** The verified insurers to choose from (GET /insurance-agreements/). */
export const loadAgreements = async (): Promise<InsuranceAgreement[]> =>
  (await fetchInsuranceAgreements()).insuranceAgreements;

/** The patient to update and the insurers, fetched together. */
export async function loadPatientAndAgreements(
  patientId: number,
): Promise<{ patient: Patient; agreements: InsuranceAgreement[] }> {
  const [{ currentPatient }, agreements] = await Promise.all([fetchPatient(patientId), loadAgreements()]);
  return { patient: currentPatient, agreements };
}
