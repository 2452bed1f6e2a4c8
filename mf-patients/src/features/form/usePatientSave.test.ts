import { act, renderHook } from '@testing-library/react';
import { PATIENT_MESSAGES } from '@refnet/contracts/patients';
import { createPatient, type PatientFormFields } from '@refnet/shared-ui/patients';
import { patientFixture } from '@refnet/shared-ui/testing';
import { usePatientSave } from './usePatientSave';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@refnet/shared-ui/patients', () => ({
  ...jest.requireActual('@refnet/shared-ui/patients'),
  createPatient: jest.fn(),
}));

describe('usePatientSave inside the referral wizard', () => {
  it('is no longer saving once the new patient has been handed on', async () => {
    jest.mocked(createPatient).mockResolvedValue({
      message: { variant: 'success', message: PATIENT_MESSAGES.created },
      currentPatient: { success: true, patient: patientFixture({ id: 314 }) },
    });
    const onSaved = jest.fn();
    const { result } = renderHook(() => usePatientSave(undefined, onSaved));
    await act(() => result.current.save({} as PatientFormFields));
    expect(onSaved).toHaveBeenCalledWith(314);
    expect(result.current.saving).toBe(false);
  });
});
