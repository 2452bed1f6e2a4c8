import { act, render, screen, waitFor } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { matchRoute } from '@refnet/contracts';
import { POSTCODE_DIRECTORY_LIMITED_MESSAGE, VALIDATION_MESSAGES } from '@refnet/contracts/accounts';
import { PATIENT_MESSAGES } from '@refnet/contracts/patients';
import {
  ApiRequestError,
  appStore,
  globalMessageAtom,
  profileAtom,
  RefnetProviders,
  saveSession,
} from '@refnet/shared-ui';
import { checkClinic, fetchInsuranceAgreements } from '@refnet/shared-ui/accounts';
import { createPatient } from '@refnet/shared-ui/patients';
import {
  chooseOption,
  clinicianSession,
  PATIENT_FORM_FIELDS,
  patientFixture,
  signInDelegate,
} from '@refnet/shared-ui/testing';
import {
  answerFormLookups,
  cleanUpFormTest,
  fill as fillIn,
  pause,
  startFakeClock,
  type User,
} from '../../testing/formDriver';
import { NO_CREATE_PERMISSION_TEXT } from './AddPatientForm';
import { AddPatientScreen } from './AddPatientScreen';
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
jest.mock('@refnet/shared-ui/patients', () => ({
  ...jest.requireActual('@refnet/shared-ui/patients'),
  createPatient: jest.fn(),
}));
const checkClinicMock = jest.mocked(checkClinic);
const createPatientMock = jest.mocked(createPatient);

const route = matchRoute('/patients/add')!.route;
const thisYear = new Date().getFullYear();

let user: User;
beforeEach(() => {
  user = startFakeClock();
  saveSession(clinicianSession);
  answerFormLookups();
});
afterEach(cleanUpFormTest);

function renderScreen() {
  render(
    <RefnetProviders>
      <AddPatientScreen route={route} params={{}} />
    </RefnetProviders>,
  );
}

async function showForm() {
  renderScreen();
  await screen.findByRole('form', { name: 'Enter Patient Information' });
}

const fill = (label: string, text: string) => fillIn(user, label, text);

/** Every field valid, the date and phone number as a UK user writes them; waits out the 1 s address check. */
async function fillValidPatient() {
  await chooseOption('Title', 'Mr', user);
  await fill('First name', 'John');
  await fill('Last name', 'Smith');
  await fill('Date of birth', '02/04/1980');
  await chooseOption('Sex', 'Male', user);
  await fill('E-mail', 'John@Example.org');
  await fill('Phone number', '020 7946 0000');
  await fill('Postcode', 'w2 1ny');
  await chooseOption('Insurance', 'Self-payer', user);
  await pause(1100);
}

const consent = () => screen.getByRole('checkbox', { name: CONSENT_LABEL });
/** antd's useWatch reports a change a tick later. */
async function tickConsent() {
  await user.click(consent());
  await pause(0);
}
const submit = () => screen.getByRole('button', { name: 'Add patient' });
const errorFor = async (message: string) => expect(await screen.findByText(message)).toBeInTheDocument();

describe('Enter Patient Information: validation', () => {
  it('says what each required field needs once it is left empty', async () => {
    await showForm();
    for (const label of ['Title', 'First name', 'Last name', 'Date of birth', 'Sex', 'E-mail']) {
      await user.click(screen.getByLabelText(label));
      await user.tab();
    }
    for (const label of ['Phone number', 'Postcode', 'Insurance']) {
      await user.click(screen.getByLabelText(label));
      await user.tab();
    }
    await pause(0);
    await errorFor('Please select a title');
    await errorFor('Please enter a first name.');
    await errorFor('Please enter a last name.');
    await errorFor('Please enter a date of birth.');
    await errorFor('Please select a sex');
    await errorFor('Please enter email');
    await errorFor('Please enter phone number');
    await errorFor('Please enter a postcode.');
    await errorFor('Please enter insurance status');
  });

  it('refuses a bad phone number, a patient under 18 and a bad e-mail address', async () => {
    await showForm();
    await fill('Phone number', '0207 946');
    await fill('Date of birth', `${thisYear - 17}-06-01`);
    await fill('E-mail', 'john@');
    await pause(0);
    await errorFor('Please enter a valid phone number.');
    await errorFor('Check patient is over 18 years old.');
    await errorFor('Please enter a valid email address.');
  });

  it('counts the exact age on the UK date, and refuses a date of birth before 1900', async () => {
    jest.setSystemTime(new Date('2026-06-15T12:00:00Z'));
    await showForm();
    await fill('Date of birth', '2008-06-16');
    await errorFor('Check patient is over 18 years old.');
    await fill('Date of birth', '2008-06-15');
    await waitFor(() =>
      expect(screen.queryByText('Check patient is over 18 years old.')).not.toBeInTheDocument(),
    );
    await fill('Date of birth', '31/12/1899');
    await errorFor(PATIENT_MESSAGES.dobBefore1900);
  });

  it('says a date that does not exist is not a date, and a date after today is in the future', async () => {
    await showForm();
    await fill('Date of birth', '31/02/2000');
    await errorFor(VALIDATION_MESSAGES.dobNotADate);
    await fill('Date of birth', '01/01/2999');
    await errorFor(VALIDATION_MESSAGES.dobInFuture);
    expect(screen.queryByText(PATIENT_MESSAGES.under18)).not.toBeInTheDocument();
  });

  it('lower-cases the e-mail and upper-cases the postcode as they are typed', async () => {
    await showForm();
    await fill('E-mail', 'John@Example.ORG');
    await fill('Postcode', 'w2 1ny');
    expect(screen.getByLabelText('E-mail')).toHaveValue('john@example.org');
    expect(screen.getByLabelText('Postcode')).toHaveValue('W2 1NY');
  });

  it('says "Address not found" when the server cannot find the address', async () => {
    checkClinicMock.mockResolvedValue({ addressValid: false });
    await showForm();
    await fill('Postcode', 'ZZ9 9ZZ');
    await pause(1100);
    await errorFor('Address not found');
    expect(checkClinicMock).toHaveBeenCalledWith({ postcode: 'ZZ9 9ZZ' }, expect.anything());
  });

  it("says the server's postcode directory is limited when it does not list a well-formed postcode", async () => {
    checkClinicMock.mockResolvedValue({ addressValid: false, reason: 'directoryLimited' });
    await showForm();
    await fill('Postcode', 'M1 1AE');
    await pause(1100);
    await errorFor(POSTCODE_DIRECTORY_LIMITED_MESSAGE);
    expect(screen.queryByText('Address not found')).not.toBeInTheDocument();
  });

  it('checks the address by its postcode alone: typing the city neither sends it nor checks again', async () => {
    await showForm();
    await fill('Postcode', 'W2 1NY');
    await pause(1100);
    await fill('City (optional)', 'London');
    await pause(1100);
    expect(checkClinicMock).toHaveBeenCalledTimes(1);
    expect(checkClinicMock).toHaveBeenCalledWith({ postcode: 'W2 1NY' }, expect.anything());
  });
});

describe('Enter Patient Information: consent', () => {
  it('can be ticked only once every field passes and the address is found', async () => {
    await showForm();
    expect(consent()).toBeDisabled();
    expect(submit()).toBeDisabled();
    await fillValidPatient();
    expect(consent()).toBeEnabled();
    expect(submit()).toBeDisabled();
    await tickConsent();
    expect(consent()).toBeChecked();
    expect(submit()).toBeEnabled();
  });

  it('is unticked again when a field stops passing', async () => {
    await showForm();
    await fillValidPatient();
    await tickConsent();
    await fill('First name', '');
    await pause(0);
    expect(consent()).not.toBeChecked();
    expect(consent()).toBeDisabled();
    expect(submit()).toBeDisabled();
  });

  it('is unticked again when the new address is not found', async () => {
    await showForm();
    await fillValidPatient();
    await tickConsent();
    checkClinicMock.mockResolvedValue({ addressValid: false });
    await fill('Postcode', 'ZZ9 9ZZ');
    await pause(1100);
    expect(consent()).not.toBeChecked();
    expect(submit()).toBeDisabled();
  });
});

describe('Enter Patient Information: saving', () => {
  it('creates the patient as the server reads it (date yyyy-mm-dd, phone E.164), says so and returns to the list', async () => {
    createPatientMock.mockResolvedValue({
      message: { variant: 'success', message: PATIENT_MESSAGES.created },
      currentPatient: { success: true, patient: patientFixture() },
    });
    await showForm();
    await fillValidPatient();
    await tickConsent();
    await user.click(submit());
    await pause(0);
    expect(createPatientMock).toHaveBeenCalledWith(PATIENT_FORM_FIELDS);
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'success',
      message: PATIENT_MESSAGES.created,
    });
    expect(navigateToUrl).toHaveBeenCalledWith('/patients');
  });

  it("sends an insurer's id when one is chosen", async () => {
    createPatientMock.mockResolvedValue({
      message: { variant: 'success', message: PATIENT_MESSAGES.created },
      currentPatient: { success: true, patient: patientFixture() },
    });
    await showForm();
    await fillValidPatient();
    await chooseOption('Insurance', 'AXA Health – Gold', user);
    await tickConsent();
    await user.click(submit());
    await pause(0);
    expect(createPatientMock).toHaveBeenCalledWith(expect.objectContaining({ insuranceProviderId: 12 }));
  });

  it("shows SPEC §8's message and the server's reason on failure, keeping what was entered", async () => {
    createPatientMock.mockRejectedValue(
      new ApiRequestError({
        kind: 'response',
        status: 400,
        message: 'Address not found',
        serverMessage: { variant: 'danger', message: 'Address not found' },
      }),
    );
    await showForm();
    await fillValidPatient();
    await tickConsent();
    await user.click(submit());
    await pause(0);
    await waitFor(() =>
      expect(appStore.get(globalMessageAtom)).toEqual({
        variant: 'danger',
        message: 'There has been an error creating the patient. Please try again.',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Address not found');
    expect(screen.getByLabelText('First name')).toHaveValue('John');
    expect(screen.getByLabelText('Postcode')).toHaveValue('W2 1NY');
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('tells a delegate without the create permission they cannot add patients, showing no form', () => {
    signInDelegate({ permissionCreateReferrals: false });
    renderScreen();
    expect(screen.getByText(NO_CREATE_PERMISSION_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(fetchInsuranceAgreements).not.toHaveBeenCalled();
  });

  it("waits for a delegate's profile before deciding whether they may add patients", async () => {
    signInDelegate({});
    const profile = appStore.get(profileAtom);
    appStore.set(profileAtom, null);
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText(NO_CREATE_PERMISSION_TEXT)).not.toBeInTheDocument();
    act(() => appStore.set(profileAtom, profile));
    expect(await screen.findByRole('form', { name: 'Enter Patient Information' })).toBeInTheDocument();
  });
});
