// Test-only data for the patients screens.
import type { InsuranceAgreement } from '@refnet/contracts/accounts';
import type { AnonymisedPatient, Patient, PatientListResponse } from '@refnet/contracts/patients';

const OWNER = { id: 7, title: 'Dr', firstName: 'Ada', lastName: 'Okafor' };

export const AGREEMENTS: InsuranceAgreement[] = [
  { id: 11, provider: 'Bupa', policyName: 'Standard', verified: true },
  { id: 12, provider: 'AXA Health', policyName: 'Gold', verified: true },
];

/** A day in January 2026, so ids can give distinct creation times: createdOnDay(3) is 3 January. */
export const createdOnDay = (day: number) => `2026-01-${String(day).padStart(2, '0')}T10:00:00Z`;

export function patient(overrides: Partial<Patient> = {}): Patient {
  return {
    id: 42,
    createdBy: OWNER,
    address: {
      id: 9,
      addressType: 'patient',
      firstLine: '1 Praed St',
      city: 'London',
      postcode: 'W2 1NY',
      latitude: 51.5,
      longitude: -0.17,
    },
    insurancePolicy: null,
    currentAge: 46,
    displayType: 'Added',
    viewType: '',
    detailsInImage: false,
    title: 'Mr',
    firstName: 'John',
    lastName: 'Smith',
    patientReference: 'REF-1',
    sex: 'Male',
    dob: '1980-04-02',
    primaryEmail: 'john@example.org',
    primaryPhoneNumber: '+44 20 7946 0000',
    isSelfPayer: true,
    detailsImage: '',
    patientActive: true,
    consentGiven: true,
    consentGivenOn: createdOnDay(2),
    createdOn: createdOnDay(2),
    ...overrides,
  };
}

export function anonymisedPatient(overrides: Partial<AnonymisedPatient> = {}): AnonymisedPatient {
  return {
    id: 77,
    sex: 'Female',
    currentAge: 35,
    insurancePolicy: null,
    isSelfPayer: true,
    createdBy: { id: 8, title: 'Dr', firstName: 'Ben', lastName: 'Hart' },
    createdOn: createdOnDay(5),
    ...overrides,
  };
}

/** `count` patients named Patient1 Test … PatientN Test, the higher ids created later. */
export function manyPatients(count: number): Patient[] {
  return Array.from({ length: count }, (_, index) =>
    patient({
      id: index + 1,
      firstName: `Patient${index + 1}`,
      lastName: 'Test',
      createdOn: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    }),
  );
}

export function patientList(groups: Partial<PatientListResponse> = {}): PatientListResponse {
  return {
    addedPatients: [],
    referredPatients: [],
    pendingPatients: [],
    acceptedPatients: [],
    completedPatients: [],
    ...groups,
  };
}
