import { appConfig, clinicianSession } from '../testing/fixtures';
import { appConfigAtom, globalMessageAtom, notificationCountAtom, sessionAtom } from './atoms';
import {
  clearSession,
  getAuthToken,
  loadStoredSession,
  onSessionCleared,
  saveSession,
  SESSION_STORAGE_KEY,
  sessionFromLoginResponse,
} from './session';
import { appStore } from './store';

beforeEach(() => {
  localStorage.clear();
  appStore.set(sessionAtom, null);
});

describe('saveSession', () => {
  it('stores the session and puts it in the app store', () => {
    saveSession(clinicianSession);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(clinicianSession);
    expect(appStore.get(sessionAtom)).toEqual(clinicianSession);
    expect(getAuthToken()).toBe('token-abc');
  });
});

describe('loadStoredSession', () => {
  it('returns null with nothing stored', () => {
    expect(loadStoredSession()).toBeNull();
    expect(getAuthToken()).toBeNull();
  });

  it('reads a stored session back into the store', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(clinicianSession));
    expect(loadStoredSession()).toEqual(clinicianSession);
    expect(appStore.get(sessionAtom)).toEqual(clinicianSession);
    expect(getAuthToken()).toBe('token-abc');
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['JSON of the wrong shape', JSON.stringify({ token: 'abc' })],
    ['an unknown user group', JSON.stringify({ ...clinicianSession, userGroup: 'Superuser' })],
    ['null', 'null'],
  ])('discards %s and removes it', (_label, stored) => {
    localStorage.setItem(SESSION_STORAGE_KEY, stored);
    appStore.set(sessionAtom, clinicianSession);
    expect(loadStoredSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(appStore.get(sessionAtom)).toBeNull();
  });
});

describe('clearSession', () => {
  it('removes every RefNet key, keeps other sites’ keys, and resets the user state', () => {
    saveSession(clinicianSession);
    localStorage.setItem('refnet.referralSort', 'newest');
    localStorage.setItem('other-app', 'keep');
    appStore.set(notificationCountAtom, 4);
    appStore.set(appConfigAtom, appConfig);

    clearSession();

    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('refnet.referralSort')).toBeNull();
    expect(localStorage.getItem('other-app')).toBe('keep');
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(getAuthToken()).toBeNull();
    expect(appStore.get(notificationCountAtom)).toBe(-1);
    expect(appStore.get(appConfigAtom)).toBe(appConfig);
  });

  it('keeps an open global message (the expiry alert follows the clearing)', () => {
    appStore.set(globalMessageAtom, {
      variant: 'danger',
      message: 'Your session has expired. Please log in again.',
    });
    clearSession();
    expect(appStore.get(globalMessageAtom)).not.toBeNull();
    appStore.set(globalMessageAtom, null);
  });

  it('tells subscribers until they unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = onSessionCleared(listener);
    clearSession();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('sessionFromLoginResponse', () => {
  it('keeps the identity facts and drops the rest', () => {
    const session = sessionFromLoginResponse({
      ...clinicianSession,
      version: '1.6.6',
      isAuthenticated: true,
    });
    expect(session).toEqual(clinicianSession);
  });
});
