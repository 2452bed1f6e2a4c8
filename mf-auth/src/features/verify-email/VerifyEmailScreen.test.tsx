import { render, screen } from '@testing-library/react';
import { matchRoute } from '@refnet/contracts';
import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFICATION_FAILED_MESSAGE,
  type VerifyEmailResponse,
} from '@refnet/contracts/accounts';
import { RefnetProviders } from '@refnet/shared-ui';
import { verifyEmail } from '@refnet/shared-ui/accounts';
import { VerifyEmailScreen } from './VerifyEmailScreen';

jest.mock('@refnet/shared-ui/accounts', () => ({
  ...jest.requireActual('@refnet/shared-ui/accounts'),
  verifyEmail: jest.fn(),
}));
const mockVerifyEmail = jest.mocked(verifyEmail);
// antd screens render slowly in jsdom on a busy machine.

const PATH = '/register/verify-email/MQ/bG9uZw/abcdefghijklmnop1234';

function renderAt(path = PATH) {
  window.history.pushState(null, '', path);
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  render(
    <RefnetProviders>
      <VerifyEmailScreen route={match.route} params={match.params} />
    </RefnetProviders>,
  );
}

const answer = (
  accountApproved: boolean,
  emailVerified = true,
  alreadyVerified = false,
): VerifyEmailResponse => ({
  message: { variant: 'success', message: 'Verified.' },
  emailVerified,
  accountApproved,
  alreadyVerified,
});

describe('VerifyEmailScreen', () => {
  it('shows step 2 pending while the link is verified, with the route parameters', () => {
    mockVerifyEmail.mockReturnValue(new Promise(() => undefined));
    renderAt();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your e-mail address...');
    expect(mockVerifyEmail).toHaveBeenCalledTimes(1);
    expect(mockVerifyEmail).toHaveBeenCalledWith({
      userHash: 'MQ',
      timeHash: 'bG9uZw',
      verificationCode: 'abcdefghijklmnop1234',
    });
  });

  it('goes to step 3 "complete" when the account is already approved', async () => {
    mockVerifyEmail.mockResolvedValue(answer(true));
    renderAt();
    expect(await screen.findByText('Your e-mail address has been verified')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/registered/complete');
  });

  it('goes to step 3 "pending approval" otherwise', async () => {
    mockVerifyEmail.mockResolvedValue(answer(false));
    renderAt();
    await screen.findByText('Your e-mail address has been verified');
    expect(window.location.pathname).toBe('/register/pending-account-approval');
  });

  it('says an already-used link of a verified address is verified, and offers to sign in', async () => {
    mockVerifyEmail.mockResolvedValue(answer(false, true, true));
    renderAt();
    expect(await screen.findByText('Your e-mail address is already verified')).toBeInTheDocument();
    expect(screen.getByText(EMAIL_ALREADY_VERIFIED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(EMAIL_VERIFICATION_FAILED_MESSAGE)).not.toBeInTheDocument();
    expect(window.location.pathname).toBe(PATH);
  });

  it('says the team will review the request when verification fails', async () => {
    mockVerifyEmail.mockRejectedValue(new Error('400'));
    renderAt();
    expect(await screen.findByText(EMAIL_VERIFICATION_FAILED_MESSAGE)).toBeInTheDocument();
    expect(window.location.pathname).toBe(PATH);
  });

  it('treats an answer that did not verify the address as a failure', async () => {
    mockVerifyEmail.mockResolvedValue(answer(false, false));
    renderAt();
    expect(await screen.findByText(EMAIL_VERIFICATION_FAILED_MESSAGE)).toBeInTheDocument();
  });

  it('fails without calling the server when the link is malformed', async () => {
    renderAt('/register/verify-email/MQ/bG9uZw/short');
    expect(await screen.findByText(EMAIL_VERIFICATION_FAILED_MESSAGE)).toBeInTheDocument();
    expect(mockVerifyEmail).not.toHaveBeenCalled();
  });
});
