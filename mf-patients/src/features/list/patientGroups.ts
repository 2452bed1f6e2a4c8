import type { PatientListResponse, PatientPageGroup } from '@refnet/contracts/patients';

export type PatientGroupKey = Exclude<keyof PatientListResponse, 'totals'>;

export interface PatientGroup {
  key: PatientGroupKey;
  /** The group's name in GET /patient/list/{group}/ and in the list's totals. */
  page: PatientPageGroup;
  /** The tab's label; lower-cased, also the group's value in the address (?group=received). */
  label: string;
  /** What the help modal says about the group (SPEC §2.10). */
  meaning: string;
  /** Received patients are anonymised: no names to search by, nothing to open. */
  anonymised: boolean;
  /** The signed-in clinician keeps these records (and may edit them with the manage permission). */
  own: boolean;
}

export const PATIENT_GROUP_HELP_TITLE = 'Patient Group Information';

/** SPEC §2.10 patient groups, in tab order. */
export const PATIENT_GROUPS: readonly PatientGroup[] = [
  {
    key: 'addedPatients',
    page: 'added',
    label: 'Added',
    meaning: 'Patients you have added and not referred yet.',
    anonymised: false,
    own: true,
  },
  {
    key: 'referredPatients',
    page: 'referred',
    label: 'Referred',
    meaning: 'Patients you have referred to another clinician.',
    anonymised: false,
    own: true,
  },
  {
    key: 'pendingPatients',
    page: 'pending',
    label: 'Received',
    meaning:
      'Patients referred to you whose referral you have not accepted or rejected yet. Their details are shown once you accept.',
    anonymised: true,
    own: false,
  },
  {
    key: 'acceptedPatients',
    page: 'accepted',
    label: 'Accepted',
    meaning: 'Patients whose referral to you you have accepted and not booked yet.',
    anonymised: false,
    own: false,
  },
  {
    key: 'completedPatients',
    page: 'completed',
    label: 'Completed',
    meaning:
      'Patients whose referral to you has been booked or marked as did not attend (DNA), or closed after you accepted it.',
    anonymised: false,
    own: false,
  },
];

const DEFAULT_GROUP = PATIENT_GROUPS[0] as PatientGroup;

/** The group a ?group= value names (its label, any case); the first group otherwise. */
export function groupFromQuery(value: string | null): PatientGroup {
  const wanted = value?.trim().toLowerCase();
  return PATIENT_GROUPS.find((group) => group.label.toLowerCase() === wanted) ?? DEFAULT_GROUP;
}

export function groupByKey(key: PatientGroupKey): PatientGroup {
  return PATIENT_GROUPS.find((group) => group.key === key) ?? DEFAULT_GROUP;
}

export const groupQueryValue = (group: PatientGroup) => group.label.toLowerCase();
