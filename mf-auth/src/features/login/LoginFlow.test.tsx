import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginResponse, LoginSecondFactorStep } from '@refnet/contracts';
import { SECOND_FACTOR_TEXTS } from '@refnet/contracts/second-factor';
import { ApiRequestError, RefnetProviders } from '@refnet/shared-ui';
import type { SignInDependencies } from '../../components/session/signIn';
import { QR_CODE_ALT, SETUP_KEY_LABEL } from '../../components/second-factor/EnrolmentInstructions';
import { RECOVERY_CODES_LABEL } from '../../components/second-factor/RecoveryCodesList';
import { CODE_CHECK_FAILED_MESSAGE } from './secondStep';
import { LoginFlow } from './LoginFlow';
import { CONTINUE_TEXT } from './RecoveryCodesStep';

const session: LoginResponse = {
  version: '1.6.6',
  user: {
    id: 4,
    username: 'sam@refnet.example',
    email: 'sam@refnet.example',
    first_name: 'Sam',
    last_name: 'Patel',
    is_staff: true,
  },
  token: 'session-token',
  isPatient: false,
  isAdmin: true,
  isAuthenticated: true,
  userGroup: 'Staff',
  isVerified: true,
};
const CHALLENGE = 'c'.repeat(43);
const verifyStep: LoginSecondFactorStep = {
  version: '1.6.6',
  secondFactor: 'verify',
  challenge: CHALLENGE,
  expiresInSeconds: 300,
};
const enrolStep: LoginSecondFactorStep = {
  ...verifyStep,
  secondFactor: 'enrol',
  enrolment: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUri: 'otpauth://totp/RefNet:sam%40refnet.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  },
};
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-${index + 2}${index + 2}`);

const refusal = (status: number, message: string) =>
  new ApiRequestError({ kind: 'response', status, message, serverMessage: { variant: 'danger', message } });

function renderFlow(step: LoginSecondFactorStep | LoginResponse, sendSecondStep: jest.Mock) {
  const deps: SignInDependencies = {
    login: jest.fn(async () => step),
    fetchAppConfig: jest.fn(async () => ({}) as never),
    checkAuth: jest.fn(async () => {
      const { token: _token, version: _version, ...identity } = session;
      return identity;
    }),
    loadProfile: jest.fn(async () => ({}) as never),
    loadNotificationCount: jest.fn(async () => true),
    saveSession: jest.fn(),
    clearSession: jest.fn(),
    setConfig: jest.fn(),
  };
  render(
    <RefnetProviders>
      <LoginFlow dependencies={deps} sendSecondStep={sendSecondStep} />
    </RefnetProviders>,
  );
  return deps;
}

async function enterPassword() {
  await userEvent.type(screen.getByLabelText('Email'), 'sam@refnet.example');
  await userEvent.type(screen.getByLabelText('Password'), 'password-1');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

const codeField = () => screen.findByLabelText('6-digit code');

beforeEach(() => window.history.replaceState(null, '', '/login'));

describe('LoginFlow with two-factor sign-in', () => {
  it('asks for the code after the password; a wrong one is refused with the reason, the right one signs in', async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce(refusal(400, SECOND_FACTOR_TEXTS.wrongCode))
      .mockResolvedValueOnce(session);
    const deps = renderFlow(verifyStep, send);
    await enterPassword();

    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    const field = await codeField();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(deps.saveSession).not.toHaveBeenCalled();

    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_TEXTS.wrongCode);
    expect(await codeField()).toHaveValue('');
    expect(window.location.pathname).toBe('/login');

    await userEvent.type(await codeField(), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(send).toHaveBeenLastCalledWith({ challenge: CHALLENGE, code: '123 456' });
    expect(deps.saveSession).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'session-token' }));
  });

  it('checks the code is six digits before sending it', async () => {
    const send = jest.fn();
    renderFlow(verifyStep, send);
    await enterPassword();
    await userEvent.type(await codeField(), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(async () => expect(await codeField()).toHaveAttribute('aria-invalid', 'true'));
    expect(await codeField()).toHaveAccessibleDescription(
      expect.stringContaining(SECOND_FACTOR_TEXTS.codeInvalid),
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('takes a recovery code instead', async () => {
    const send = jest.fn().mockResolvedValue(session);
    renderFlow(verifyStep, send);
    await enterPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'ABCD-EFGH-JK');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ challenge: CHALLENGE, recoveryCode: 'ABCD-EFGH-JK' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('goes back to the password when the challenge has ended, saying why', async () => {
    const send = jest.fn().mockRejectedValue(refusal(400, SECOND_FACTOR_TEXTS.challengeInvalid));
    renderFlow(verifyStep, send);
    await enterPassword();
    await userEvent.type(await codeField(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SECOND_FACTOR_TEXTS.challengeInvalid);
  });

  it('says the code could not be checked when the server gave no reason', async () => {
    const send = jest.fn().mockRejectedValue(new Error('network'));
    renderFlow(verifyStep, send);
    await enterPassword();
    await userEvent.type(await codeField(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_CHECK_FAILED_MESSAGE);
  });

  it('staff set it up: the QR code and the key, a code, then the recovery codes before the session', async () => {
    const send = jest.fn().mockResolvedValue({ ...session, recoveryCodes: RECOVERY_CODES });
    const deps = renderFlow(enrolStep, send);
    await enterPassword();

    const qr = await screen.findByRole('img', { name: QR_CODE_ALT });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByLabelText(SETUP_KEY_LABEL)).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).not.toBeInTheDocument();

    await userEvent.type(await codeField(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    const listed = within(await screen.findByRole('list', { name: RECOVERY_CODES_LABEL })).getAllByRole(
      'listitem',
    );
    expect(listed.map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(deps.saveSession).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: CONTINUE_TEXT }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(deps.saveSession).toHaveBeenCalledWith(expect.objectContaining({ token: 'session-token' }));
  });

  it('a lockout is shown in its own words', async () => {
    const locked = 'Too many failed login attempts. Please wait 15 minutes and try again.';
    renderFlow(verifyStep, jest.fn().mockRejectedValue(refusal(429, locked)));
    await enterPassword();
    await userEvent.type(await codeField(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
  });

  it('without two-factor sign-in, the password alone signs in as before', async () => {
    const send = jest.fn();
    renderFlow(session, send);
    await enterPassword();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(send).not.toHaveBeenCalled();
  });
});
