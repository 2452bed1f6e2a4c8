import { render, screen } from '@testing-library/react';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { appStore, profileAtom, RefnetProviders, reportError, sessionAtom } from '@refnet/shared-ui';
import { JOB_ROLES, patientFixture } from '@refnet/shared-ui/testing';
import { clinicianCardFixture, signInAda } from '../testing/wizardFixtures';
import { initialWizardState, type WizardState } from '../wizardState';
import {
  LOADING_PROFILES_TEXT,
  MISSING_DATA_TITLE,
  NO_PROFILES_TEXT,
  NO_PROFILES_TITLE,
  ReviewStep,
  SEND_REFERRAL_LABEL,
} from './ReviewStep';

jest.mock('@refnet/shared-ui', () => ({
  ...jest.requireActual('@refnet/shared-ui'),
  reportError: jest.fn(),
}));

const patient = patientFixture();
const ready: WizardState = {
  ...initialWizardState({ maxStep: 3, step: 3, patient, target: clinicianCardFixture() }),
  patientHistory: 'Two episodes over three months.',
  mainDescription: 'Please assess.',
};

function renderReview(state: WizardState) {
  render(
    <RefnetProviders>
      <ReviewStep state={state} onSent={jest.fn()} />
    </RefnetProviders>,
  );
}

const send = () => screen.getByRole('button', { name: SEND_REFERRAL_LABEL });

beforeEach(signInAda);
afterEach(() => {
  appStore.set(sessionAtom, null);
  appStore.set(profileAtom, null);
  localStorage.clear();
});

describe('step 3: review before sending (SPEC §5, §8)', () => {
  it('shows what will be sent and allows sending', () => {
    renderReview(ready);
    expect(screen.getByText('Mr John Smith (02/04/1980)')).toBeInTheDocument();
    expect(screen.getByText('Dr Ben Hart, St Mary’s Hospital')).toBeInTheDocument();
    expect(send()).toBeEnabled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it.each([
    [{ currentPatient: null }, REFERRAL_MESSAGES.patientMissing],
    [{ patientHistory: '' }, REFERRAL_MESSAGES.historyMissing],
    [{ mainDescription: ' ' }, REFERRAL_MESSAGES.mainDescriptionMissing],
    [{ jobRoleId: 0, jobRole: null }, REFERRAL_MESSAGES.jobRoleMissing],
  ])('with %j says "%s", refuses to send and tells the team', (change, message) => {
    renderReview({ ...ready, ...change });
    expect(screen.getByRole('alert')).toHaveTextContent(`${MISSING_DATA_TITLE}${message}`);
    expect(send()).toBeDisabled();
    expect(reportError).toHaveBeenCalledWith(new Error(`Referral review: ${message}`));
  });

  it('needs a clinician profile to send from', () => {
    appStore.set(profileAtom, { ...appStore.get(profileAtom)!, clinicianProfiles: [] });
    renderReview(ready);
    expect(screen.getByRole('alert')).toHaveTextContent(`${NO_PROFILES_TITLE}${NO_PROFILES_TEXT}`);
    expect(send()).toBeDisabled();
    expect(reportError).toHaveBeenCalled();
  });

  it('waits for the profile', () => {
    appStore.set(profileAtom, null);
    renderReview(ready);
    expect(screen.getByText(LOADING_PROFILES_TEXT)).toBeInTheDocument();
  });

  it('offers the fixed clinician’s other job roles when they hold several', () => {
    const target = clinicianCardFixture({ jobRole: [JOB_ROLES[3]!, JOB_ROLES[0]!] });
    const state = {
      ...ready,
      ...initialWizardState({ maxStep: 2, step: 2, patient, target }),
      patientHistory: 'h',
      mainDescription: 'm',
    };
    render(
      <RefnetProviders>
        <ReviewStep state={state} onSent={jest.fn()} onSetJobRole={jest.fn()} />
      </RefnetProviders>,
    );
    expect(screen.getByLabelText('Job role')).toBeInTheDocument();
    expect(screen.getByTitle('Consultant – Urology')).toBeInTheDocument();
  });
});
