import type { Patient } from '@refnet/contracts/patients';

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
