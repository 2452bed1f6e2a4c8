import { needsSecondFactor } from '@refnet/contracts';
import { login } from '../api/accounts';
import { apiClient } from '../api/client';
import { sessionAtom } from '../state/atoms';
import { saveSession } from '../state/session';
import { appStore } from '../state/store';
import { replyingWith } from '../testing/fakeTransport';
import { clinicianSession } from '../testing/fixtures';
import { fetchSecondFactorStatus, loginWithSecondFactor, turnOffSecondFactor } from './calls';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  appStore.set(sessionAtom, null);
  localStorage.clear();
});

const step = { version: '1.6.6', secondFactor: 'verify', challenge: 'c'.repeat(43), expiresInSeconds: 300 };
const session = { ...clinicianSession, version: '1.6.6', isAuthenticated: true };

describe('two-factor sign-in calls', () => {
  it('login returns the second step the password answered, with no session in it', async () => {
    apiClient.defaults.adapter = replyingWith({ status: 200, data: step }).adapter;
    const answer = await login({ username: 'ada@example.org', password: 'secret' });
    expect(answer).toEqual(step);
    expect(needsSecondFactor(answer)).toBe(true);
  });

  it('loginWithSecondFactor POSTs the challenge and code without a token, and checks the session answer', async () => {
    saveSession(clinicianSession);
    const transport = replyingWith({ status: 200, data: { ...session, recoveryCodes: ['abcd-efgh-jk'] } });
    apiClient.defaults.adapter = transport.adapter;
    const request = { challenge: step.challenge, code: '123456' };
    await expect(loginWithSecondFactor(request)).resolves.toMatchObject({
      token: 'token-abc',
      recoveryCodes: ['abcd-efgh-jk'],
    });
    expect(transport.requests[0]).toMatchObject({ method: 'post', url: '/login/second-factor/' });
    expect(JSON.parse(String(transport.requests[0]?.data))).toEqual(request);
    expect(transport.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('loginWithSecondFactor rejects an answer without a session', async () => {
    apiClient.defaults.adapter = replyingWith({ status: 200, data: step }).adapter;
    await expect(loginWithSecondFactor({ challenge: step.challenge, code: '123456' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('the own settings calls go with the session token', async () => {
    saveSession(clinicianSession);
    const transport = replyingWith({
      status: 200,
      data: { enabled: true, enabledAt: '2026-03-02T09:15:00Z', recoveryCodesLeft: 9, required: false },
    });
    apiClient.defaults.adapter = transport.adapter;
    await expect(fetchSecondFactorStatus()).resolves.toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    expect(transport.requests[0]?.headers.get('Authorization')).toBe('Token token-abc');

    const off = replyingWith({ status: 200, data: { message: { variant: 'success', message: 'Off.' } } });
    apiClient.defaults.adapter = off.adapter;
    await turnOffSecondFactor({ recoveryCode: 'abcd-efgh-jk' });
    expect(off.requests[0]).toMatchObject({ method: 'post', url: '/second-factor/turn-off/' });
    expect(JSON.parse(String(off.requests[0]?.data))).toEqual({ recoveryCode: 'abcd-efgh-jk' });
  });
});
