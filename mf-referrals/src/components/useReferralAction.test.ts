import { act, renderHook } from '@testing-library/react';
import { clearSession, saveSession } from '@refnet/shared-ui';
import { clinicianSession, type FakeReply } from '@refnet/shared-ui/testing';
import { fakeReferralApi, type FakeReferralApi } from '../testing/fakeReferralApi';
import { receivedReferral } from '../testing/referralFixtures';
import { useReferralAction } from './useReferralAction';

let api: FakeReferralApi;
beforeEach(() => {
  clearSession();
  saveSession(clinicianSession);
  api = fakeReferralApi();
});
afterEach(() => api.restore());

describe('useReferralAction', () => {
  it.each<[string, FakeReply]>([
    ['a server error', { status: 500 }],
    ['no answer', 'network-error'],
    ['an answer that does not parse', { status: 200, data: {} }],
    ['a refusal', { status: 409, data: { message: { variant: 'danger', message: 'Taken.' } } }],
  ])('after %s reloads the list and the header count', async (_case, reply) => {
    api.answer({ other: () => reply });
    const refreshList = jest.fn(() => Promise.resolve());
    const { result } = renderHook(() =>
      useReferralAction(receivedReferral('Pending', { id: 7 }), refreshList),
    );
    await act(() => result.current.run('accept'));
    expect(api.calls()).toEqual(['POST /referrals/accept/7/', 'GET /referrals/referral-notifications/']);
    expect(refreshList).toHaveBeenCalledTimes(1);
    expect(result.current.running).toBeNull();
  });
});
