import type { InsuranceAgreement } from '@refnet/contracts/accounts';
import type { Patient } from '@refnet/contracts/patients';
import { insuranceAgreementsQuery } from '@refnet/shared-ui/accounts';
import { allLoaded, useServerData, type Loaded } from '@refnet/shared-ui/data';
import { patientQuery } from '@refnet/shared-ui/patients';

export const LOADING_FORM_TEXT = 'Loading...';
export const FORM_LOAD_FAILED_TEXT = 'The patient form could not be loaded. Please try again.';

/** The verified insurers to choose from (GET /insurance-agreements/). */
export function useInsuranceAgreements(): Loaded<InsuranceAgreement[]> {
  const { loaded } = useServerData(insuranceAgreementsQuery);
  return loaded.status === 'ready' ? { status: 'ready', data: loaded.data.insuranceAgreements } : loaded;
}

/** The patient to update and the insurers, asked together. */
export function usePatientAndAgreements(
  patientId: number,
): Loaded<{ patient: Patient; agreements: InsuranceAgreement[] }> {
  // The form takes its values once: never from a patient held from before a change.
  const patient = useServerData(patientQuery(patientId), { onlyCurrent: true }).loaded;
  const loaded = allLoaded(patient, useInsuranceAgreements());
  if (loaded.status !== 'ready') return loaded;
  const [{ currentPatient }, agreements] = loaded.data;
  return { status: 'ready', data: { patient: currentPatient, agreements } };
}
