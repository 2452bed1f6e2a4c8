import { act, render, screen, waitFor, within } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { matchRoute } from '@refnet/contracts';
import { PATIENT_MESSAGES } from '@refnet/contracts/patients';
import {
  ApiRequestError,
  appStore,
  globalMessageAtom,
  profileAtom,
  RefnetProviders,
  saveSession,
} from '@refnet/shared-ui';
import { deletePatient, fetchPatient, updatePatient } from '@refnet/shared-ui/patients';
import { AGREEMENTS, clinicianSession, patientFixture, signInDelegate } from '@refnet/shared-ui/testing';
import {
  answerFormLookups,
  cleanUpFormTest,
  fill,
  pause,
  startFakeClock,
  type User,
} from '../../testing/formDriver';
import { EditPatientScreen, NO_MANAGE_PERMISSION_TEXT } from './EditPatientScreen';
import { CONSENT_LABEL } from './PatientForm';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@refnet/shared-ui/accounts', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/accounts'), {
      fetchInsuranceAgreements: jest.fn(),
      checkClinic: jest.fn(),
    }),
);
jest.mock('@refnet/shared-ui/patients', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/patients'), {
      fetchPatient: jest.fn(),
      updatePatient: jest.fn(),
      deletePatient: jest.fn(),
    }),
);
const fetchPatientMock = jest.mocked(fetchPatient);
const updatePatientMock = jest.mocked(updatePatient);
const deletePatientMock = jest.mocked(deletePatient);

const route = matchRoute('/patients/42/edit')!.route;
const insured = patientFixture({ isSelfPayer: false, insurancePolicy: AGREEMENTS[1] ?? null });

let user: User;
beforeEach(() => {
  user = startFakeClock();
  saveSession(clinicianSession);
  answerFormLookups();
  fetchPatientMock.mockResolvedValue({ currentPatient: insured });
});
afterEach(cleanUpFormTest);

function showScreen(patientId = '42') {
  render(
    <RefnetProviders>
      <EditPatientScreen route={route} params={{ patientId }} />
    </RefnetProviders>,
  );
}

async function showForm() {
  showScreen();
  await screen.findByRole('form', { name: 'Update Patient Information' });
  // The stored address is checked again before the form may be sent.
  await pause(1100);
}

const submit = () => screen.getByRole('button', { name: 'Update patient' });
const consent = () => screen.getByRole('checkbox', { name: CONSENT_LABEL });
const notFound = () => screen.findByRole('heading', { level: 1, name: '404' });

describe('Update Patient Information', () => {
  it('is filled in from the patient, consent included', async () => {
    await showForm();
    expect(fetchPatientMock).toHaveBeenCalledWith(42);
    expect(screen.getByRole('heading', { level: 1, name: 'Update Patient Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('John');
    expect(screen.getByLabelText('Last name')).toHaveValue('Smith');
    expect(screen.getByLabelText('Patient reference (optional)')).toHaveValue('REF-1');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('02/04/1980');
    expect(screen.getByLabelText('E-mail')).toHaveValue('john@example.org');
    expect(screen.getByLabelText('Address first line (optional)')).toHaveValue('1 Praed St');
    expect(screen.getByLabelText('Postcode')).toHaveValue('W2 1NY');
    expect(screen.getByTitle('AXA Health – Gold')).toBeInTheDocument();
    expect(consent()).toBeChecked();
    expect(submit()).toBeEnabled();
  });

  it('sends the changes to the patient and returns to the list', async () => {
    updatePatientMock.mockResolvedValue({
      message: { variant: 'success', message: PATIENT_MESSAGES.updated },
      patient: insured,
    });
    await showForm();
    await fill(user, 'Last name', 'Smyth');
    // Clearing the name on the way unticked the consent: it is given again for the changed record.
    expect(consent()).not.toBeChecked();
    await user.click(consent());
    await pause(0);
    await user.click(submit());
    await pause(0);
    expect(updatePatientMock).toHaveBeenCalledWith(
      42,
      expect.objectContaining({ lastName: 'Smyth', insuranceProviderId: 12, city: 'London', consent: true }),
    );
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'success',
      message: PATIENT_MESSAGES.updated,
    });
    expect(navigateToUrl).toHaveBeenCalledWith('/patients');
  });

  it("shows SPEC §8's update message on failure and stays", async () => {
    updatePatientMock.mockRejectedValue(new ApiRequestError({ kind: 'network', message: 'offline' }));
    await showForm();
    await user.click(submit());
    await pause(0);
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'danger',
      message: 'There has been an error updating the patient information. Please try again.',
    });
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveValue('John');
  });

  it('shows the 404 screen for a patient the server does not show this user', async () => {
    fetchPatientMock.mockRejectedValue(
      new ApiRequestError({ kind: 'response', status: 404, message: PATIENT_MESSAGES.notFound }),
    );
    showScreen('43');
    expect(await notFound()).toBeInTheDocument();
  });

  it('shows the 404 screen, not a form, to a receiver of an accepted referral', async () => {
    fetchPatientMock.mockResolvedValue({ currentPatient: { ...insured, viewType: 'receiver' } });
    showScreen();
    expect(await notFound()).toBeInTheDocument();
    expect(fetchPatientMock).toHaveBeenCalledWith(42);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove patient' })).not.toBeInTheDocument();
  });

  it('shows the 404 screen for id 0 without asking the server', async () => {
    showScreen('0');
    expect(await notFound()).toBeInTheDocument();
    expect(fetchPatientMock).not.toHaveBeenCalled();
  });

  it('offers to retry another failure to load', async () => {
    fetchPatientMock.mockRejectedValueOnce(new ApiRequestError({ kind: 'network', message: 'offline' }));
    showScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('The patient form could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Update Patient Information' })).toBeInTheDocument();
  });
});

describe('Remove patient', () => {
  async function confirmRemoval() {
    await user.click(screen.getByRole('button', { name: 'Remove patient' }));
    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent('Remove this patient?');
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await pause(0);
  }

  it('removes the patient once confirmed and returns to the list', async () => {
    deletePatientMock.mockResolvedValue({
      message: { variant: 'success', message: PATIENT_MESSAGES.removed },
      patientId: 42,
    });
    await showForm();
    await confirmRemoval();
    expect(deletePatientMock).toHaveBeenCalledWith(42);
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'success',
      message: PATIENT_MESSAGES.removed,
    });
    expect(navigateToUrl).toHaveBeenCalledWith('/patients');
  });

  it("shows the server's reason when referrals are in progress", async () => {
    deletePatientMock.mockRejectedValue(
      new ApiRequestError({
        kind: 'response',
        status: 409,
        message: PATIENT_MESSAGES.referralsInProgress,
        serverMessage: { variant: 'danger', message: PATIENT_MESSAGES.referralsInProgress },
      }),
    );
    await showForm();
    await confirmRemoval();
    await waitFor(() =>
      expect(appStore.get(globalMessageAtom)).toEqual({
        variant: 'danger',
        message: PATIENT_MESSAGES.referralsInProgress,
      }),
    );
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('is not offered to a delegate without the manage permission, whose form is read-only', async () => {
    signInDelegate({ permissionManageReferrals: false });
    await showForm();
    expect(screen.queryByRole('button', { name: 'Remove patient' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeDisabled();
    expect(submit()).toBeDisabled();
  });

  it("refuses nothing until a delegate's profile says whether they may manage patients", async () => {
    signInDelegate({});
    const profile = appStore.get(profileAtom);
    appStore.set(profileAtom, null);
    await showForm();
    expect(screen.queryByText(NO_MANAGE_PERMISSION_TEXT)).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
    act(() => appStore.set(profileAtom, profile));
    expect(screen.getByRole('button', { name: 'Remove patient' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeEnabled();
  });
});
