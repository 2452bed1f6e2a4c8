import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { apiClient, appStore, clearSession, notificationCountAtom } from '@refnet/shared-ui';
import { clinicianSession, fakeTransport, staffSession, type FakeReply } from '@refnet/shared-ui/testing';
import { loadNotificationCount } from './loadNotificationCount';

const profile = { isDelegate: false } as unknown as ClinicianInformationResponse;
const realAdapter = apiClient.defaults.adapter;

function serverAnswering(reply: FakeReply) {
  const transport = fakeTransport(() => reply);
  apiClient.defaults.adapter = transport.adapter;
  return transport;
}

afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  clearSession();
});

describe("the login sequence's notification step", () => {
  it("loads a clinician's count into the badge", async () => {
    const transport = serverAnswering({ status: 200, data: { nReferrals: 4 } });
    await expect(loadNotificationCount(clinicianSession, profile)).resolves.toBe(true);
    expect(transport.requests[0]?.url).toBe('/referrals/referral-notifications/');
    expect(appStore.get(notificationCountAtom)).toBe(4);
  });

  it('resolves false when the count cannot be loaded', async () => {
    serverAnswering({ status: 500 });
    await expect(loadNotificationCount(clinicianSession, profile)).resolves.toBe(false);
    expect(appStore.get(notificationCountAtom)).toBeNull();
  });

  it('asks nothing for staff or a user awaiting approval, and lets the sign-in go on', async () => {
    const transport = serverAnswering({ status: 403 });
    await expect(loadNotificationCount(staffSession, profile)).resolves.toBe(true);
    await expect(loadNotificationCount({ ...clinicianSession, isVerified: false }, profile)).resolves.toBe(
      true,
    );
    expect(transport.requests).toHaveLength(0);
  });
});
