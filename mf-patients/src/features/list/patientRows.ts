import {
  normalisePatientSearch,
  patientDisplayName,
  type AnonymisedPatient,
  type Patient,
  type PatientPageQuery,
} from '@refnet/contracts/patients';
import { patientReferralPath } from '@refnet/contracts/referrals';
import { formatDate, padId } from '@refnet/shared-ui';
import type { KeysetCursor, SortOrder } from '@refnet/shared-ui/display';
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
  /** "Refer this patient": own patients, with the permission to make referrals. */
  referHref?: string;
}

export const isNamed = (patient: ListedPatient): patient is Patient => 'firstName' in patient;

/** Whether the tab has a search box: every group but Received (SPEC §2.10). */
export const isSearchable = (group: PatientGroup) => !group.anonymised;

/** The search a tab sends: normalised, and none where names are not shown ('' = none). */
export const searchOf = ({ group, search }: Pick<PatientListQuery, 'group' | 'search'>) =>
  isSearchable(group) ? normalisePatientSearch(search) : '';

/**
 * GET /patient/list/{group}/'s query for one page: the cursor, the order when it is not the default and the
 * search when there is one. Every group, Received, Accepted and Completed included, is ordered by when the
 * patient record was created, not by the referral's dates.
 */
export function pageQuery(query: PatientListQuery, cursor: KeysetCursor): PatientPageQuery {
  const search = searchOf(query);
  return {
    ...cursor,
    ...(query.order === 'oldest' ? { order: 'oldest' as const } : {}),
    ...(search ? { search } : {}),
  };
}

/** An anonymised patient (Received) is shown by its padded id and age only: nothing that identifies them. */
export const anonymisedName = (id: number) => `Patient ${padId(id)}`;

export function toPatientRow(
  patient: ListedPatient,
  group: PatientGroup,
  canManage: boolean,
  canRefer = false,
): PatientRow {
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
    referHref: group.own && canRefer ? patientReferralPath(patient.id) : undefined,
  };
}
