import { render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { PATIENT_MESSAGES } from '@refnet/contracts/patients';
import { RefnetProviders, saveSession } from '@refnet/shared-ui';
import { createPatient } from '@refnet/shared-ui/patients';
import { chooseOption, clinicianSession, patientFixture } from '@refnet/shared-ui/testing';
import {
  answerFormLookups,
  cleanUpFormTest,
  fill,
  pause,
  startFakeClock,
  type User,
} from '../../testing/formDriver';
import { CONSENT_LABEL } from './PatientForm';
import { PATIENT_FORM_PARCEL_NAME, PatientFormParcel } from './patientFormParcel';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@refnet/shared-ui/accounts', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/accounts'), {
      fetchInsuranceAgreements: jest.fn(),
      checkClinic: jest.fn(),
    }),
);
jest.mock('@refnet/shared-ui/patients', () => ({
  ...jest.requireActual('@refnet/shared-ui/patients'),
  createPatient: jest.fn(),
}));

let user: User;
beforeEach(() => {
  user = startFakeClock();
  saveSession(clinicianSession);
  answerFormLookups();
  jest.mocked(createPatient).mockResolvedValue({
    message: { variant: 'success', message: PATIENT_MESSAGES.created },
    currentPatient: { success: true, patient: patientFixture({ id: 314 }) },
  });
});
afterEach(cleanUpFormTest);

describe('the patient form parcel (referral wizard, step 0)', () => {
  it("hands the new patient's id to the wizard instead of returning to the patient list", async () => {
    const onSaved = jest.fn();
    render(
      <RefnetProviders>
        <PatientFormParcel onSaved={onSaved} />
      </RefnetProviders>,
    );
    await screen.findByRole('form', { name: PATIENT_FORM_PARCEL_NAME });
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();

    await chooseOption('Title', 'Mr', user);
    await fill(user, 'First name', 'John');
    await fill(user, 'Last name', 'Smith');
    await fill(user, 'Date of birth', '1980-04-02');
    await chooseOption('Sex', 'Male', user);
    await fill(user, 'E-mail', 'john@example.org');
    await fill(user, 'Phone number', '+44 20 7946 0000');
    await fill(user, 'Postcode', 'W2 1NY');
    await chooseOption('Insurance', 'Self-payer', user);
    await pause(1100);
    await user.click(screen.getByRole('checkbox', { name: CONSENT_LABEL }));
    await pause(0);
    await user.click(screen.getByRole('button', { name: 'Add patient' }));
    await pause(0);

    expect(onSaved).toHaveBeenCalledWith(314);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
