import {
  patientDisplayName,
  type AnonymisedPatient,
  type Patient,
  type PatientListResponse,
} from '@refnet/contracts/patients';
import { formatDate, padId } from '@refnet/shared-ui';
import type { SortOrder } from '@refnet/shared-ui/display';
import { patientMatchesName } from '@refnet/shared-ui/patients';
import type { PatientGroup } from './patientGroups';

export type ListedPatient = Patient | AnonymisedPatient;

export interface PatientListQuery {
  group: PatientGroup;
  /** Searched in title, first and last name; ignored on anonymised groups. */
  search: string;
  order: SortOrder;
}

/** One line of the table: Name, DOB, Sex, and where the name leads (own patients, with permission). */
export interface PatientRow {
  key: number;
  name: string;
  dob: string;
  sex: string;
  href?: string;
}

export const isNamed = (patient: ListedPatient): patient is Patient => 'firstName' in patient;

/** Whether the tab has a search box: every group but Received (SPEC §2.10). */
export const isSearchable = (group: PatientGroup) => !group.anonymised;

/**
 * Newest first: the later createdOn, then the higher id (the server's order). Every group, Received, Accepted
 * and Completed included, is ordered by when the patient record was created, not by the referral's dates.
 */
function newestFirst(a: ListedPatient, b: ListedPatient): number {
  return Date.parse(b.createdOn) - Date.parse(a.createdOn) || b.id - a.id;
}

/** The patients a tab shows: its group, searched by name where names are shown, in the chosen order. */
export function visiblePatients(list: PatientListResponse, query: PatientListQuery): ListedPatient[] {
  const patients: readonly ListedPatient[] = list[query.group.key];
  const found = isSearchable(query.group)
    ? patients.filter((patient) => isNamed(patient) && patientMatchesName(patient, query.search))
    : [...patients];
  found.sort(newestFirst);
  return query.order === 'newest' ? found : found.reverse();
}

/** An anonymised patient (Received) is shown by its padded id and age only: nothing that identifies them. */
export const anonymisedName = (id: number) => `Patient ${padId(id)}`;

export function toPatientRow(patient: ListedPatient, group: PatientGroup, canManage: boolean): PatientRow {
  if (!isNamed(patient)) {
    return {
      key: patient.id,
      name: anonymisedName(patient.id),
      dob: `Age ${patient.currentAge}`,
      sex: patient.sex,
    };
  }
  return {
    key: patient.id,
    name: patientDisplayName(patient),
    dob: formatDate(patient.dob),
    sex: patient.sex,
    href: group.own && canManage ? `/patients/${patient.id}/edit` : undefined,
  };
}
