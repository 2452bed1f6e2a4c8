import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { REFERRAL_REFETCH_MS } from '@refnet/contracts/referrals';
import { apiClient, clearSession, RefnetProviders } from '@refnet/shared-ui';
import { serverState } from '@refnet/shared-ui/data';
import { fakeTransport } from '@refnet/shared-ui/testing';
import { outboundList } from '../testing/referralFixtures';
import { referralListQuery } from './referralListQuery';
import { useReferralList } from './useReferralList';

const realAdapter = apiClient.defaults.adapter;
let transport: ReturnType<typeof fakeTransport>;
beforeEach(() => {
  transport = fakeTransport(() => ({ status: 200, data: outboundList() }));
  apiClient.defaults.adapter = transport.adapter;
  clearSession();
});
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

/** Shows the outbound list on the `view` tab and waits for its first fetch. */
async function showList() {
  const hook = renderHook(({ view }: { view: string }) => useReferralList('outbound', view), {
    initialProps: { view: 'pending' },
    wrapper: ({ children }: { children: ReactNode }) => <RefnetProviders>{children}</RefnetProviders>,
  });
  await waitFor(() => expect(hook.result.current.list.status).toBe('ready'));
  return hook;
}

/** The list was fetched 10 minutes ago. */
function ageList() {
  const { key } = referralListQuery('outbound');
  const held = serverState.getQueryData(key);
  act(() => serverState.setQueryData(key, held, { updatedAt: Date.now() - REFERRAL_REFETCH_MS }));
}

describe('useReferralList', () => {
  it('checks the 10-minute rule again when the tab changes', async () => {
    const { rerender } = await showList();
    rerender({ view: 'pending' });
    ageList();
    rerender({ view: 'accepted' });
    await waitFor(() => expect(transport.requests).toHaveLength(2));
  });

  it('checks the 10-minute rule again when the user comes back to the window', async () => {
    await showList();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(transport.requests).toHaveLength(1);
    ageList();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(transport.requests).toHaveLength(2));
    ageList();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(transport.requests).toHaveLength(3));
  });
});
