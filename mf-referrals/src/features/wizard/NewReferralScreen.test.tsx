import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { matchRoute } from '@refnet/contracts';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { ApiRequestError, appStore, globalMessageAtom, RefnetProviders } from '@refnet/shared-ui';
import { fetchJobRoles } from '@refnet/shared-ui/accounts';
import { fetchPatient, fetchPatientList } from '@refnet/shared-ui/patients';
import { createReferral, loadNotificationCount } from '@refnet/shared-ui/referrals';
import {
  AGREEMENTS,
  chooseOption,
  JOB_ROLES,
  patientFixture,
  patientList,
  signOut,
} from '@refnet/shared-ui/testing';
import { NewReferralScreen } from './NewReferralScreen';
import { NEW_PATIENT_ID, pickerCards } from './testing/fakeParcels';
import { clinicianCardFixture, signInAda, signInAdasDelegate } from './testing/wizardFixtures';
import { NO_CREATE_PERMISSION_TEXT } from './WizardPage';
import { WIZARD_NAV_LABEL } from './WizardNav';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));
jest.mock('@refnet/shared-ui/display', () => ({
  ...jest.requireActual('@refnet/shared-ui/display'),
  RemoteParcel: jest.requireActual('./testing/fakeParcels').FakeRemoteParcel,
}));
jest.mock('@refnet/shared-ui/patients', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/patients'), {
      fetchPatientList: jest.fn(),
      fetchPatient: jest.fn(),
    }),
);
jest.mock('@refnet/shared-ui/referrals', () => ({
  ...jest.requireActual('@refnet/shared-ui/referrals'),
  createReferral: jest.fn(),
  loadNotificationCount: jest.fn(),
}));
jest.mock('@refnet/shared-ui/accounts', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/accounts'), {
      fetchJobRoles: jest.fn(),
    }),
);

const route = matchRoute('/referral/add')!.route;
const john = patientFixture();
const mary = patientFixture({
  id: 43,
  title: 'Ms',
  firstName: 'Mary',
  lastName: 'Jones',
  isSelfPayer: false,
  insurancePolicy: AGREEMENTS[1]!,
  address: { ...john.address, latitude: 52.2, longitude: 0.12 },
});
const ben = clinicianCardFixture();

beforeEach(() => {
  signInAda();
  pickerCards.splice(0, pickerCards.length, ben);
  jest
    .mocked(fetchPatientList)
    .mockResolvedValue(patientList({ addedPatients: [john], referredPatients: [mary] }));
  jest
    .mocked(fetchJobRoles)
    .mockResolvedValue({ jobRoles: JOB_ROLES, clinicianTypes: [], specialties: [], doctorIds: [] });
  jest.mocked(createReferral).mockResolvedValue({
    message: { variant: 'success', message: REFERRAL_MESSAGES.sent },
  });
  jest.mocked(loadNotificationCount).mockResolvedValue(true);
});
afterEach(() => {
  appStore.set(globalMessageAtom, null);
  signOut();
});

function showWizard() {
  render(
    <RefnetProviders>
      <NewReferralScreen route={route} params={{}} />
    </RefnetProviders>,
  );
}

// Generous waits: antd renders slowly on a busy 2-core machine.
const WAIT = { timeout: 10_000 };
const onStep = (title: string) => screen.findByRole('heading', { level: 2, name: title }, WAIT);
const button = (name: string) => screen.queryByRole('button', { name });
const patientButton = (name: RegExp) => screen.findByRole('button', { name }, WAIT);

/** Types a text at once (typing key by key into antd's text areas is slow). */
async function enter(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function choosePatientAndDescribe() {
  await userEvent.click(await patientButton(/John Smith/));
  await onStep('Enter referral information');
  await enter('History', 'Two episodes over three months.');
  await enter('Reason for referral', 'Please assess.');
  await userEvent.click(button('Next')!);
  await onStep('Select clinician');
}

describe('the referral wizard, step 0', () => {
  it("lists the clinician's patients; Next waits for a patient and Previous is hidden", async () => {
    showWizard();
    await patientButton(/John Smith/);
    expect(screen.getByRole('button', { name: /Mary Jones/ })).toBeInTheDocument();
    expect(button('Previous')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: WIZARD_NAV_LABEL })).getByRole('button'),
    ).toHaveTextContent('Next');
    expect(button('Next')).toBeDisabled();
  });

  it('filters the patients by name', async () => {
    showWizard();
    await patientButton(/John Smith/);
    await userEvent.type(screen.getByLabelText('Search patient by name'), 'mary');
    expect(screen.queryByRole('button', { name: /John Smith/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Mary Jones/ })).toBeInTheDocument();
  });

  it('advances when a patient is chosen; back on step 0, the patient can be cleared', async () => {
    showWizard();
    await userEvent.click(await patientButton(/John Smith/));
    await onStep('Enter referral information');
    expect(button('Previous')).toBeInTheDocument();
    await userEvent.click(button('Previous')!);
    await onStep('Select patient to refer');
    expect(
      within(screen.getByText('Selected patient').closest('.ant-card')!).getByText(/John Smith/),
    ).toBeInTheDocument();
    expect(button('Next')).toBeEnabled();
    await userEvent.click(button('Clear patient')!);
    expect(button('Next')).toBeDisabled();
    expect(screen.queryByText('Selected patient')).not.toBeInTheDocument();
  });

  it("adds a new patient with mf-patients' form, then fetches them and advances", async () => {
    jest
      .mocked(fetchPatient)
      .mockResolvedValue({ currentPatient: patientFixture({ id: NEW_PATIENT_ID, firstName: 'Nina' }) });
    showWizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Add new patient' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the new patient' }));
    await onStep('Enter referral information');
    expect(fetchPatient).toHaveBeenCalledWith(NEW_PATIENT_ID);
    await userEvent.click(button('Previous')!);
    expect(await screen.findByText(/Nina Smith/, {}, WAIT)).toBeInTheDocument();
  });

  it('tells a delegate without the create permission that they cannot make referrals', async () => {
    signInAdasDelegate({ permissionCreateReferrals: false });
    showWizard();
    expect(screen.getByText(NO_CREATE_PERMISSION_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(fetchPatientList).not.toHaveBeenCalled();
  });
});

describe('the referral wizard, steps 2 and 3', () => {
  it("searches for the patient's insurer around the patient's address", async () => {
    showWizard();
    await userEvent.click(await patientButton(/Mary Jones/));
    await onStep('Enter referral information');
    await enter('History', 'History.');
    await enter('Reason for referral', 'Reason.');
    await userEvent.click(button('Next')!);
    await onStep('Select clinician');
    expect(screen.getByTestId('picker-props')).toHaveTextContent(
      'jobRoleId=0 insuranceProviderId=12 origin=52.2,0.12',
    );
  });

  it('narrows the clinician search at every level of the job role, not only at the leaf', async () => {
    showWizard();
    await choosePatientAndDescribe();
    await waitFor(() => expect(screen.getByLabelText('Job role')).toBeEnabled(), WAIT);
    await chooseOption('Job role', 'Consultant');
    expect(screen.getByTestId('picker-role-names')).toHaveTextContent(
      /^jobRoleSelected=Consultant jobSpecialtySelected=$/,
    );
    await chooseOption('Specialty', 'Orthopaedic Surgery');
    expect(screen.getByTestId('picker-role-names')).toHaveTextContent(
      'jobRoleSelected=Consultant jobSpecialtySelected=Orthopaedic Surgery',
    );
    expect(screen.getByTestId('picker-props')).toHaveTextContent(/^jobRoleId=0 /);
  });

  it('sends a named referral, then says so and goes to the dashboard', async () => {
    showWizard();
    await choosePatientAndDescribe();
    await userEvent.click(screen.getByRole('button', { name: 'Select Ben Hart' }));
    await onStep('Review referral data');
    expect(screen.getByText('Dr Ben Hart, St Mary’s Hospital')).toBeInTheDocument();
    expect(screen.getByText('Consultant – Urology')).toBeInTheDocument();
    expect(screen.getByText('Two episodes over three months.')).toBeInTheDocument();

    await userEvent.click(button('Send referral')!);
    expect(createReferral).toHaveBeenCalledWith({
      patientId: 42,
      crpId: 70,
      jobRoleId: 4,
      mainDescription: 'Please assess.',
      patientHistory: 'Two episodes over three months.',
      specifiedClinician: true,
      receiverCrpId: 80,
      idempotencyKey: expect.any(String),
    });
    expect(await screen.findByText(REFERRAL_MESSAGES.sent, {}, WAIT)).toBeInTheDocument();
    expect(loadNotificationCount).toHaveBeenCalled();
    expect(navigateToUrl).not.toHaveBeenCalled();
    await userEvent.click(button('OK')!);
    expect(navigateToUrl).toHaveBeenCalledWith('/dashboard');
  });

  it('sends a referral open to every clinician holding the chosen job role', async () => {
    showWizard();
    await choosePatientAndDescribe();
    await waitFor(() => expect(screen.getByLabelText('Job role')).toBeEnabled(), WAIT);
    expect(button('Set open to all suitable clinicians')).toBeDisabled();
    await chooseOption('Job role', 'Consultant');
    await chooseOption('Specialty', 'Urology');
    await userEvent.click(button('Set open to all suitable clinicians')!);
    await onStep('Review referral data');
    expect(screen.getByText('Open to all Consultants')).toBeInTheDocument();
    await userEvent.click(button('Send referral')!);
    expect(createReferral).toHaveBeenCalledWith(
      expect.objectContaining({ jobRoleId: 4, specifiedClinician: false }),
    );
    expect(jest.mocked(createReferral).mock.calls[0]![0]).not.toHaveProperty('receiverCrpId');
  });

  it("shows the API's reason when sending fails, and keeps what was entered", async () => {
    jest.mocked(createReferral).mockRejectedValue(
      new ApiRequestError({
        kind: 'response',
        status: 400,
        message: REFERRAL_MESSAGES.receiverLacksRole,
        serverMessage: { variant: 'danger', message: REFERRAL_MESSAGES.receiverLacksRole },
      }),
    );
    showWizard();
    await choosePatientAndDescribe();
    await userEvent.click(screen.getByRole('button', { name: 'Select Ben Hart' }));
    await onStep('Review referral data');
    await userEvent.click(button('Send referral')!);
    await waitFor(() =>
      expect(appStore.get(globalMessageAtom)).toEqual({
        variant: 'danger',
        message: REFERRAL_MESSAGES.receiverLacksRole,
      }),
    );
    expect(screen.queryByText(REFERRAL_MESSAGES.sent)).not.toBeInTheDocument();
    expect(button('Send referral')).toBeEnabled();
    await userEvent.click(button('Previous')!);
    await userEvent.click(button('Previous')!);
    expect(await screen.findByLabelText('History', {}, WAIT)).toHaveValue('Two episodes over three months.');
  });
});
