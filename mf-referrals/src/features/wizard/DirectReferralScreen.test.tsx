import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { matchRoute } from '@refnet/contracts';
import { CLINICIAN_MESSAGES } from '@refnet/contracts/clinicians';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { ApiRequestError, RefnetProviders } from '@refnet/shared-ui';
import { fetchClinicianRoleProfile } from '@refnet/shared-ui/clinicians';
import { fetchPatientList } from '@refnet/shared-ui/patients';
import { createReferral } from '@refnet/shared-ui/referrals';
import { chooseOption, JOB_ROLES, patientFixture, patientList, signOut } from '@refnet/shared-ui/testing';
import { ChooseClinicianFirstScreen, FIND_CLINICIAN_LABEL } from './ChooseClinicianFirstScreen';
import { DirectReferralScreen } from './DirectReferralScreen';
import { PARTIES_LABEL } from './parties/ReferralParties';
import { clinicianCardFixture, signInAda, signInAdasDelegate } from './testing/wizardFixtures';
import { NO_CREATE_PERMISSION_TEXT } from './WizardPage';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));
jest.mock('@refnet/shared-ui/clinicians', () => ({
  ...jest.requireActual('@refnet/shared-ui/clinicians'),
  fetchClinicianRoleProfile: jest.fn(),
}));
jest.mock('@refnet/shared-ui/patients', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/patients'), {
      fetchPatientList: jest.fn(),
    }),
);
jest.mock('@refnet/shared-ui/referrals', () => ({
  ...jest.requireActual('@refnet/shared-ui/referrals'),
  createReferral: jest.fn(),
  loadNotificationCount: jest.fn(),
}));

const WAIT = { timeout: 10_000 };
const route = matchRoute('/referral/direct-to-clinician/80/add')!.route;
const [gp, urology] = [JOB_ROLES[0]!, JOB_ROLES[3]!];
const ben = clinicianCardFixture({ jobRole: [urology, gp] });
const benAtRoyalFree = {
  ...ben,
  id: 81,
  clinic: {
    ...ben.clinic,
    id: 801,
    centreName: 'Royal Free Hospital',
    clinicName: '',
    address: { ...ben.clinic.address, id: 8001, firstLine: 'Pond St', postcode: 'NW3 2QG' },
  },
};

beforeEach(() => {
  signInAda();
  jest.mocked(fetchClinicianRoleProfile).mockResolvedValue({ crp: ben, allCrps: [ben] });
  jest.mocked(fetchPatientList).mockResolvedValue(patientList({ addedPatients: [patientFixture()] }));
  jest.mocked(createReferral).mockResolvedValue({
    message: { variant: 'success', message: REFERRAL_MESSAGES.sent },
  });
});
afterEach(signOut);

function showScreen(clinicianId = '80') {
  render(
    <RefnetProviders>
      <DirectReferralScreen route={route} params={{ clinicianId }} />
    </RefnetProviders>,
  );
}

async function enter(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

describe('direct-to-clinician referral', () => {
  it('has three steps and sends to the clinician of the route, for the role the user picks', async () => {
    showScreen();
    await userEvent.click(await screen.findByRole('button', { name: /John Smith/ }, WAIT));
    expect(fetchClinicianRoleProfile).toHaveBeenCalledWith(80, expect.anything());
    expect(screen.queryByText('Select clinician')).not.toBeInTheDocument();
    await enter('History', 'Two episodes.');
    await enter('Reason for referral', 'Please assess.');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Review referral data' }, WAIT);
    expect(screen.getByText('Dr Ben Hart, St Mary’s Hospital')).toBeInTheDocument();
    await chooseOption('Job role', 'General Practitioner');
    await userEvent.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(createReferral).toHaveBeenCalledWith({
      patientId: 42,
      crpId: 70,
      jobRoleId: gp.id,
      mainDescription: 'Please assess.',
      patientHistory: 'Two episodes.',
      specifiedClinician: true,
      receiverCrpId: 80,
      idempotencyKey: expect.any(String),
    });
  });

  it('names the clinician from the first step and lets the user choose which of their clinics', async () => {
    jest.mocked(fetchClinicianRoleProfile).mockResolvedValue({ crp: ben, allCrps: [ben, benAtRoyalFree] });
    showScreen();
    await screen.findByRole('heading', { level: 2, name: 'Select patient to refer' }, WAIT);
    const parties = screen.getByRole('region', { name: PARTIES_LABEL });
    expect(within(parties).getByText('Dr Ben Hart')).toBeInTheDocument();
    expect(
      within(parties).getByTitle('St Mary’s Hospital (Room 1), Praed St, London, W2 1NY'),
    ).toBeInTheDocument();
    await chooseOption('Clinic', 'Royal Free Hospital, Pond St, London, NW3 2QG');
    expect(within(parties).getByRole('combobox', { name: 'Clinic' })).toBeInTheDocument();
    expect(
      within(parties).getByTitle('Royal Free Hospital, Pond St, London, NW3 2QG', { exact: true }),
    ).toBeInTheDocument();
  });

  it('names the only clinic of a clinician who has one, without a choice', async () => {
    showScreen();
    await screen.findByRole('heading', { level: 2, name: 'Select patient to refer' }, WAIT);
    const parties = screen.getByRole('region', { name: PARTIES_LABEL });
    expect(parties).toHaveTextContent('St Mary’s Hospital (Room 1), Praed St, London, W2 1NY');
    expect(within(parties).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says an unknown clinician was not found, then goes back to the clinicians map after 5 s', async () => {
    jest.useFakeTimers();
    try {
      jest
        .mocked(fetchClinicianRoleProfile)
        .mockRejectedValue(
          new ApiRequestError({ kind: 'response', status: 404, message: CLINICIAN_MESSAGES.notFound }),
        );
      showScreen();
      expect(await screen.findByRole('alert')).toHaveTextContent(CLINICIAN_MESSAGES.notFoundRedirect);
      act(() => jest.advanceTimersByTime(4900));
      expect(navigateToUrl).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(100));
      expect(navigateToUrl).toHaveBeenCalledWith('/clinicians');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a referral to oneself', async () => {
    const self = clinicianCardFixture({ id: 7, firstName: 'Ada', lastName: 'Okafor' });
    jest.mocked(fetchClinicianRoleProfile).mockResolvedValue({ crp: self, allCrps: [self] });
    showScreen('70');
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(REFERRAL_MESSAGES.referToSelf);
    expect(fetchPatientList).not.toHaveBeenCalled();
  });

  it('tells a delegate without the create permission they cannot refer, loading nothing', () => {
    signInAdasDelegate({ permissionCreateReferrals: false });
    showScreen();
    expect(screen.getByText(NO_CREATE_PERMISSION_TEXT)).toBeInTheDocument();
    expect(fetchClinicianRoleProfile).not.toHaveBeenCalled();
    expect(fetchPatientList).not.toHaveBeenCalled();
  });
});

describe('/referral/direct-to-clinician without a clinician', () => {
  const showChooseFirst = () =>
    render(
      <RefnetProviders>
        <ChooseClinicianFirstScreen route={matchRoute('/referral/direct-to-clinician')!.route} params={{}} />
      </RefnetProviders>,
    );

  it('explains the clinician is chosen first and links to the search', () => {
    showChooseFirst();
    expect(screen.getByRole('link', { name: FIND_CLINICIAN_LABEL })).toHaveAttribute('href', '/clinicians');
  });

  it('tells a delegate without the create permission they cannot refer, instead of sending them to search', () => {
    signInAdasDelegate({ permissionCreateReferrals: false });
    showChooseFirst();
    expect(screen.getByText(NO_CREATE_PERMISSION_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: FIND_CLINICIAN_LABEL })).not.toBeInTheDocument();
  });
});
