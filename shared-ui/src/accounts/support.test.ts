import { HELP_REQUEST_SENT_MESSAGE } from '@refnet/contracts/accounts';
import { sessionAtom } from '../state/atoms';
import { saveSession } from '../state/session';
import { appStore } from '../state/store';
import { replyingWith } from '../testing/fakeTransport';
import { clinicianSession } from '../testing/fixtures';
import { apiClient } from '../api/client';
import {
  describeError,
  isErrorReportingEnabled,
  reportError,
  sendErrorNotification,
} from '../api/reportError';
import { sendFeatureRequest, sendHelpRequest } from './support';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  appStore.set(sessionAtom, null);
  localStorage.clear();
});

const sent = { message: { variant: 'success', message: HELP_REQUEST_SENT_MESSAGE } };

describe('sendHelpRequest', () => {
  it('POSTs the request to /user/request-help/ and returns the server message', async () => {
    const transport = replyingWith({ status: 200, data: sent });
    apiClient.defaults.adapter = transport.adapter;
    const request = { name: 'Ada', email: 'ada@example.org', subject: 'Login', message: 'I cannot log in' };
    await expect(sendHelpRequest(request)).resolves.toEqual(sent);
    expect(transport.requests[0]).toMatchObject({ method: 'post', url: '/user/request-help/' });
    expect(JSON.parse(String(transport.requests[0]?.data))).toEqual(request);
  });

  it("rejects with the server's own message", async () => {
    const refusal = { message: { variant: 'danger', message: 'Please enter a subject.' } };
    apiClient.defaults.adapter = replyingWith({ status: 400, data: refusal }).adapter;
    await expect(sendHelpRequest({ subject: '', message: 'x' })).rejects.toMatchObject({
      message: 'Please enter a subject.',
    });
  });
});

describe('sendFeatureRequest', () => {
  it('POSTs the suggestion with the token to /user/request-feature/', async () => {
    saveSession(clinicianSession);
    const transport = replyingWith({ status: 200, data: sent });
    apiClient.defaults.adapter = transport.adapter;
    await sendFeatureRequest({ suggestion: 'Dark mode' });
    const request = transport.requests[0];
    expect(request).toMatchObject({ method: 'post', url: '/user/request-feature/' });
    expect(request?.headers.get('Authorization')).toBe(`Token ${clinicianSession.token}`);
    expect(JSON.parse(String(request?.data))).toEqual({ suggestion: 'Dark mode' });
  });
});

describe('sendErrorNotification', () => {
  it('POSTs the description to /error-notification/ and accepts an empty 204', async () => {
    const transport = replyingWith({ status: 204 });
    apiClient.defaults.adapter = transport.adapter;
    await expect(sendErrorNotification({ errorDescription: 'Boom' })).resolves.toBeUndefined();
    expect(transport.requests[0]).toMatchObject({ method: 'post', url: '/error-notification/' });
  });
});

describe('reportError', () => {
  const site = { hostname: 'refnet.example', href: 'https://refnet.example/dashboard' };

  it('sends the message, stack, URL and component stack', () => {
    const send = jest.fn(async () => undefined);
    const error = new Error('Cannot read name');
    reportError(error, { location: site, send, componentStack: '\n    at DashboardPage' });
    const [[{ errorDescription }]] = send.mock.calls as unknown as [[{ errorDescription: string }]];
    expect(errorDescription).toContain('Error: Cannot read name');
    expect(errorDescription).toContain('URL: https://refnet.example/dashboard');
    expect(errorDescription).toContain(error.stack ?? '');
    expect(errorDescription).toContain('at DashboardPage');
  });

  it('reports one error once', () => {
    const send = jest.fn(async () => undefined);
    const error = new Error('once');
    reportError(error, { location: site, send });
    reportError(error, { location: site, send });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is off on localhost and 127.0.0.1', () => {
    const send = jest.fn(async () => undefined);
    reportError(new Error('a'), { location: { hostname: 'localhost', href: 'http://localhost/' }, send });
    reportError(new Error('b'), { location: { hostname: '127.0.0.1', href: 'http://127.0.0.1/' }, send });
    expect(send).not.toHaveBeenCalled();
    expect(isErrorReportingEnabled('refnet.example')).toBe(true);
  });

  it('never throws or rejects, whatever the transport does', async () => {
    const rejecting = jest.fn(async () => Promise.reject(new Error('offline')));
    const throwing = jest.fn(() => {
      throw new Error('broken');
    });
    expect(() => reportError(new Error('x'), { location: site, send: rejecting })).not.toThrow();
    expect(() => reportError(new Error('y'), { location: site, send: throwing })).not.toThrow();
    await Promise.resolve();
    expect(rejecting).toHaveBeenCalled();
  });

  it('describes values that are not errors and keeps within the contract limit', () => {
    expect(describeError('plain text', 'https://refnet.example/')).toBe(
      'plain text\n\nURL: https://refnet.example/',
    );
    expect(describeError('x'.repeat(30_000), 'u').length).toBe(20_000);
  });
});
