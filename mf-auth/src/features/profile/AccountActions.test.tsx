import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiRequestError,
  appStore,
  globalMessageAtom,
  login,
  RefnetProviders,
  saveSession,
  sessionAtom,
} from '@refnet/shared-ui';
import {
  deactivateAccount,
  updateNotificationSetting,
  updatePassword,
  uploadProfilePicture,
} from '@refnet/shared-ui/accounts';
import {
  DEACTIVATE_FAILED_MESSAGE,
  DEACTIVATE_SUCCESS_MESSAGE,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TOO_LARGE_MESSAGE,
} from '@refnet/contracts/accounts';
import { ChangePasswordView } from './ChangePasswordView';
import { DEACTIVATION_OUTCOME_MS, DeactivateAccount } from './DeactivateAccount';
import { NotificationSettingsView, NOTIFICATION_SAVE_FAILED_MESSAGE } from './NotificationSettingsView';
import { PictureUploadModal } from './PictureUploadModal';
import { profileFixture, profileSession } from '../../testing/profileFixture';

jest.mock('@refnet/shared-ui', () => ({
  ...jest.requireActual('@refnet/shared-ui'),
  login: jest.fn(),
}));
jest.mock('@refnet/shared-ui/accounts', () => ({
  ...jest.requireActual('@refnet/shared-ui/accounts'),
  updatePassword: jest.fn(),
  deactivateAccount: jest.fn(),
  uploadProfilePicture: jest.fn(),
  updateNotificationSetting: jest.fn(),
}));

const session = { ...profileSession, token: 'old' };
const ok = { message: { variant: 'success' as const, message: 'ok' } };

function renderInProviders(element: React.ReactElement) {
  render(<RefnetProviders>{element}</RefnetProviders>);
}

beforeEach(() => {
  saveSession(session);
  window.history.pushState(null, '', '/profile');
});
afterEach(() => {
  appStore.set(globalMessageAtom, null);
  appStore.set(sessionAtom, null);
  localStorage.clear();
  jest.useRealTimers();
});

describe('Change password', () => {
  const submit = () => screen.getByRole('button', { name: 'Change password' });

  async function fill(current: string, next: string, confirmation: string) {
    await userEvent.type(screen.getByLabelText('Current password'), current);
    await userEvent.type(screen.getByLabelText('New password'), next);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  }

  it('keeps submit disabled until the new password and its confirmation match', async () => {
    renderInProviders(<ChangePasswordView />);
    expect(submit()).toBeDisabled();
    await fill('old-password', 'new-password-1', 'new-password-2');
    expect(submit()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm new password'), '{Backspace}1');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('marks the current password when it is wrong', async () => {
    jest.mocked(updatePassword).mockRejectedValue(
      new ApiRequestError({
        kind: 'response',
        status: 400,
        message: 'Incorrect password!',
        serverMessage: { variant: 'danger', message: 'Incorrect password!' },
      }),
    );
    renderInProviders(<ChangePasswordView />);
    await fill('wrong-password', 'new-password-1', 'new-password-1');
    await userEvent.click(submit());
    expect(await screen.findByText('Incorrect password!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in again with the new password and goes to the dashboard', async () => {
    jest.mocked(updatePassword).mockResolvedValue(ok);
    jest
      .mocked(login)
      .mockResolvedValue({ ...session, token: 'new', version: '1.6.6', isAuthenticated: true });
    renderInProviders(<ChangePasswordView />);
    await fill('old-password', 'new-password-1', 'new-password-1');
    await userEvent.click(submit());
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(updatePassword).toHaveBeenCalledWith({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
    expect(login).toHaveBeenCalledWith({ username: 'ada@example.org', password: 'new-password-1' });
    expect(appStore.get(sessionAtom)?.token).toBe('new');
  });

  it('keeps the current session when two-factor sign-in asks for a code after the new password', async () => {
    jest.mocked(updatePassword).mockResolvedValue(ok);
    jest.mocked(login).mockResolvedValue({
      version: '1.6.6',
      secondFactor: 'verify',
      challenge: 'c'.repeat(43),
      expiresInSeconds: 300,
    });
    renderInProviders(<ChangePasswordView />);
    await fill('old-password', 'new-password-1', 'new-password-1');
    await userEvent.click(submit());
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(appStore.get(sessionAtom)?.token).toBe('old');
  });
});

describe('Deactivate account', () => {
  async function confirm() {
    const actor = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInProviders(<DeactivateAccount userProfileId={3} />);
    await actor.click(screen.getByRole('button', { name: 'Deactivate account' }));
    await actor.click(await screen.findByRole('button', { name: 'Deactivate' }));
  }

  it('says the account is removed, then clears the session and goes to the landing page after 5 s', async () => {
    jest.useFakeTimers();
    jest.mocked(deactivateAccount).mockResolvedValue(ok);
    await confirm();
    // Settle the answer without letting time pass (findBy* would advance the fake clock).
    await act(async () => undefined);
    expect(screen.getByText(DEACTIVATE_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(deactivateAccount).toHaveBeenCalledWith(3);
    await act(async () => jest.advanceTimersByTime(DEACTIVATION_OUTCOME_MS - 1));
    expect(window.location.pathname).toBe('/profile');
    expect(appStore.get(sessionAtom)).not.toBeNull();
    await act(async () => jest.advanceTimersByTime(1));
    expect(window.location.pathname).toBe('/');
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  it('clears the session at once when left within the 5 s after a deactivation', async () => {
    jest.useFakeTimers();
    jest.mocked(deactivateAccount).mockResolvedValue(ok);
    const actor = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = render(
      <RefnetProviders>
        <DeactivateAccount userProfileId={3} />
      </RefnetProviders>,
    );
    await actor.click(screen.getByRole('button', { name: 'Deactivate account' }));
    await actor.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await act(async () => undefined);
    expect(screen.getByText(DEACTIVATE_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(appStore.get(sessionAtom)).not.toBeNull();
    unmount();
    expect(appStore.get(sessionAtom)).toBeNull();
    // Let antd's closing work run under the fake clock, so it does not leak into later tests.
    await act(async () => jest.runOnlyPendingTimers());
  });

  it('leaves the session alone when left without deactivating', () => {
    const { unmount } = render(
      <RefnetProviders>
        <DeactivateAccount userProfileId={3} />
      </RefnetProviders>,
    );
    unmount();
    expect(appStore.get(sessionAtom)).not.toBeNull();
  });

  it('shows the error and closes the popup after 5 s when it fails', async () => {
    jest.useFakeTimers();
    jest.mocked(deactivateAccount).mockRejectedValue(new Error('500'));
    await confirm();
    await act(async () => undefined);
    expect(screen.getByText(DEACTIVATE_FAILED_MESSAGE)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    await act(async () => jest.advanceTimersByTime(DEACTIVATION_OUTCOME_MS - 1));
    expect(dialog).not.toHaveStyle({ display: 'none' });
    // One more millisecond closes it; then the closing animation runs.
    await act(async () => jest.advanceTimersByTime(1));
    await act(async () => jest.advanceTimersByTime(1000));
    expect(dialog).toHaveStyle({ display: 'none' });
    expect(appStore.get(sessionAtom)).not.toBeNull();
    expect(window.location.pathname).toBe('/profile');
  });
});

describe('Profile picture upload', () => {
  it('refuses a file over 716800 bytes by clearing the selection', async () => {
    renderInProviders(<PictureUploadModal open onClose={jest.fn()} />);
    const input = screen.getByLabelText('Picture (PNG or JPEG, at most 700 KB)') as HTMLInputElement;
    const big = new File([new Uint8Array(PROFILE_PICTURE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_PICTURE_TOO_LARGE_MESSAGE);
    expect(input.value).toBe('');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(uploadProfilePicture).not.toHaveBeenCalled();
  });

  it('accepts a picture within the limit and shows the cropper', async () => {
    renderInProviders(<PictureUploadModal open onClose={jest.fn()} />);
    const input = screen.getByLabelText('Picture (PNG or JPEG, at most 700 KB)');
    const small = new File([new Uint8Array(PROFILE_PICTURE_MAX_BYTES)], 'ok.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, small);
    expect(await screen.findByRole('slider')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Notification settings', () => {
  it('saves each switch as it changes and undoes a change that fails', async () => {
    const profile = profileFixture();
    const settings = profile.notificationSettings!;
    jest
      .mocked(updateNotificationSetting)
      .mockResolvedValueOnce({ ...ok, notificationSettings: { ...settings, newOpenReferral: true } })
      .mockRejectedValueOnce(new Error('500'));
    renderInProviders(<NotificationSettingsView profile={profile} />);
    const openReferrals = screen.getByLabelText(
      'E-mail me when there is a new open referral for my job role',
    );
    expect(openReferrals).not.toBeChecked();
    await userEvent.click(openReferrals);
    await waitFor(() => expect(openReferrals).toBeChecked());
    expect(updateNotificationSetting).toHaveBeenCalledWith({
      userProfileId: 3,
      field: 'newOpenReferral',
      value: true,
    });

    const received = screen.getByLabelText('E-mail me when I receive a referral');
    await waitFor(() => expect(received).toBeEnabled());
    fireEvent.click(received);
    await waitFor(() =>
      expect(appStore.get(globalMessageAtom)).toEqual({
        variant: 'danger',
        message: NOTIFICATION_SAVE_FAILED_MESSAGE,
      }),
    );
    expect(received).toBeChecked();
  });
});
