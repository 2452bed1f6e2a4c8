// Test-only: a fixture's patient groups answered the way the API pages them: GET /patient/list/ holds each
// group's first page and the totals; GET /patient/list/{group}/ pages, orders and searches by name.
import {
  normalisePatientSearch,
  PATIENT_LIST_KEYS,
  PATIENT_PAGE_SIZE,
  type AnonymisedPatient,
  type Patient,
  type PatientListResponse,
  type PatientPageGroup,
  type PatientPageQuery,
  type PatientPageResponse,
} from '@refnet/contracts/patients';
import { patientMatchesName } from '@refnet/shared-ui/patients';
import { keysetPageOf, sortNewestFirst } from '@refnet/shared-ui/testing';

/** The list as the API answers it for these whole groups: first pages, newest first, and the totals. */
export function firstPagesOf(list: PatientListResponse): PatientListResponse {
  const first = <Row extends { id: number; createdOn: string }>(rows: readonly Row[]) =>
    sortNewestFirst(rows).slice(0, PATIENT_PAGE_SIZE);
  return {
    addedPatients: first(list.addedPatients),
    referredPatients: first(list.referredPatients),
    pendingPatients: first(list.pendingPatients),
    acceptedPatients: first(list.acceptedPatients),
    completedPatients: first(list.completedPatients),
    totals: {
      added: list.addedPatients.length,
      referred: list.referredPatients.length,
      pending: list.pendingPatients.length,
      accepted: list.acceptedPatients.length,
      completed: list.completedPatients.length,
    },
  };
}

/** GET /patient/list/{group}/ over these whole groups. */
export const pagesOf =
  (list: PatientListResponse) =>
  async (group: PatientPageGroup, query: PatientPageQuery): Promise<PatientPageResponse> => {
    const search = normalisePatientSearch(query.search ?? '');
    const groupRows: readonly (Patient | AnonymisedPatient)[] = list[PATIENT_LIST_KEYS[group]];
    const rows = groupRows.filter(
      (patient) => search === '' || ('firstName' in patient && patientMatchesName(patient, search)),
    );
    const page = keysetPageOf(rows, query, PATIENT_PAGE_SIZE);
    return { patients: page.rows, total: page.total };
  };
