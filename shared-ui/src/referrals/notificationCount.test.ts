import { REFERRAL_REFETCH_MS } from '@refnet/contracts/referrals';
import { ALL_REFERRAL_PERMISSIONS, type ClinicianInformationResponse } from '@refnet/contracts/accounts';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { apiClient, appStore, clearSession, notificationCountAtom, saveSession } from '@refnet/shared-ui';
import { clinicianSession, fakeTransport, staffSession, type FakeReply } from '@refnet/shared-ui/testing';
import {
  forgetNotificationCount,
  loadNotificationCount,
  receivesReferralNotifications,
  refreshNotificationCountIfStale,
} from './notificationCount';

const realAdapter = apiClient.defaults.adapter;

/** The server answers each notification request with the next reply. */
function serverAnswering(...replies: FakeReply[]) {
  const transport = fakeTransport(() => replies.shift() ?? { status: 500 });
  apiClient.defaults.adapter = transport.adapter;
  return transport;
}

const count = (nReferrals: number): FakeReply => ({ status: 200, data: { nReferrals } });

/** A server whose answers the test releases one by one, by the order the requests came in. */
function slowServer() {
  const answers: ((nReferrals: number) => void)[] = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise<AxiosResponse>((resolve) => {
      answers.push((nReferrals) =>
        resolve({ status: 200, statusText: 'OK', data: { nReferrals }, headers: {}, config }),
      );
    });
  apiClient.defaults.adapter = adapter;
  const tick = () => new Promise((settle) => setTimeout(settle, 0));
  return {
    requests: () => answers.length,
    /** Answers the request-th request (0-based) once it has reached the server. */
    answer: async (request: number, nReferrals: number) => {
      for (let wait = 0; wait < 100 && !answers[request]; wait += 1) await tick();
      const answer = answers[request];
      if (!answer) throw new Error(`request ${request} never came`);
      answer(nReferrals);
      await tick();
    },
  };
}

beforeEach(() => saveSession(clinicianSession));
afterEach(() => {
  jest.restoreAllMocks();
  apiClient.defaults.adapter = realAdapter;
  clearSession(); // also forgets when the count was last loaded
});

describe('loadNotificationCount', () => {
  it('GETs /referrals/referral-notifications/ and puts nReferrals into the badge atom', async () => {
    const transport = serverAnswering(count(3));
    expect(appStore.get(notificationCountAtom)).toBe(-1);
    await expect(loadNotificationCount()).resolves.toBe(true);
    expect(appStore.get(notificationCountAtom)).toBe(3);
    expect(transport.requests[0]).toMatchObject({ method: 'get', url: '/referrals/referral-notifications/' });
  });

  it('adds the referrals with unread messages or files to the badge (issue 22)', async () => {
    serverAnswering({ status: 200, data: { nReferrals: 3, nUnreadConversations: 2 } });
    await expect(loadNotificationCount()).resolves.toBe(true);
    expect(appStore.get(notificationCountAtom)).toBe(5);
  });

  it('sets the count to null and resolves false when the call fails (SPEC §4)', async () => {
    serverAnswering({ status: 500 });
    await expect(loadNotificationCount()).resolves.toBe(false);
    expect(appStore.get(notificationCountAtom)).toBeNull();
  });

  it('treats an answer that breaks the contract as a failure', async () => {
    serverAnswering({ status: 200, data: { nReferrals: 'many' } });
    await expect(loadNotificationCount()).resolves.toBe(false);
    expect(appStore.get(notificationCountAtom)).toBeNull();
  });
});

describe('loads that overlap', () => {
  it('keeps the newest count when an older answer arrives last', async () => {
    const server = slowServer();
    const older = loadNotificationCount();
    const newer = loadNotificationCount();
    await server.answer(1, 4);
    await server.answer(0, 9);
    await Promise.all([older, newer]);
    expect(appStore.get(notificationCountAtom)).toBe(4);
  });

  it('drops an answer that arrives after logout', async () => {
    const server = slowServer();
    const load = loadNotificationCount();
    clearSession();
    await server.answer(0, 6);
    await load;
    expect(appStore.get(notificationCountAtom)).toBe(-1);
  });

  it('empties the badge on forgetNotificationCount, dropping an answer on its way, and loads afresh after', async () => {
    const server = slowServer();
    await Promise.all([loadNotificationCount(), server.answer(0, 5)]);
    const late = loadNotificationCount();
    forgetNotificationCount();
    expect(appStore.get(notificationCountAtom)).toBe(-1);
    await server.answer(1, 8);
    await late;
    expect(appStore.get(notificationCountAtom)).toBe(-1);

    const again = refreshNotificationCountIfStale();
    await server.answer(2, 1);
    await again;
    expect(appStore.get(notificationCountAtom)).toBe(1);
  });

  it('asks once when a refresh comes while a load is on its way', async () => {
    const server = slowServer();
    const first = refreshNotificationCountIfStale();
    const second = refreshNotificationCountIfStale();
    await server.answer(0, 2);
    await Promise.all([first, second]);
    expect(server.requests()).toBe(1);
    expect(appStore.get(notificationCountAtom)).toBe(2);
  });
});

describe('refreshNotificationCountIfStale', () => {
  const start = Date.now();

  it('loads when nothing has been loaded yet', async () => {
    const transport = serverAnswering(count(2));
    await refreshNotificationCountIfStale(start);
    expect(transport.requests).toHaveLength(1);
    expect(appStore.get(notificationCountAtom)).toBe(2);
  });

  it('does not fetch again within 10 minutes of the last load, and does after', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(start);
    const transport = serverAnswering(count(2), count(5));
    await loadNotificationCount();
    await refreshNotificationCountIfStale(start + REFERRAL_REFETCH_MS - 1);
    expect(transport.requests).toHaveLength(1);
    expect(appStore.get(notificationCountAtom)).toBe(2);
    await refreshNotificationCountIfStale(start + REFERRAL_REFETCH_MS);
    expect(transport.requests).toHaveLength(2);
    expect(appStore.get(notificationCountAtom)).toBe(5);
  });

  it('tries again at once after a failed load', async () => {
    const transport = serverAnswering({ status: 500 }, count(1));
    await refreshNotificationCountIfStale(start);
    expect(appStore.get(notificationCountAtom)).toBeNull();
    await refreshNotificationCountIfStale(start + 1);
    expect(transport.requests).toHaveLength(2);
    expect(appStore.get(notificationCountAtom)).toBe(1);
  });

  it('loads again for the next user after logout', async () => {
    const transport = serverAnswering(count(4), count(0));
    await refreshNotificationCountIfStale(start);
    clearSession();
    expect(appStore.get(notificationCountAtom)).toBe(-1);
    saveSession(clinicianSession);
    await refreshNotificationCountIfStale(start + 1);
    expect(transport.requests).toHaveLength(2);
    expect(appStore.get(notificationCountAtom)).toBe(0);
  });
});

describe('receivesReferralNotifications', () => {
  const delegateProfile = (permissionViewReferrals: boolean) =>
    ({
      isDelegate: true,
      referralPermissions: { ...ALL_REFERRAL_PERMISSIONS, permissionViewReferrals },
    }) as unknown as ClinicianInformationResponse;
  const delegate = { ...clinicianSession, userGroup: 'Delegate' as const };

  it('is true for an approved clinician', () => {
    expect(receivesReferralNotifications(clinicianSession, null)).toBe(true);
  });

  it('is false when signed out, awaiting approval, or staff', () => {
    expect(receivesReferralNotifications(null, null)).toBe(false);
    expect(receivesReferralNotifications({ ...clinicianSession, isVerified: false }, null)).toBe(false);
    expect(receivesReferralNotifications(staffSession, null)).toBe(false);
    expect(receivesReferralNotifications({ ...staffSession, userGroup: 'Full Admin' }, null)).toBe(false);
  });

  it('is true for a delegate only once the profile says they may view referrals', () => {
    expect(receivesReferralNotifications(delegate, null)).toBe(false);
    expect(receivesReferralNotifications(delegate, delegateProfile(false))).toBe(false);
    expect(receivesReferralNotifications(delegate, delegateProfile(true))).toBe(true);
  });
});
