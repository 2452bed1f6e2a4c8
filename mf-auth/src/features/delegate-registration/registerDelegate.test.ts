/** @jest-environment node */
import { DELEGATE_MESSAGES, type CompleteDelegateRegistrationRequest } from '@refnet/contracts/accounts';
import { ApiRequestError, appStore, globalMessageAtom, NETWORK_ERROR_MESSAGE } from '@refnet/shared-ui';
import { appConfig } from '@refnet/shared-ui/testing';
import { profileFixture } from '../../testing/profileFixture';
import { SIGN_IN_INCOMPLETE_MESSAGE } from '../../components/session/signIn';
import { registerDelegate, type RegisterDelegateDependencies } from './registerDelegate';
import { LINK, registeredAnswer } from '../../testing/delegateRegistrationFixtures';

const request: CompleteDelegateRegistrationRequest = {
  ...LINK,
  title: 'Mr',
  firstName: 'Sam',
  lastName: 'Reed',
  email: 'sam@example.org',
  password: 'a-long-password',
  rePassword: 'a-long-password',
  clinician: 3,
  acceptedTerms: true,
};

function dependencies(overrides: Partial<RegisterDelegateDependencies> = {}): RegisterDelegateDependencies {
  const { token: _token, version: _version, message: _message, ...current } = registeredAnswer;
  return {
    completeDelegateRegistration: jest.fn(async () => registeredAnswer),
    fetchAppConfig: jest.fn(async () => appConfig),
    checkAuth: jest.fn(async () => current),
    loadProfile: jest.fn(async () => profileFixture({ isDelegate: true })),
    loadNotificationCount: jest.fn(async () => true),
    saveSession: jest.fn(),
    clearSession: jest.fn(),
    setConfig: jest.fn(),
    ...overrides,
  };
}

const refusal = (message: string) =>
  new ApiRequestError({
    kind: 'response',
    status: 400,
    message,
    serverMessage: { variant: 'danger', message },
  });

afterEach(() => appStore.set(globalMessageAtom, null));

describe('registerDelegate', () => {
  it('sends the request, keeps the session it answers and sends the delegate to the dashboard', async () => {
    const deps = dependencies();
    await expect(registerDelegate(request, deps)).resolves.toBe('/dashboard');
    expect(deps.completeDelegateRegistration).toHaveBeenCalledWith(request);
    expect(deps.saveSession).toHaveBeenLastCalledWith(
      expect.objectContaining({ token: 'delegate-token', userGroup: 'Delegate' }),
    );
    expect(deps.setConfig).toHaveBeenCalledWith(appConfig);
    expect(deps.loadNotificationCount).toHaveBeenCalled();
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'success',
      message: DELEGATE_MESSAGES.registrationSuccessful,
    });
  });

  it('says the account is made but sends the delegate to log in when the session cannot be completed', async () => {
    const deps = dependencies({ loadProfile: jest.fn(async () => Promise.reject(new Error('500'))) });
    await expect(registerDelegate(request, deps)).resolves.toBe('/login');
    expect(deps.clearSession).toHaveBeenCalled();
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'success',
      message: `${DELEGATE_MESSAGES.registrationSuccessful} ${SIGN_IN_INCOMPLETE_MESSAGE}`,
    });
  });

  it('shows the failure notice with the server’s reason and stores nothing', async () => {
    const deps = dependencies({
      completeDelegateRegistration: jest.fn(async () =>
        Promise.reject(refusal('Email address has already been used by another user.')),
      ),
    });
    await expect(registerDelegate(request, deps)).resolves.toBeNull();
    expect(deps.saveSession).not.toHaveBeenCalled();
    expect(deps.fetchAppConfig).not.toHaveBeenCalled();
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'danger',
      message: 'Delegate registration failed: Email address has already been used by another user.',
    });
  });

  it('explains a network failure', async () => {
    const offline = new ApiRequestError({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
    const deps = dependencies({ completeDelegateRegistration: jest.fn(async () => Promise.reject(offline)) });
    await registerDelegate(request, deps);
    expect(appStore.get(globalMessageAtom)?.message).toBe(
      `${DELEGATE_MESSAGES.registrationFailed}: ${NETWORK_ERROR_MESSAGE}`,
    );
  });

  it('shows the failure notice alone when the failure has no words for the user', async () => {
    const deps = dependencies({
      completeDelegateRegistration: jest.fn(async () => Promise.reject(new Error('boom'))),
    });
    await registerDelegate(request, deps);
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'danger',
      message: DELEGATE_MESSAGES.registrationFailed,
    });
  });
});
