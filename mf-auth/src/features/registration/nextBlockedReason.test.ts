/** @jest-environment node */
import { EMAIL_BEING_CHECKED_TEXT, nextBlockedReason } from './nextBlockedReason';
import { initialRegistrationState, type RegistrationState } from './wizardState';

const PERSONAL = {
  title: 'Dr',
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.org',
  password: 'long-enough-1',
  rePassword: 'long-enough-1',
};
const CLINICIAN = {
  dob: '1980-05-17',
  jobRoleIds: [12],
  registrationNumber: 'GMC 7654321',
  clinicianDescription: 'Knees.',
  appointmentsContacts: [],
  clinics: [
    {
      clinicName: 'Room 1',
      centreName: 'St Mary’s',
      address: { firstLine: 'Praed St', city: 'London', postcode: 'W2 1NY' },
    },
  ],
};

const at = (step: number, changes: Partial<RegistrationState> = {}): RegistrationState => ({
  ...initialRegistrationState,
  personal: PERSONAL,
  clinician: CLINICIAN,
  ...changes,
  step,
});

describe('nextBlockedReason', () => {
  it('is null when the step is complete', () => {
    expect(nextBlockedReason(at(0), 'valid')).toBeNull();
    expect(nextBlockedReason(at(1), 'valid')).toBeNull();
    expect(nextBlockedReason(at(2), 'valid')).toBeNull();
  });

  it('names a mismatched confirmation and a pending e-mail check', () => {
    expect(nextBlockedReason(at(0, { personal: { ...PERSONAL, rePassword: 'other-one-1' } }), 'valid')).toBe(
      'To continue, please add the same password in Confirm password.',
    );
    expect(nextBlockedReason(at(0), 'checking')).toBe(EMAIL_BEING_CHECKED_TEXT);
  });

  it('lists what the clinician details lack, in the form’s order', () => {
    const empty = initialRegistrationState.clinician;
    expect(nextBlockedReason(at(1, { clinician: empty }), 'valid')).toBe(
      'To continue, please add your date of birth, your registration number, a description, a job role and a clinic.',
    );
    const young = `${new Date().getUTCFullYear() - 17}-01-01`;
    expect(
      nextBlockedReason(
        at(1, { clinician: { ...CLINICIAN, dob: young, clinicianDescription: 'x'.repeat(1001) } }),
        'valid',
      ),
    ).toBe(
      'To continue, please add a date of birth showing you are over 18 and a description of at most 1000 characters.',
    );
  });
});
