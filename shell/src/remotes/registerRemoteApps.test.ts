import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerApplication, type LifeCycles } from 'single-spa';
import { loadRemoteModule } from '@refnet/shared-ui';
import { appConfig } from '@refnet/shared-ui/testing';
import { REMOTE_LOAD_TIME_LIMIT_MS, RemoteLoadTimeout } from './loadTimeLimit';
import { registerRemoteApps } from './registerRemoteApps';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
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
