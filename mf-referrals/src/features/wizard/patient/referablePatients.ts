import type { Patient, PatientListResponse } from '@refnet/contracts/patients';
import { patientMatchesName } from '@refnet/shared-ui/patients';

/**
 * The patients the acting clinician may refer (GET /patient/list/: added and referred, both kept by them),
 * newest first, those whose name contains `query`.
 */
export function referablePatients(list: PatientListResponse, query: string): Patient[] {
  const kept = [...list.addedPatients, ...list.referredPatients];
  const unique = kept.filter(
    (patient, index) => kept.findIndex((other) => other.id === patient.id) === index,
  );
  return unique
    .filter((patient) => patientMatchesName(patient, query))
    .sort((a, b) => b.createdOn.localeCompare(a.createdOn));
}
