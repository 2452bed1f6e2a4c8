import type { LoginRequest } from '@refnet/contracts';
import type { AxiosAdapter } from 'axios';
import { sessionAtom } from '../state/atoms';
import { saveSession } from '../state/session';
import { appStore } from '../state/store';
import { fakeTransport, replyingWith } from '../testing/fakeTransport';
import { clinicianSession } from '../testing/fixtures';
import { checkAuth, login, logout } from './accounts';
import { apiClient } from './client';
import { fetchAppVersion } from './system';

const loginAnswer = { ...clinicianSession, version: '1.6.6', isAuthenticated: true };

function answerWith(adapter: AxiosAdapter) {
  apiClient.defaults.adapter = adapter;
}

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  appStore.set(sessionAtom, null);
  localStorage.clear();
});

describe('fetchAppVersion', () => {
  it('GETs /api/v1/app-version/ and returns the version', async () => {
    const transport = replyingWith({ status: 200, data: { version: '1.6.6' } });
    answerWith(transport.adapter);
    await expect(fetchAppVersion()).resolves.toEqual({ version: '1.6.6' });
    expect(transport.requests[0]).toMatchObject({ method: 'get', url: '/app-version/', baseURL: '/api/v1' });
  });

  it('rejects an answer that breaks the contract', async () => {
    answerWith(replyingWith({ status: 200, data: { release: 1 } }).adapter);
    await expect(fetchAppVersion()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('login', () => {
  it('POSTs the credentials as JSON without a token and returns the checked answer', async () => {
    const transport = replyingWith({ status: 200, data: loginAnswer });
    answerWith(transport.adapter);
    const credentials: LoginRequest = { username: 'ada@example.org', password: 'secret' };
    await expect(login(credentials)).resolves.toEqual(loginAnswer);
    const request = transport.requests[0];
    expect(request).toMatchObject({ method: 'post', url: '/login/' });
    expect(JSON.parse(String(request?.data))).toEqual(credentials);
    expect(request?.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(request?.headers.has('Authorization')).toBe(false);
  });

  it('fails before sending when the credentials are missing', async () => {
    const transport = fakeTransport(() => ({ status: 200, data: loginAnswer }));
    answerWith(transport.adapter);
    const missing = null as unknown as LoginRequest;
    await expect(login(missing)).rejects.toMatchObject({
      kind: 'missing-parameter',
      message: 'Required parameter credentials was null or undefined when calling login.',
    });
    expect(transport.requests).toHaveLength(0);
  });
});

describe('logout and checkAuth', () => {
  it('logout POSTs /logout/ with the token', async () => {
    saveSession(clinicianSession);
    const transport = replyingWith({ status: 200, data: { success: true } });
    answerWith(transport.adapter);
    await expect(logout()).resolves.toEqual({ success: true });
    expect(transport.requests[0]).toMatchObject({ method: 'post', url: '/logout/' });
    expect(transport.requests[0]?.headers.get('Authorization')).toBe('Token token-abc');
  });

  it('checkAuth GETs /user/check-auth/', async () => {
    saveSession(clinicianSession);
    const { token: _token, ...identity } = clinicianSession;
    const answer = { ...identity, isAuthenticated: true };
    const transport = replyingWith({ status: 200, data: answer });
    answerWith(transport.adapter);
    await expect(checkAuth()).resolves.toEqual(answer);
    expect(transport.requests[0]).toMatchObject({ method: 'get', url: '/user/check-auth/' });
  });
});
