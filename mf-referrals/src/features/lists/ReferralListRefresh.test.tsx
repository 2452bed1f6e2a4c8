import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, clearSession, notificationCountAtom, saveSession } from '@refnet/shared-ui';
import { clinicianSession } from '@refnet/shared-ui/testing';
import { fakeReferralApi, type FakeReferralApi } from '../../testing/fakeReferralApi';
import { bars, showListScreen } from '../../testing/listScreenHarness';
import { inboundList, outboundList, receivedReferral } from '../../testing/referralFixtures';

const FIRST = receivedReferral('Pending', { id: 1 });
const ARRIVED = receivedReferral('Pending', { id: 2 });

let api: FakeReferralApi;
const listRequests = (direction: 'inbound' | 'outbound') =>
  api.calls().filter((call) => call === `GET /referrals/list/${direction}`).length;

beforeEach(() => {
  clearSession();
  saveSession(clinicianSession);
  api = fakeReferralApi({ inbound: inboundList({ waiting: [FIRST] }), outbound: outboundList() });
});
afterEach(() => api.restore());

describe('a referral list kept fresh', () => {
  it('fetches the list again when the header’s count changes, so a new referral shows without a reload', async () => {
    appStore.set(notificationCountAtom, 1);
    await showListScreen('/referrals/inbound');
    expect(bars()).toHaveLength(1);

    api.answer({ inbound: inboundList({ waiting: [ARRIVED, FIRST] }) });
    act(() => appStore.set(notificationCountAtom, 2));
    await waitFor(() => expect(bars()).toHaveLength(2));
    expect(listRequests('inbound')).toBe(2);
  });

  it('leaves the list alone when the count is loaded for the first time or stays the same', async () => {
    await showListScreen('/referrals/inbound');
    act(() => appStore.set(notificationCountAtom, 1));
    act(() => appStore.set(notificationCountAtom, 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listRequests('inbound')).toBe(1);
  });

  it.each(['inbound', 'outbound'] as const)(
    'offers a Refresh button on /referrals/%s that fetches the list again',
    async (direction) => {
      await showListScreen(`/referrals/${direction}`);
      const toolbar = screen.getByRole('button', { name: 'Refresh' });
      await userEvent.click(toolbar);
      await waitFor(() => expect(listRequests(direction)).toBe(2));
      await waitFor(() => expect(toolbar).not.toHaveClass('ant-btn-loading'));
      expect(within(screen.getByRole('tabpanel')).queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
