import { AxiosError } from 'axios';
import { AUTH_DETAIL } from '@refnet/contracts';
import { globalMessageAtom, sessionAtom } from '../state/atoms';
import { saveSession } from '../state/session';
import { appStore } from '../state/store';
import { fakeTransport, replyingWith, type FakeReply } from '../testing/fakeTransport';
import { clinicianSession } from '../testing/fixtures';
import { apiClient, createApiClient } from './client';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from './errors';
import { SESSION_EXPIRED_MESSAGE } from './sessionExpiry';

type Harness = {
  client: ReturnType<typeof createApiClient>;
  navigate: jest.Mock;
  setNow: (ms: number) => void;
  setPath: (path: string) => void;
};

function clientReplying(answer: FakeReply): Harness {
  let now = 0;
  let path = '/patients';
  const navigate = jest.fn();
  const client = createApiClient({
    adapter: replyingWith(answer).adapter,
    sessionExpiry: { now: () => now, navigate, currentPath: () => path },
    // Retries have their own tests (retryGets.test.ts): here each call is sent once.
    getRetryDelaysMs: [],
  });
  return { client, navigate, setNow: (ms) => (now = ms), setPath: (next) => (path = next) };
}

async function failureOf(request: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await request;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

function expectSignedOutWithAlert() {
  expect(appStore.get(sessionAtom)).toBeNull();
  expect(localStorage.getItem('refnet.session')).toBeNull();
  expect(appStore.get(globalMessageAtom)).toEqual(SESSION_EXPIRED_MESSAGE);
}

beforeEach(() => {
  localStorage.clear();
  appStore.set(sessionAtom, null);
  appStore.set(globalMessageAtom, null);
});

describe('the Authorization header', () => {
  it('carries the session token', async () => {
    saveSession(clinicianSession);
    const transport = replyingWith({ status: 200, data: {} });
    await createApiClient({ adapter: transport.adapter }).get('/patient/list/');
    expect(transport.requests[0]?.headers.get('Authorization')).toBe('Token token-abc');
  });

  it('is absent without a session', async () => {
    const transport = replyingWith({ status: 200, data: {} });
    await createApiClient({ adapter: transport.adapter }).get('/app-version/');
    expect(transport.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('is left off public calls marked skipAuth', async () => {
    saveSession(clinicianSession);
    const transport = replyingWith({ status: 200, data: {} });
    await createApiClient({ adapter: transport.adapter }).post('/login/', {}, { skipAuth: true });
    expect(transport.requests[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('session expiry', () => {
  it.each([AUTH_DETAIL.invalid, AUTH_DETAIL.missing])(
    'a 403 saying "%s" clears the session, goes to /login and alerts',
    async (detail) => {
      saveSession(clinicianSession);
      const { client, navigate } = clientReplying({ status: 403, data: { detail } });
      const error = await failureOf(client.get('/patient/list/'));
      expect(error).toMatchObject({ kind: 'response', status: 403, message: detail });
      expectSignedOutWithAlert();
      expect(navigate).toHaveBeenCalledWith('/login');
    },
  );

  it('any 401 clears the session, goes to /login and alerts', async () => {
    saveSession(clinicianSession);
    const { client, navigate } = clientReplying({ status: 401, data: 'Unauthorized' });
    await failureOf(client.get('/user/check-auth/'));
    expectSignedOutWithAlert();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a 403 refusing an action keeps the user signed in and surfaces the server message', async () => {
    saveSession(clinicianSession);
    const refusal = {
      message: { variant: 'danger', message: 'You do not have permission to perform this action.' },
    };
    const { client, navigate } = clientReplying({ status: 403, data: refusal });
    const error = await failureOf(client.get('/admin/users-list-download/'));
    expect(error.message).toBe('You do not have permission to perform this action.');
    expect(appStore.get(sessionAtom)).toEqual(clinicianSession);
    expect(appStore.get(globalMessageAtom)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 403 with another detail is not session expiry', async () => {
    saveSession(clinicianSession);
    const { client } = clientReplying({ status: 403, data: { detail: 'Only clinicians may do this.' } });
    await failureOf(client.get('/user/delegates/'));
    expect(appStore.get(sessionAtom)).toEqual(clinicianSession);
  });

  it('does not navigate when already on /login', async () => {
    saveSession(clinicianSession);
    const harness = clientReplying({ status: 401 });
    harness.setPath('/login');
    await failureOf(harness.client.get('/user/check-auth/'));
    expect(harness.navigate).not.toHaveBeenCalled();
    expect(appStore.get(globalMessageAtom)).toEqual(SESSION_EXPIRED_MESSAGE);
  });

  it('an answer to a call sent before logout ends nothing and raises no alert', async () => {
    saveSession(clinicianSession);
    let signOutWhileInFlight = () => {};
    const client = createApiClient({
      adapter: async (config) => {
        signOutWhileInFlight();
        return Promise.reject(
          new AxiosError('Forbidden', 'ERR_BAD_REQUEST', config, undefined, {
            status: 403,
            statusText: 'Forbidden',
            data: { detail: 'Invalid token.' },
            headers: {},
            config,
          }),
        );
      },
      sessionExpiry: { navigate: jest.fn(), currentPath: () => '/dashboard' },
    });
    signOutWhileInFlight = () => appStore.set(sessionAtom, null);
    await failureOf(client.get('/user/analytics-data/5/'));
    expect(appStore.get(globalMessageAtom)).toBeNull();
  });

  it('a failed login (a public call) is not an expired session', async () => {
    saveSession(clinicianSession);
    const { client, navigate } = clientReplying({ status: 401, data: { detail: 'Wrong credentials' } });
    await failureOf(client.post('/login/', {}, { skipAuth: true }));
    expect(navigate).not.toHaveBeenCalled();
    expect(appStore.get(globalMessageAtom)).toBeNull();
  });

  it('alerts at most once in 5 seconds, and again after', async () => {
    const { client, navigate, setNow } = clientReplying({ status: 401 });

    // Each call is sent in a session of its own (a call with an already-ended session ends nothing).
    setNow(1_000);
    saveSession(clinicianSession);
    await failureOf(client.get('/referrals/list/inbound'));
    expect(appStore.get(globalMessageAtom)).toEqual(SESSION_EXPIRED_MESSAGE);
    appStore.set(globalMessageAtom, null);

    setNow(5_999);
    saveSession(clinicianSession);
    await failureOf(client.get('/referrals/list/outbound'));
    expect(appStore.get(globalMessageAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(2);

    setNow(6_000);
    saveSession(clinicianSession);
    await failureOf(client.get('/patient/list/'));
    expect(appStore.get(globalMessageAtom)).toEqual(SESSION_EXPIRED_MESSAGE);
  });
});

describe('error normalisation', () => {
  it('a request that never gets an answer is a network error', async () => {
    const { client } = clientReplying('network-error');
    const error = await failureOf(client.get('/app-version/'));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ kind: 'network', status: undefined, message: NETWORK_ERROR_MESSAGE });
  });

  it("carries the server's message, status and body", async () => {
    const body = {
      message: {
        variant: 'danger',
        message: 'Error reseting password. Please check the email entered and try again.',
      },
    };
    const { client } = clientReplying({ status: 400, data: body });
    const error = await failureOf(client.post('/user/password/reset/', { email: 'x@example.org' }));
    expect(error).toMatchObject({
      kind: 'response',
      status: 400,
      body,
      serverMessage: body.message,
      message: 'Error reseting password. Please check the email entered and try again.',
    });
  });

  it('says which status failed when the server gives no message', async () => {
    const { client } = clientReplying({ status: 500 });
    const error = await failureOf(client.get('/clinics/'));
    expect(error).toMatchObject({
      kind: 'response',
      status: 500,
      message: 'Request failed with status 500.',
    });
  });

  it('treats any status outside 200-299 as a failure', async () => {
    const { client } = clientReplying({ status: 304 });
    await expect(client.get('/clinics/')).rejects.toBeInstanceOf(ApiRequestError);
  });
});

describe('apiClient', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('calls the API under /api/v1 on the page origin', async () => {
    const transport = fakeTransport(() => ({ status: 200, data: {} }));
    await apiClient.get('/clinics/', { adapter: transport.adapter });
    expect(apiClient.getUri(transport.requests[0])).toBe('/api/v1/clinics/');
  });

  it('sends an expired session to /login through single-spa', async () => {
    window.history.replaceState(null, '', '/patients');
    saveSession(clinicianSession);
    await failureOf(apiClient.get('/patient/list/', { adapter: replyingWith({ status: 401 }).adapter }));
    expect(window.location.pathname).toBe('/login');
    expectSignedOutWithAlert();
  });
});
