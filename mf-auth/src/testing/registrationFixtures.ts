// Test-only data: a wizard state with everything filled in.
import { initialRegistrationState, type RegistrationState } from '../features/registration/wizardState';

export const completeState: RegistrationState = {
  ...initialRegistrationState,
  personal: {
    title: 'Dr',
    firstName: ' Ada ',
    lastName: 'Okafor',
    email: 'ada@example.org',
    password: 'long-enough-1',
    rePassword: 'long-enough-1',
  },
  clinician: {
    dob: '1980-04-02',
    jobRoleIds: [3],
    registrationNumber: 'GMC123',
    clinicianDescription: 'Knee surgeon',
    appointmentsContacts: [{ type: 'phoneNumber', phoneNumber: '+44 20 7946 0000' }],
    clinics: [
      {
        clinicName: '',
        centreName: 'St Mary',
        address: { firstLine: '1 Praed St', city: 'London', postcode: 'W2 1NY' },
      },
    ],
  },
  insurance: { existing: [11], newProviders: ['Local Health'] },
  acceptedTerms: true,
};
