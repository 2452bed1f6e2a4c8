import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoute } from '@refnet/contracts';
import {
  RESET_REQUEST_FAILED_MESSAGE,
  SET_NEW_PASSWORD_FAILED_MESSAGE,
  SET_NEW_PASSWORD_SUCCESS_MESSAGE,
} from '@refnet/contracts/accounts';
import { appStore, globalMessageAtom, RefnetProviders, type ScreenProps } from '@refnet/shared-ui';
import { requestPasswordReset, setNewPassword } from '@refnet/shared-ui/accounts';
import type { ComponentType } from 'react';
import { SendResetEmailScreen } from './SendResetEmailScreen';
import { SetNewPasswordScreen } from './SetNewPasswordScreen';

jest.mock('@refnet/shared-ui/accounts', () => ({
  ...jest.requireActual('@refnet/shared-ui/accounts'),
  requestPasswordReset: jest.fn(),
  setNewPassword: jest.fn(),
}));
const mockRequestReset = jest.mocked(requestPasswordReset);
const mockSetNewPassword = jest.mocked(setNewPassword);
// antd screens render slowly in jsdom on a busy machine.
const sent = { message: { variant: 'success' as const, message: 'Sent.' } };

function renderAt(Screen: ComponentType<ScreenProps>, path: string) {
  window.history.pushState(null, '', path);
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  render(
    <RefnetProviders>
      <Screen route={match.route} params={match.params} />
    </RefnetProviders>,
  );
}

afterEach(() => appStore.set(globalMessageAtom, null));

describe('SendResetEmailScreen', () => {
  it('sends the lower-cased e-mail and goes to the success page', async () => {
    mockRequestReset.mockResolvedValue(sent);
    renderAt(SendResetEmailScreen, '/user/send-reset-email');
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send password reset email' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/password-reset-success'));
    expect(mockRequestReset).toHaveBeenCalledWith({ email: 'ada@example.org' });
  });

  it('checks the address before sending', async () => {
    renderAt(SendResetEmailScreen, '/user/send-reset-email');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send password reset email' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(mockRequestReset).not.toHaveBeenCalled();
  });

  it('says so when the request fails', async () => {
    mockRequestReset.mockRejectedValue(new Error('400'));
    renderAt(SendResetEmailScreen, '/user/send-reset-email');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send password reset email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_REQUEST_FAILED_MESSAGE);
    expect(window.location.pathname).toBe('/user/send-reset-email');
  });
});

describe('SetNewPasswordScreen', () => {
  const PATH = '/user/set-new-password/MQ/bG9uZw/abcdefghijklmnop1234';

  async function fill(password: string, confirmation: string) {
    await userEvent.type(screen.getByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('refuses passwords that do not match', async () => {
    renderAt(SetNewPasswordScreen, PATH);
    await fill('a-long-password', 'another-password');
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
    expect(mockSetNewPassword).not.toHaveBeenCalled();
  });

  it('sends the link with the password and goes to login with a success message', async () => {
    mockSetNewPassword.mockResolvedValue(sent);
    renderAt(SetNewPasswordScreen, PATH);
    await fill('a-long-password', 'a-long-password');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(mockSetNewPassword).toHaveBeenCalledWith({
      userHash: 'MQ',
      timeHash: 'bG9uZw',
      verificationCode: 'abcdefghijklmnop1234',
      password: 'a-long-password',
      rePassword: 'a-long-password',
    });
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'success',
      message: SET_NEW_PASSWORD_SUCCESS_MESSAGE,
    });
  });

  it('says the code is invalid and links to a new request when it fails', async () => {
    mockSetNewPassword.mockRejectedValue(new Error('400'));
    renderAt(SetNewPasswordScreen, PATH);
    await fill('a-long-password', 'a-long-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(SET_NEW_PASSWORD_FAILED_MESSAGE);
    expect(screen.getByRole('link', { name: 'Request a new password reset' })).toHaveAttribute(
      'href',
      '/user/send-reset-email',
    );
    expect(window.location.pathname).toBe(PATH);
  });

  it('explains where the link is when the route has none', () => {
    renderAt(SetNewPasswordScreen, '/user/set-new-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByText(/open the link in the password reset e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new password reset' })).toBeInTheDocument();
  });
});
