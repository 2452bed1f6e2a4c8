import type { Patient, PatientListResponse } from '@refnet/contracts/patients';
import type { PatientFormFields } from '../patients/formData';

/** A patient record as the API returns it (SPEC §3) to the clinician who keeps it. */
export function patientFixture(overrides: Partial<Patient> = {}): Patient {
  return {
    id: 42,
    createdBy: { id: 7, title: 'Dr', firstName: 'Ada', lastName: 'Okafor' },
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
    viewType: 'owner',
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
    consentGivenOn: '2026-01-02T10:00:00Z',
    createdOn: '2026-01-02T10:00:00Z',
    ...overrides,
  };
}

/** GET /patients/'s answer: the groups given, every other group empty. */
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

/** The patient form as filled in for John Smith, a self-payer (what the form hands to createPatient). */
export const PATIENT_FORM_FIELDS: PatientFormFields = {
  title: 'Mr',
  firstName: 'John',
  lastName: 'Smith',
  patientReference: '',
  dob: '1980-04-02',
  sex: 'Male',
  primaryEmail: 'john@example.org',
  primaryPhoneNumber: '+442079460000',
  firstLine: '',
  city: '',
  postcode: 'W2 1NY',
  insuranceProviderId: 0,
  consent: true,
};
