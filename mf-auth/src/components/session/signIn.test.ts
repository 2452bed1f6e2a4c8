/** @jest-environment node */
import { LOGIN_FAILED_MESSAGE, type AppConfig, type LoginResponse } from '@refnet/contracts';
import { type ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { signIn, SIGN_IN_INCOMPLETE_MESSAGE, type SignInDependencies } from './signIn';

const user = {
  id: 1,
  username: 'amelia@example.com',
  email: 'amelia@example.com',
  first_name: 'Amelia',
  last_name: 'Hart',
  is_staff: false,
};
const loginResponse: LoginResponse = {
  version: '1.6.6',
  user,
  token: 'token-1',
  isPatient: false,
  isVerified: true,
  isAdmin: false,
  isAuthenticated: true,
  userGroup: 'Clinician',
};
const config = { version: '1.6.6', googleMapsApiKey: '', remotes: {} } as unknown as AppConfig;
const profile = { isDelegate: false } as unknown as ClinicianInformationResponse;

function dependencies(overrides: Partial<SignInDependencies> = {}) {
  const calls: string[] = [];
  const deps: SignInDependencies = {
    login: jest.fn(async () => (calls.push('login'), loginResponse)),
    fetchAppConfig: jest.fn(async () => (calls.push('config'), config)),
    checkAuth: jest.fn(async () => {
      calls.push('user');
      const { token: _token, version: _version, ...rest } = loginResponse;
      return { ...rest, user: { ...user, first_name: 'Amy' } };
    }),
    loadProfile: jest.fn(async () => (calls.push('profile'), profile)),
    loadNotificationCount: jest.fn(async () => (calls.push('notifications'), true)),
    saveSession: jest.fn(),
    clearSession: jest.fn(),
    setConfig: jest.fn(),
    ...overrides,
  };
  return { deps, calls };
}

describe('signIn', () => {
  it('logs in, refreshes config, loads the user, the profile, then the notifications, in that order', async () => {
    const { deps, calls } = dependencies();
    await expect(signIn({ username: 'amelia@example.com', password: 'pw' }, deps)).resolves.toEqual({
      ok: true,
    });
    expect(calls).toEqual(['login', 'config', 'user', 'profile', 'notifications']);
    expect(deps.setConfig).toHaveBeenCalledWith(config);
    expect(deps.saveSession).toHaveBeenLastCalledWith(
      expect.objectContaining({ token: 'token-1', user: expect.objectContaining({ first_name: 'Amy' }) }),
    );
    expect(deps.clearSession).not.toHaveBeenCalled();
  });

  it('stops at a failed login, clears credentials and says the combination was not found', async () => {
    const { deps, calls } = dependencies({ login: jest.fn(async () => Promise.reject(new Error('400'))) });
    await expect(signIn({ username: 'x@example.com', password: 'bad' }, deps)).resolves.toEqual({
      ok: false,
      message: LOGIN_FAILED_MESSAGE,
    });
    expect(calls).toEqual([]);
    expect(deps.loadProfile).not.toHaveBeenCalled();
    expect(deps.clearSession).toHaveBeenCalled();
  });

  it('stops before any session when the account asks for a second step', async () => {
    const step = {
      version: '1.6.6',
      secondFactor: 'verify',
      challenge: 'c'.repeat(43),
      expiresInSeconds: 300,
    } as const;
    const { deps, calls } = dependencies({ login: jest.fn(async () => (calls.push('login'), step)) });
    await expect(signIn({ username: 'amelia@example.com', password: 'pw' }, deps)).resolves.toEqual({
      ok: false,
      secondStep: step,
    });
    expect(calls).toEqual(['login']);
    expect(deps.saveSession).not.toHaveBeenCalled();
  });

  it('shows the lockout message of a 429', async () => {
    const lockout = Object.assign(new Error('Too many failed attempts. Try again in 15 minutes.'), {
      status: 429,
    });
    const { deps } = dependencies({ login: jest.fn(async () => Promise.reject(lockout)) });
    await expect(signIn({ username: 'x@example.com', password: 'bad' }, deps)).resolves.toEqual({
      ok: false,
      message: lockout.message,
    });
  });

  it('stops when a later step fails and clears the session it had saved', async () => {
    const { deps, calls } = dependencies({
      fetchAppConfig: jest.fn(async () => Promise.reject(new Error('down'))),
    });
    await expect(signIn({ username: 'amelia@example.com', password: 'pw' }, deps)).resolves.toEqual({
      ok: false,
      message: SIGN_IN_INCOMPLETE_MESSAGE,
    });
    expect(calls).toEqual(['login']);
    expect(deps.checkAuth).not.toHaveBeenCalled();
    expect(deps.clearSession).toHaveBeenCalled();
  });

  it('stops when the profile cannot be loaded and clears the session', async () => {
    const { deps, calls } = dependencies({
      loadProfile: jest.fn(async () => Promise.reject(new Error('500'))),
    });
    await expect(signIn({ username: 'amelia@example.com', password: 'pw' }, deps)).resolves.toEqual({
      ok: false,
      message: SIGN_IN_INCOMPLETE_MESSAGE,
    });
    expect(calls).toEqual(['login', 'config', 'user']);
    expect(deps.clearSession).toHaveBeenCalled();
  });

  it('does not load the profile when loading the user fails', async () => {
    const { deps } = dependencies({ checkAuth: jest.fn(async () => Promise.reject(new Error('403'))) });
    await expect(signIn({ username: 'amelia@example.com', password: 'pw' }, deps)).resolves.toMatchObject({
      ok: false,
    });
    expect(deps.loadProfile).not.toHaveBeenCalled();
    expect(deps.clearSession).toHaveBeenCalled();
  });

  it('loads the notifications for the refreshed user and their profile', async () => {
    const { deps } = dependencies();
    await signIn({ username: 'amelia@example.com', password: 'pw' }, deps);
    expect(deps.loadNotificationCount).toHaveBeenCalledWith(
      expect.objectContaining({
        token: 'token-1',
        userGroup: 'Clinician',
        isVerified: true,
        user: expect.objectContaining({ first_name: 'Amy' }),
      }),
      profile,
    );
  });

  it('does not load the notifications when the profile cannot be loaded', async () => {
    const { deps } = dependencies({ loadProfile: jest.fn(async () => Promise.reject(new Error('500'))) });
    await signIn({ username: 'amelia@example.com', password: 'pw' }, deps);
    expect(deps.loadNotificationCount).not.toHaveBeenCalled();
  });

  it('stops when the notifications cannot be loaded and clears the session', async () => {
    const { deps, calls } = dependencies({
      loadNotificationCount: jest.fn(async () => (calls.push('notifications'), false)),
    });
    await expect(signIn({ username: 'amelia@example.com', password: 'pw' }, deps)).resolves.toEqual({
      ok: false,
      message: SIGN_IN_INCOMPLETE_MESSAGE,
    });
    expect(calls).toEqual(['login', 'config', 'user', 'profile', 'notifications']);
    expect(deps.clearSession).toHaveBeenCalled();
  });
});
