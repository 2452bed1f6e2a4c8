import type * as fhir4 from 'fhir/r4.js';
import type { ReferralStatus } from '@refnet/contracts/referrals';
import type { ReferralAction } from '../referrals/referral-state-machine.js';

/** RefNet's own code systems: canonical names, not addresses anything is fetched from. */
export const REFNET_SYSTEMS = {
  jobRole: 'https://refnet.uk/fhir/CodeSystem/job-role',
  referralStatus: 'https://refnet.uk/fhir/CodeSystem/referral-status',
  patientReference: 'https://refnet.uk/fhir/NamingSystem/patient-reference',
  registrationNumber: 'https://refnet.uk/fhir/NamingSystem/registration-number',
} as const;

export const SNOMED = 'http://snomed.info/sct';

/** RefNet's extensions: what a contained Patient carries that base FHIR has no field for. */
export const REFNET_EXTENSIONS = {
  consentGiven: 'https://refnet.uk/fhir/StructureDefinition/consent-given',
  insuranceAgreement: 'https://refnet.uk/fhir/StructureDefinition/insurance-agreement',
} as const;

/** SNOMED CT 3457005 "Patient referral": every RefNet ServiceRequest is one. */
export const REFERRAL_CATEGORY: fhir4.CodeableConcept = {
  coding: [{ system: SNOMED, code: '3457005', display: 'Patient referral' }],
};

/**
 * ServiceRequest.status: the request stands (active) until the receiver books the patient (completed), or
 * either side ends it (revoked: the sender cancelled or the receiver declined).
 */
export const SERVICE_REQUEST_STATUS: Record<ReferralStatus, fhir4.ServiceRequest['status']> = {
  OPEN: 'active',
  PENDING: 'active',
  ACCEPTED: 'active',
  BOOKED: 'completed',
  DNA: 'active',
  REJECTED: 'revoked',
  CANCELLED: 'revoked',
};

/** Task.status: the receiver's workflow in FHIR's own terms; businessStatus carries RefNet's exact state. */
export const TASK_STATUS: Record<ReferralStatus, fhir4.Task['status']> = {
  OPEN: 'requested',
  PENDING: 'requested',
  ACCEPTED: 'accepted',
  BOOKED: 'in-progress',
  DNA: 'on-hold',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
};

/** businessStatus codes: one per RefNet state, lower case as FHIR codes are. */
export const BUSINESS_STATUS: Record<ReferralStatus, { code: string; display: string }> = {
  OPEN: { code: 'open', display: 'Open to every clinician with the job role' },
  PENDING: { code: 'pending', display: 'Waiting for the receiver' },
  ACCEPTED: { code: 'accepted', display: 'Accepted' },
  BOOKED: { code: 'booked', display: 'Booked' },
  DNA: { code: 'dna', display: 'Did not attend' },
  REJECTED: { code: 'rejected', display: 'Rejected' },
  CANCELLED: { code: 'cancelled', display: 'Cancelled' },
};

export const businessStatusOf = (status: ReferralStatus): fhir4.CodeableConcept => ({
  coding: [{ system: REFNET_SYSTEMS.referralStatus, ...BUSINESS_STATUS[status] }],
  text: BUSINESS_STATUS[status].display,
});

const STATUS_BY_CODE = new Map(
  Object.entries(BUSINESS_STATUS).map(([status, { code }]) => [code, status as ReferralStatus]),
);

/** The RefNet state a businessStatus code names, or undefined. */
export const referralStatusOfCode = (code: string): ReferralStatus | undefined => STATUS_BY_CODE.get(code);

/**
 * The SPEC §4 action that moves a referral from `from` to `to`, or undefined when no single action does.
 * Back to accepted is "set active": from booked it unbooks, from did-not-attend it clears the DNA.
 */
export function actionBetween(from: ReferralStatus, to: ReferralStatus): ReferralAction | undefined {
  switch (to) {
    case 'ACCEPTED':
      if (from === 'BOOKED') return 'unbook';
      if (from === 'DNA') return 'undna';
      return 'accept';
    case 'REJECTED':
      return 'reject';
    case 'CANCELLED':
      return 'cancel';
    case 'BOOKED':
      return 'book';
    case 'DNA':
      return 'dna';
    default:
      return undefined;
  }
}

/** Task.status values a client may set, and the RefNet state each means. */
export const TASK_STATUS_TARGETS: Partial<Record<NonNullable<fhir4.Task['status']>, ReferralStatus>> = {
  accepted: 'ACCEPTED',
  rejected: 'REJECTED',
  cancelled: 'CANCELLED',
  'in-progress': 'BOOKED',
  'on-hold': 'DNA',
};

/** FHIR ServiceRequest.status values a search may name, and the RefNet states behind each. */
export const STATUSES_BY_SERVICE_REQUEST_STATUS = Object.entries(SERVICE_REQUEST_STATUS).reduce<
  Record<string, ReferralStatus[]>
>((byStatus, [status, fhirStatus]) => {
  (byStatus[fhirStatus] ??= []).push(status as ReferralStatus);
  return byStatus;
}, {});
