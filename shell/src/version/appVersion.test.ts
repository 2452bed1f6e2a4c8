/** @jest-environment node */
import { APP_VERSION } from '@refnet/contracts';
import type { AppConfig } from '@refnet/contracts';
import { appConfigAtom, appStore } from '@refnet/shared-ui';
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
  appStore.set(appConfigAtom, null);
});

function dependencies() {
  return {
    builtVersion: '1.6.6',
    showMessage: jest.fn(),
    reload: jest.fn(),
  };
}

describe('checkAppVersion', () => {
  it('does nothing when the server runs the version this page was built for', () => {
    const deps = dependencies();
    expect(checkAppVersion('1.6.6', deps)).toBe(true);
    jest.advanceTimersByTime(60_000);
    expect(deps.showMessage).not.toHaveBeenCalled();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('on a mismatch says so, then reloads after 5 seconds, not before', () => {
    const deps = dependencies();
    expect(checkAppVersion('1.7.0', deps)).toBe(false);
    expect(deps.showMessage).toHaveBeenCalledWith(NEW_VERSION_MESSAGE);
    jest.advanceTimersByTime(VERSION_RELOAD_DELAY_MS - 1);
    expect(deps.reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('schedules one reload however often a mismatch is seen', () => {
    const deps = dependencies();
    checkAppVersion('1.7.0', deps);
    checkAppVersion('1.7.0', deps);
    jest.advanceTimersByTime(VERSION_RELOAD_DELAY_MS);
    expect(deps.showMessage).toHaveBeenCalledTimes(1);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it("compares with contracts' APP_VERSION by default", () => {
    const { builtVersion: _built, ...rest } = dependencies();
    expect(checkAppVersion(APP_VERSION, rest)).toBe(true);
  });
});

describe('watchAppVersion', () => {
  const config = (version: string) =>
    ({ version, googleMapsApiKey: '', remotes: {} }) as unknown as AppConfig;

  it('checks the loaded configuration at boot and again whenever it is refreshed', () => {
    appStore.set(appConfigAtom, config('1.6.6'));
    const check = jest.fn();
    const stop = watchAppVersion(check);
    expect(check).toHaveBeenCalledWith('1.6.6');

    appStore.set(appConfigAtom, config('1.7.0'));
    expect(check).toHaveBeenLastCalledWith('1.7.0');
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    appStore.set(appConfigAtom, config('1.8.0'));
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('does nothing while no configuration is loaded', () => {
    const check = jest.fn();
    watchAppVersion(check)();
    expect(check).not.toHaveBeenCalled();
  });
});
