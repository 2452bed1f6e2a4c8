import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getAppStatus, unloadApplication } from 'single-spa';
import type { AppConfig } from '@refnet/contracts';
import { appConfig } from '@refnet/shared-ui/testing';
import { FRESH_CONFIG_MS, RELEASE_CHECK_TIME_LIMIT_MS, ReleaseFollower } from './followReleases';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
jest.mock('single-spa', () => ({
  ...jest.requireActual('single-spa'),
  getAppStatus: jest.fn(),
  unloadApplication: jest.fn(() => Promise.resolve()),
}));

const ADMIN_1_1 = '/remotes/mf-admin/releases/1.1.0/mf-manifest.json';
const switchedConfig: AppConfig = { ...appConfig, remotes: { ...appConfig.remotes, mf_admin: ADMIN_1_1 } };

let now = 0;
const clock = () => now;

function follower(readConfig: () => Promise<AppConfig>) {
  return new ReleaseFollower(appConfig, readConfig, clock);
}

/** single-spa has finished a route change that closed `remotes`. */
function leave(...remotes: string[]) {
  window.dispatchEvent(
    new CustomEvent('single-spa:routing-event', { detail: { appsByNewStatus: { NOT_MOUNTED: remotes } } }),
  );
}

beforeEach(() => {
  now = 0;
  jest.mocked(getAppStatus).mockReturnValue('NOT_MOUNTED');
});

describe('ReleaseFollower', () => {
  it('points a remote that has just been left at the switched build, and unloads it for the next visit', async () => {
    const readConfig = jest.fn(() => Promise.resolve(switchedConfig));
    await follower(readConfig).afterLeaving(['mf_admin']);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_admin', entry: ADMIN_1_1 }], { force: true });
    expect(unloadApplication).toHaveBeenCalledWith('mf_admin');
  });

  it('leaves a remote alone when its build is unchanged', async () => {
    await follower(() => Promise.resolve(appConfig)).afterLeaving(['mf_admin', 'mf_patients']);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(unloadApplication).not.toHaveBeenCalled();
  });

  it('never unloads a remote that is on screen again by the time the answer comes', async () => {
    jest.mocked(getAppStatus).mockReturnValue('MOUNTED');
    await follower(() => Promise.resolve(switchedConfig)).afterLeaving(['mf_admin']);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(unloadApplication).not.toHaveBeenCalled();
  });

  it('points a remote opened for the first time at the current build, unless the configuration is fresh', async () => {
    const readConfig = jest.fn(() => Promise.resolve(switchedConfig));
    const releases = follower(readConfig);
    now = FRESH_CONFIG_MS - 1;
    await releases.beforeLoad('mf_admin');
    expect(readConfig).not.toHaveBeenCalled();

    now = FRESH_CONFIG_MS;
    await releases.beforeLoad('mf_admin');
    expect(readConfig).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_admin', entry: ADMIN_1_1 }], { force: true });
    expect(unloadApplication).not.toHaveBeenCalled();
  });

  it('keeps the build it knows when the server does not answer in time', async () => {
    jest.useFakeTimers();
    try {
      const checking = follower(() => new Promise(() => undefined)).afterLeaving(['mf_admin']);
      await jest.advanceTimersByTimeAsync(RELEASE_CHECK_TIME_LIMIT_MS);
      await checking;
      expect(registerRemotes).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('checks the remotes a route change closed, and only those', async () => {
    const readConfig = jest.fn(() => Promise.resolve(switchedConfig));
    follower(readConfig).listen();
    leave('mf_referrals');
    leave();
    await Promise.resolve();
    expect(readConfig).toHaveBeenCalledTimes(1);
    leave('mf_admin');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unloadApplication).toHaveBeenCalledWith('mf_admin');
  });
});
