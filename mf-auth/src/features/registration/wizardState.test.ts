/** @jest-environment node */
import {
  hasAllRequiredData,
  initialRegistrationState,
  isClinicianComplete,
  isPersonalComplete,
  registrationReducer,
  REVIEW_STEP,
  toRegisterRequest,
} from './wizardState';
import { completeState } from '../../testing/registrationFixtures';

describe('registrationReducer', () => {
  it('stops at the review step and goes back from it', () => {
    let state = initialRegistrationState;
    for (let i = 0; i < 3; i += 1) state = registrationReducer(state, { type: 'next' });
    expect(state.step).toBe(REVIEW_STEP);
    expect(registrationReducer(state, { type: 'next' }).step).toBe(REVIEW_STEP);
    state = registrationReducer(state, { type: 'previous' });
    expect(state.step).toBe(2);
  });

  it('never goes below step 0 and keeps the data while moving', () => {
    let state = registrationReducer(initialRegistrationState, {
      type: 'personal',
      values: { firstName: 'Ada' },
    });
    state = registrationReducer(state, { type: 'previous' });
    state = registrationReducer(state, { type: 'next' });
    state = registrationReducer(state, { type: 'previous' });
    expect(state.step).toBe(0);
    expect(state.personal.firstName).toBe('Ada');
  });
});

describe('step rules', () => {
  it('needs every personal field, a long enough password and a matching confirmation', () => {
    expect(isPersonalComplete(completeState.personal)).toBe(true);
    expect(isPersonalComplete({ ...completeState.personal, title: '' })).toBe(false);
    expect(isPersonalComplete({ ...completeState.personal, email: 'ada@' })).toBe(false);
    expect(isPersonalComplete({ ...completeState.personal, password: 'short', rePassword: 'short' })).toBe(
      false,
    );
    expect(isPersonalComplete({ ...completeState.personal, rePassword: 'other-password' })).toBe(false);
  });

  it('needs a job role, a clinic, a registration number, an adult dob and a description', () => {
    const clinician = completeState.clinician;
    expect(isClinicianComplete(clinician)).toBe(true);
    expect(isClinicianComplete({ ...clinician, jobRoleIds: [] })).toBe(false);
    expect(isClinicianComplete({ ...clinician, clinics: [] })).toBe(false);
    expect(isClinicianComplete({ ...clinician, registrationNumber: ' ' })).toBe(false);
    expect(isClinicianComplete({ ...clinician, dob: `${new Date().getUTCFullYear() - 17}-01-01` })).toBe(
      false,
    );
    expect(isClinicianComplete({ ...clinician, dob: '1980-13-01' })).toBe(false);
    expect(isClinicianComplete({ ...clinician, clinicianDescription: 'x'.repeat(1001) })).toBe(false);
    expect(
      hasAllRequiredData({ ...completeState, clinician: { ...clinician, clinicianDescription: '' } }),
    ).toBe(false);
  });
});

describe('toRegisterRequest', () => {
  it('builds the POST /register/ body', () => {
    expect(toRegisterRequest(completeState)).toEqual({
      email: 'ada@example.org',
      password: 'long-enough-1',
      rePassword: 'long-enough-1',
      title: 'Dr',
      firstName: 'Ada',
      lastName: 'Okafor',
      dob: '1980-04-02',
      clinicianDescription: 'Knee surgeon',
      registrationNumber: 'GMC123',
      jobRoleIds: [3],
      appointmentsContacts: [{ type: 'phoneNumber', phoneNumber: '+44 20 7946 0000' }],
      clinics: completeState.clinician.clinics,
      existingProviders: [{ id: 11 }],
      newProviders: [{ provider: 'Local Health' }],
      acceptedTerms: true,
    });
  });
});
