import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoute } from '@refnet/contracts';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { ApiRequestError, RefnetProviders } from '@refnet/shared-ui';
import { fetchPatient, fetchPatientList } from '@refnet/shared-ui/patients';
import { patientFixture, patientList, signOut } from '@refnet/shared-ui/testing';
import { PARTIES_LABEL } from './parties/ReferralParties';
import { PatientSelectedReferralScreen } from './PatientSelectedReferralScreen';
import { signInAda, signInAdasDelegate } from './testing/wizardFixtures';
import { NO_CREATE_PERMISSION_TEXT } from './WizardPage';

jest.mock('@refnet/shared-ui/patients', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/patients'), {
      fetchPatient: jest.fn(),
      fetchPatientList: jest.fn(),
    }),
);

const WAIT = { timeout: 10_000 };
const route = matchRoute('/referral/patient-selected/42/add')!.route;

beforeEach(() => {
  signInAda();
  jest.mocked(fetchPatient).mockResolvedValue({ currentPatient: patientFixture() });
  jest.mocked(fetchPatientList).mockResolvedValue(patientList({ addedPatients: [patientFixture()] }));
});
afterEach(signOut);

function showScreen(patientId = '42') {
  render(
    <RefnetProviders>
      <PatientSelectedReferralScreen route={route} params={{ patientId }} />
    </RefnetProviders>,
  );
}

describe('patient-preselected referral', () => {
  it('starts at step 1 with the route’s patient, and offers no clear-patient button', async () => {
    showScreen();
    await screen.findByRole('heading', { level: 2, name: 'Enter referral information' }, WAIT);
    expect(fetchPatient).toHaveBeenCalledWith(42);
    expect(screen.getByText('Select clinician')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { level: 2, name: 'Select patient to refer' }, WAIT);
    expect(screen.getByText('Mr John Smith (02/04/1980)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear patient' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows the patient being referred, name and date of birth, on the step it opens on', async () => {
    showScreen();
    await screen.findByRole('heading', { level: 2, name: 'Enter referral information' }, WAIT);
    const parties = screen.getByRole('region', { name: PARTIES_LABEL });
    expect(within(parties).getByText('Mr John Smith, born 02/04/1980')).toBeInTheDocument();
  });

  it('says a patient the user cannot see is not found', async () => {
    jest
      .mocked(fetchPatient)
      .mockRejectedValue(
        new ApiRequestError({ kind: 'response', status: 404, message: 'Patient not found.' }),
      );
    showScreen();
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(REFERRAL_MESSAGES.patientNotFound);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('tells a delegate without the create permission they cannot refer, loading nothing', () => {
    signInAdasDelegate({ permissionCreateReferrals: false });
    showScreen();
    expect(screen.getByText(NO_CREATE_PERMISSION_TEXT)).toBeInTheDocument();
    expect(fetchPatient).not.toHaveBeenCalled();
    expect(fetchPatientList).not.toHaveBeenCalled();
  });
});
