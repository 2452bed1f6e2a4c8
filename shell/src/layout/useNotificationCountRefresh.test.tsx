import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { REFERRAL_REFETCH_MS } from '@refnet/contracts/referrals';
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
import { fakeApi } from '../testing/fakeApi';
import { sessionFor } from '../testing/sessionFor';
import { useNotificationCountRefresh } from './useNotificationCountRefresh';

const NOTIFICATIONS_URL = '/referrals/referral-notifications/';

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
  api = fakeApi(() => ({ status: 200, data: { nReferrals: 3 } }));
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

  it('loads again on a route change only once the count is 10 minutes old', async () => {
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    startAt('/dashboard', sessionFor('Clinician'));
    await waitFor(() => expect(countRequests()).toBe(1));

    clock.mockReturnValue(start + REFERRAL_REFETCH_MS - 1);
    goTo('/patients');
    await settle();
    expect(countRequests()).toBe(1);

    clock.mockReturnValue(start + REFERRAL_REFETCH_MS);
    goTo('/referrals/inbound');
    await waitFor(() => expect(countRequests()).toBe(2));
  });

  it('loads again on a new ?query or window focus once the count is 10 minutes old', async () => {
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    startAt('/referrals/inbound', sessionFor('Clinician'));
    await waitFor(() => expect(countRequests()).toBe(1));

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await settle();
    expect(countRequests()).toBe(1);

    clock.mockReturnValue(start + REFERRAL_REFETCH_MS);
    goTo('/referrals/inbound?referralType=inboundBooked');
    await waitFor(() => expect(countRequests()).toBe(2));

    clock.mockReturnValue(start + 2 * REFERRAL_REFETCH_MS);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(countRequests()).toBe(3));
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
