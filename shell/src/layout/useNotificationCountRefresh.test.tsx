import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ALL_REFERRAL_PERMISSIONS, type ClinicianInformationResponse } from '@refnet/contracts/accounts';
import {
  appStore,
  clearSession,
  notificationCountAtom,
  profileAtom,
  RefnetProviders,
  sessionAtom,
  type Session,
} from '@refnet/shared-ui';
import { NOTIFICATION_POLL_MS } from '@refnet/shared-ui/referrals';
import { fakeApi } from '../testing/fakeApi';
import { sessionFor } from '../testing/sessionFor';
import { useNotificationCountRefresh } from './useNotificationCountRefresh';

const NOTIFICATIONS_URL = '/referrals/referral-notifications/';

/** What the server answers for the count. */
let serverCount = 3;
let api: ReturnType<typeof fakeApi>;
const countRequests = () => api.requests.filter((request) => request.url === NOTIFICATIONS_URL).length;

function goTo(pathname: string) {
  act(() => {
    window.history.pushState(null, '', pathname);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

function startAt(pathname: string, session: Session | null) {
  window.history.pushState(null, '', pathname);
  appStore.set(sessionAtom, session);
  renderHook(() => useNotificationCountRefresh(), {
    wrapper: ({ children }: { children: ReactNode }) => <RefnetProviders>{children}</RefnetProviders>,
  });
}

/** Lets the lazily imported referrals entry and any request it makes finish. */
async function settle() {
  await act(async () => {
    await import('@refnet/shared-ui/referrals');
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

function delegateProfile(permissionViewReferrals: boolean): ClinicianInformationResponse {
  return {
    isDelegate: true,
    clinicianProfiles: [],
    referralPermissions: { ...ALL_REFERRAL_PERMISSIONS, permissionViewReferrals },
  } as unknown as ClinicianInformationResponse;
}

beforeEach(() => {
  serverCount = 3;
  api = fakeApi(() => ({ status: 200, data: { nReferrals: serverCount } }));
});
afterEach(() => {
  jest.restoreAllMocks();
  api.restore();
  clearSession();
  window.history.pushState(null, '', '/');
});

describe('useNotificationCountRefresh', () => {
  it("loads a clinician's count when the app starts with their session", async () => {
    startAt('/dashboard', sessionFor('Clinician'));
    await waitFor(() => expect(appStore.get(notificationCountAtom)).toBe(3));
    expect(countRequests()).toBe(1);
  });

  describe('polling', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    /** Lets timers due within `ms` fire, and what they start (the referrals entry, requests) finish. */
    const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

    it('asks for the count every 20 s while the page is shown, so a new referral shows without a reload', async () => {
      startAt('/referrals/inbound', sessionFor('Clinician'));
      await wait(0);
      expect(countRequests()).toBe(1);
      serverCount = 4;
      await wait(NOTIFICATION_POLL_MS);
      expect(countRequests()).toBe(2);
      expect(appStore.get(notificationCountAtom)).toBe(4);
    });

    it('stops asking on sign-out', async () => {
      startAt('/dashboard', sessionFor('Clinician'));
      await wait(0);
      expect(countRequests()).toBe(1);
      act(() => clearSession());
      await wait(5 * NOTIFICATION_POLL_MS);
      expect(countRequests()).toBe(1);
    });

    it('does not start again on a route change', async () => {
      startAt('/dashboard', sessionFor('Clinician'));
      await wait(0);
      goTo('/patients');
      goTo('/referrals/inbound?referralType=inboundBooked');
      await wait(NOTIFICATION_POLL_MS - 1);
      expect(countRequests()).toBe(1);
    });
  });

  it.each([
    ['a visitor', null],
    ['staff', sessionFor('Staff')],
    ['a full admin', sessionFor('Full Admin')],
    ['a clinician awaiting approval', { ...sessionFor('Clinician'), isVerified: false }],
  ])('loads nothing for %s', async (_who, session) => {
    startAt('/dashboard', session);
    await settle();
    goTo('/clinicians');
    await settle();
    expect(countRequests()).toBe(0);
    expect(appStore.get(notificationCountAtom)).toBe(-1);
  });

  it('waits for the profile of a delegate, and loads only when they may view referrals', async () => {
    startAt('/dashboard', sessionFor('Delegate'));
    await settle();
    expect(countRequests()).toBe(0);
    act(() => appStore.set(profileAtom, delegateProfile(false)));
    await settle();
    expect(countRequests()).toBe(0);
    act(() => appStore.set(profileAtom, delegateProfile(true)));
    await waitFor(() => expect(countRequests()).toBe(1));
  });

  it("empties a delegate's badge once the profile says the view permission was revoked", async () => {
    appStore.set(profileAtom, delegateProfile(true));
    startAt('/dashboard', sessionFor('Delegate'));
    await waitFor(() => expect(appStore.get(notificationCountAtom)).toBe(3));
    act(() => appStore.set(profileAtom, delegateProfile(false)));
    await waitFor(() => expect(appStore.get(notificationCountAtom)).toBe(-1));
    expect(countRequests()).toBe(1);
  });

  it('leaves the count to the login sequence while signing in', async () => {
    startAt('/login', sessionFor('Clinician'));
    await settle();
    expect(countRequests()).toBe(0);
  });
});
