import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateReferralRequest, CreateReferralResponse } from '@refnet/contracts/referrals';
import { appStore, profileAtom, RefnetProviders, sessionAtom } from '@refnet/shared-ui';
import { createReferral } from '@refnet/shared-ui/referrals';
import { patientFixture } from '@refnet/shared-ui/testing';
import { clinicianCardFixture, signInAda } from '../testing/wizardFixtures';
import { initialWizardState, type WizardState } from '../wizardState';
import { ReviewStep, SEND_REFERRAL_LABEL } from './ReviewStep';

jest.mock('@refnet/shared-ui/referrals', () => ({
  ...jest.requireActual('@refnet/shared-ui/referrals'),
  createReferral: jest.fn(),
  loadNotificationCount: jest.fn(async () => undefined),
}));
const createReferralMock = jest.mocked(createReferral);

const ready: WizardState = {
  ...initialWizardState({ maxStep: 3, step: 3, patient: patientFixture(), target: clinicianCardFixture() }),
  patientHistory: 'Two episodes over three months.',
  mainDescription: 'Please assess.',
};

const sentBodies = () => createReferralMock.mock.calls.map(([request]) => request as CreateReferralRequest);

beforeEach(() => {
  createReferralMock.mockReset();
  signInAda();
});
afterEach(() => {
  appStore.set(sessionAtom, null);
  appStore.set(profileAtom, null);
  localStorage.clear();
});

describe('Send referral', () => {
  it('sends once when double-clicked while the first send is on its way', async () => {
    let answer: (response: CreateReferralResponse) => void = () => undefined;
    createReferralMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const onSent = jest.fn();
    render(
      <RefnetProviders>
        <ReviewStep state={ready} onSent={onSent} />
      </RefnetProviders>,
    );

    await userEvent.dblClick(screen.getByRole('button', { name: SEND_REFERRAL_LABEL }));

    expect(createReferralMock).toHaveBeenCalledTimes(1);
    await act(async () => answer({} as CreateReferralResponse));
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('sends again after a failure with the same idempotency key', async () => {
    createReferralMock.mockRejectedValue(new Error('no answer'));
    render(
      <RefnetProviders>
        <ReviewStep state={ready} onSent={jest.fn()} />
      </RefnetProviders>,
    );
    const send = screen.getByRole('button', { name: SEND_REFERRAL_LABEL });

    await userEvent.click(send);
    await userEvent.click(send);

    const [first, second] = sentBodies();
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });
});
