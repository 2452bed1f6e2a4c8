import { APP_VERSION } from '@refnet/contracts';
import { appStore, sessionAtom } from '@refnet/shared-ui';
import { sessionFor } from '../testing/sessionFor';
import {
  checkAppVersion,
  NEW_VERSION_MESSAGE,
  resetVersionCheck,
  VERSION_RELOAD_DELAY_MS,
  watchAppVersion,
} from './appVersion';

beforeEach(() => {
  jest.useFakeTimers();
  resetVersionCheck();
});
afterEach(() => {
  jest.useRealTimers();
  appStore.set(sessionAtom, null);
});

function dependencies(serverVersion: string | Error) {
  return {
    fetchVersion: jest.fn(async () => {
      if (serverVersion instanceof Error) throw serverVersion;
      return serverVersion;
    }),
    builtVersion: '1.6.6',
    showMessage: jest.fn(),
    reload: jest.fn(),
  };
}

describe('checkAppVersion', () => {
  it('does nothing when the server runs the version this page was built for', async () => {
    const deps = dependencies('1.6.6');
    await expect(checkAppVersion(deps)).resolves.toBe(true);
    jest.advanceTimersByTime(60_000);
    expect(deps.showMessage).not.toHaveBeenCalled();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('on a mismatch says so, then reloads after 5 seconds, not before', async () => {
    const deps = dependencies('1.7.0');
    await expect(checkAppVersion(deps)).resolves.toBe(false);
    expect(deps.showMessage).toHaveBeenCalledWith(NEW_VERSION_MESSAGE);
    jest.advanceTimersByTime(VERSION_RELOAD_DELAY_MS - 1);
    expect(deps.reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('schedules one reload however often a mismatch is seen', async () => {
    const deps = dependencies('1.7.0');
    await checkAppVersion(deps);
    await checkAppVersion(deps);
    jest.advanceTimersByTime(VERSION_RELOAD_DELAY_MS);
    expect(deps.showMessage).toHaveBeenCalledTimes(1);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed check', async () => {
    const deps = dependencies(new Error('offline'));
    await expect(checkAppVersion(deps)).resolves.toBe(true);
    jest.advanceTimersByTime(VERSION_RELOAD_DELAY_MS);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it("compares with contracts' APP_VERSION by default", async () => {
    const { builtVersion: _built, ...rest } = dependencies(APP_VERSION);
    await expect(checkAppVersion(rest)).resolves.toBe(true);
  });
});

describe('watchAppVersion', () => {
  it('checks at boot and again on each sign-in, not on other session changes', () => {
    const check = jest.fn(async () => true);
    const stop = watchAppVersion(check);
    expect(check).toHaveBeenCalledTimes(1);

    const session = sessionFor('Clinician');
    appStore.set(sessionAtom, session);
    expect(check).toHaveBeenCalledTimes(2);
    appStore.set(sessionAtom, { ...session, user: { ...session.user, first_name: 'Amy' } });
    expect(check).toHaveBeenCalledTimes(2);
    appStore.set(sessionAtom, null);
    appStore.set(sessionAtom, { ...session, token: 'another' });
    expect(check).toHaveBeenCalledTimes(3);
    stop();
  });
});
