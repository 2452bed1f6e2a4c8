import { act, render, screen, waitFor } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { matchRoute } from '@refnet/contracts';
import { AWAITING_APPROVAL_MESSAGE } from '@refnet/contracts/accounts';
import {
  appStore,
  checkAuth,
  RefnetProviders,
  sessionAtom,
  type ScreenProps,
  type Session,
} from '@refnet/shared-ui';
import type { ComponentType } from 'react';
import { PendingApprovalScreen } from './features/pending-approval/PendingApprovalScreen';
import { CheckEmailScreen } from './features/progress/CheckEmailScreen';
import { RegistrationCompleteScreen } from './features/progress/RegistrationCompleteScreen';
import { VerificationPendingScreen } from './features/progress/VerificationPendingScreen';

function renderScreen(Screen: ComponentType<ScreenProps>, path: string) {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  render(
    <RefnetProviders>
      <Screen route={match.route} params={match.params} />
    </RefnetProviders>,
  );
}

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@refnet/shared-ui', () => ({
  ...jest.requireActual('@refnet/shared-ui'),
  checkAuth: jest.fn(),
}));
const mockCheckAuth = jest.mocked(checkAuth);

const unapproved: Session = {
  token: 't',
  user: {
    id: 1,
    username: 'a@b.co',
    email: 'a@b.co',
    first_name: 'Ada',
    last_name: 'O',
    is_staff: false,
  },
  userGroup: 'Clinician',
  isAdmin: false,
  isPatient: false,
  isVerified: false,
};
const { token: _token, ...identity } = unapproved;
const checkAnswer = (isVerified: boolean) => ({ ...identity, isAuthenticated: true as const, isVerified });

beforeEach(() => mockCheckAuth.mockResolvedValue(checkAnswer(false)));
afterEach(() => appStore.set(sessionAtom, null));

describe('registration progress screens', () => {
  it('step 1 asks the user to check their e-mail', () => {
    renderScreen(CheckEmailScreen, '/registered/check-email');
    expect(screen.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText(/check your e-mail for a link to verify your address/)).toBeInTheDocument();
  });

  it('step 2 waits for the e-mailed link', () => {
    renderScreen(VerificationPendingScreen, '/registered/verification-pending');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText(/open the verification link/)).toBeInTheDocument();
  });

  it('step 3 "complete" says the account is approved, with a Please Login button', () => {
    renderScreen(RegistrationCompleteScreen, '/registered/complete');
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Your account has been approved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please Login' })).toHaveAttribute('href', '/login');
  });

  it('step 3 "pending" says approval takes up to 48 hours and the beta is free', () => {
    renderScreen(PendingApprovalScreen, '/register/pending-account-approval');
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText(AWAITING_APPROVAL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(/no charge for using it during the beta/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Please Login' })).not.toBeInTheDocument();
  });

  it('offers a signed-in, unapproved clinician their profile and help, without logging out', async () => {
    appStore.set(sessionAtom, unapproved);
    renderScreen(PendingApprovalScreen, '/register/pending-account-approval');
    expect(screen.getByText('Welcome, Ada')).toBeInTheDocument();
    expect(screen.getByText(AWAITING_APPROVAL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/auth/help');
    expect(screen.queryByText(/logout/i)).not.toBeInTheDocument();
    await waitFor(() => expect(mockCheckAuth).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(appStore.get(sessionAtom)).toEqual(expect.objectContaining({ isVerified: false, token: 't' }));
  });

  it('does not check with the server when nobody is signed in', () => {
    renderScreen(PendingApprovalScreen, '/register/pending-account-approval');
    expect(mockCheckAuth).not.toHaveBeenCalled();
  });

  it('sends a clinician approved since sign-in to the dashboard', async () => {
    mockCheckAuth.mockResolvedValue(checkAnswer(true));
    appStore.set(sessionAtom, unapproved);
    renderScreen(PendingApprovalScreen, '/register/pending-account-approval');
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/dashboard'));
    expect(appStore.get(sessionAtom)).toEqual(expect.objectContaining({ isVerified: true, token: 't' }));
    expect(screen.queryByText('Welcome, Ada')).not.toBeInTheDocument();
  });

  it('changes nothing when the check fails', async () => {
    mockCheckAuth.mockRejectedValue(new Error('offline'));
    appStore.set(sessionAtom, unapproved);
    renderScreen(PendingApprovalScreen, '/register/pending-account-approval');
    await waitFor(() => expect(mockCheckAuth).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(appStore.get(sessionAtom)).toEqual(unapproved);
    expect(screen.getByText('Welcome, Ada')).toBeInTheDocument();
  });
});
