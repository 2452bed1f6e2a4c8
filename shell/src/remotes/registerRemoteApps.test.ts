import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerApplication, type LifeCycles } from 'single-spa';
import { appStore, loadRemoteModule } from '@refnet/shared-ui';
import { appConfig } from '@refnet/shared-ui/testing';
import { REMOTE_LOAD_TIME_LIMIT_MS, RemoteLoadTimeout } from './loadTimeLimit';
import { registerRemoteApps } from './registerRemoteApps';
import { remotesBeingUpdatedAtom } from './remoteFailures';
import { RemoteIncompatible } from './sharedCompatibility';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));
jest.mock('single-spa', () => ({
  ...jest.requireActual('single-spa'),
  registerApplication: jest.fn(),
  addErrorHandler: jest.fn(),
}));

const lifecycles: LifeCycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

/** The loading function single-spa was given for `remote`. */
function loaderOf(remote: string): () => Promise<LifeCycles> {
  const call = jest.mocked(registerApplication).mock.calls.find(([options]) => {
    return typeof options === 'object' && options.name === remote;
  });
  const app = call && typeof call[0] === 'object' ? call[0].app : undefined;
  if (typeof app !== 'function') throw new Error(`${remote} was not registered`);
  return app as () => Promise<LifeCycles>;
}

/** How a load ends: 'pending' while it has not settled. */
function outcomeOf<T>(loading: Promise<T>) {
  let outcome: { value: T } | { error: unknown } | 'pending' = 'pending';
  loading.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  return () => outcome;
}

beforeEach(() => {
  jest.useFakeTimers();
  registerRemoteApps(appConfig);
});
afterEach(() => jest.useRealTimers());

describe('loading a remote has a time limit', () => {
  it('a remote that never answers is given up after 10 s, so its unavailable card (with Retry) shows', async () => {
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
    const outcome = outcomeOf(loaderOf('mf_admin')());
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIME_LIMIT_MS - 1);
    expect(outcome()).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(REMOTE_LOAD_TIME_LIMIT_MS).toBe(10_000);
    expect(outcome()).toEqual({ error: expect.any(RemoteLoadTimeout) });
    expect(outcome()).toEqual({
      error: expect.objectContaining({ message: 'mf_admin did not load within 10 s' }),
    });
  });

  it('a remote that loads in time is mounted as usual', async () => {
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    await expect(loaderOf('mf_patients')()).resolves.toBe(lifecycles);
    expect(loadRemote).toHaveBeenCalledWith('mf_patients/app');
  });

  it("a remote's own failure is reported as it is, not as a timeout", async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('manifest 404'));
    await expect(loaderOf('mf_auth')()).rejects.toThrow('manifest 404');
  });

  it("a remote's parcel (loaded by another remote) has the same limit", async () => {
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
    const outcome = outcomeOf(loadRemoteModule('mf_clinicians/clinicianPicker'));
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIME_LIMIT_MS);
    expect(outcome()).toEqual({ error: expect.any(RemoteLoadTimeout) });
  });
});

describe('a remote whose build the shell refused', () => {
  const refusal = new RemoteIncompatible('mf_admin', '2.0.0', [
    { name: '@refnet/shared-ui', required: '^2.0.0', provided: '1.0.0' },
  ]);

  it('fails to load and is marked as being updated, on every attempt, until one succeeds', async () => {
    jest.mocked(loadRemote).mockRejectedValue(refusal);
    await expect(loaderOf('mf_admin')()).rejects.toBe(refusal);
    expect(appStore.get(remotesBeingUpdatedAtom).has('mf_admin')).toBe(true);
    await expect(loaderOf('mf_admin')()).rejects.toBe(refusal);
    expect(appStore.get(remotesBeingUpdatedAtom).has('mf_admin')).toBe(true);

    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    await expect(loaderOf('mf_admin')()).resolves.toBe(lifecycles);
    expect(appStore.get(remotesBeingUpdatedAtom).has('mf_admin')).toBe(false);
  });

  it('is not marked as being updated when it fails for another reason', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('manifest 404'));
    await expect(loaderOf('mf_patients')()).rejects.toThrow('manifest 404');
    expect(appStore.get(remotesBeingUpdatedAtom).has('mf_patients')).toBe(false);
  });
});
