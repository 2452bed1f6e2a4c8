import type { AxiosAdapter, AxiosResponse } from 'axios';
import { apiClient, appStore, clearSession, notificationCountAtom, saveSession } from '@refnet/shared-ui';
import { clinicianSession } from '@refnet/shared-ui/testing';
import { NOTIFICATION_POLL_MS, startNotificationCountPolling } from './notificationCountPolling';

const realAdapter = apiClient.defaults.adapter;

/** A server whose answers the test gives, one per request, in the order they came. */
function server({ answersAtOnce }: { answersAtOnce: boolean }) {
  const waiting: ((nReferrals: number) => void)[] = [];
  let requests = 0;
  let nextCount = 0;
  const adapter: AxiosAdapter = (config) => {
    requests += 1;
    const reply = (nReferrals: number): AxiosResponse => ({
      status: 200,
      statusText: 'OK',
      data: { nReferrals },
      headers: {},
      config,
    });
    if (answersAtOnce) return Promise.resolve(reply((nextCount += 1)));
    return new Promise((resolve) => waiting.push((nReferrals) => resolve(reply(nReferrals))));
  };
  apiClient.defaults.adapter = adapter;
  return {
    requests: () => requests,
    answerOldest: (nReferrals: number) => waiting.shift()?.(nReferrals),
  };
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets timers due within `ms` fire, and the answers they cause arrive. */
const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);

let stop: (() => void) | undefined;

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  saveSession(clinicianSession);
});
afterEach(() => {
  stop?.();
  stop = undefined;
  clearSession();
  jest.useRealTimers();
  apiClient.defaults.adapter = realAdapter;
});

describe('startNotificationCountPolling', () => {
  it('asks at once, then every 20 s while the page is visible, and the badge follows', async () => {
    const api = server({ answersAtOnce: true });
    stop = startNotificationCountPolling();
    await wait(0);
    expect(api.requests()).toBe(1);
    expect(appStore.get(notificationCountAtom)).toBe(1);

    await wait(NOTIFICATION_POLL_MS - 1);
    expect(api.requests()).toBe(1);
    await wait(1);
    expect(api.requests()).toBe(2);
    expect(appStore.get(notificationCountAtom)).toBe(2);
    await wait(NOTIFICATION_POLL_MS);
    expect(api.requests()).toBe(3);
  });

  it('never sends a request while the last is unanswered: the next comes 20 s after the answer', async () => {
    const api = server({ answersAtOnce: false });
    stop = startNotificationCountPolling();
    await wait(0);
    window.dispatchEvent(new Event('focus'));
    await wait(3 * NOTIFICATION_POLL_MS);
    expect(api.requests()).toBe(1);

    api.answerOldest(4);
    await wait(0);
    expect(appStore.get(notificationCountAtom)).toBe(4);
    await wait(NOTIFICATION_POLL_MS - 1);
    expect(api.requests()).toBe(1);
    await wait(1);
    expect(api.requests()).toBe(2);
  });

  it('asks nothing while the page is hidden, and at once on coming back once the count is 20 s old', async () => {
    const api = server({ answersAtOnce: true });
    stop = startNotificationCountPolling();
    await wait(0);
    setVisibility('hidden');
    await wait(10 * NOTIFICATION_POLL_MS);
    expect(api.requests()).toBe(1);

    setVisibility('visible');
    await wait(0);
    expect(api.requests()).toBe(2);
    // Focus comes with it: the count is fresh, so no second request.
    window.dispatchEvent(new Event('focus'));
    await wait(0);
    expect(api.requests()).toBe(2);
    await wait(NOTIFICATION_POLL_MS);
    expect(api.requests()).toBe(3);
  });

  it('asks nothing more once stopped (sign-out)', async () => {
    const api = server({ answersAtOnce: true });
    stop = startNotificationCountPolling();
    await wait(0);
    stop();
    window.dispatchEvent(new Event('focus'));
    setVisibility('visible');
    await wait(10 * NOTIFICATION_POLL_MS);
    expect(api.requests()).toBe(1);
  });
});
