import { act, renderHook } from '@testing-library/react';
import type { CreateReferralRequest } from '@refnet/contracts/referrals';
import { appStore, clearSession, globalMessageAtom, saveSession } from '@refnet/shared-ui';
import { clinicianSession, type FakeReply } from '@refnet/shared-ui/testing';
import { fakeReferralApi, type FakeReferralApi } from '../../../testing/fakeReferralApi';
import { outboundList } from '../../../testing/referralFixtures';
import { serverState } from '@refnet/shared-ui/data';
import { referralListQuery } from '../../../state/referralListQuery';
import { SEND_UNCONFIRMED_MESSAGE, useSendReferral } from './useSendReferral';

let api: FakeReferralApi;
const outboundKey = referralListQuery('outbound').key;
const isOutboundListStale = () => serverState.getQueryState(outboundKey)?.isInvalidated;
beforeEach(() => {
  clearSession();
  saveSession(clinicianSession);
  api = fakeReferralApi();
  serverState.setQueryData(outboundKey, outboundList());
});
afterEach(() => api.restore());

async function sendAnswered(reply: FakeReply) {
  api.answer({ other: () => reply });
  const onSent = jest.fn();
  const { result } = renderHook(() => useSendReferral(onSent));
  await act(() => result.current.send({} as CreateReferralRequest));
  expect(onSent).not.toHaveBeenCalled();
  return appStore.get(globalMessageAtom);
}

describe('useSendReferral on failure', () => {
  it.each<[string, FakeReply]>([
    ['an answer that does not parse', { status: 200, data: { unexpected: true } }],
    ['no answer', 'network-error'],
    ['a bare server error', { status: 500 }],
  ])('after %s says the referral may have been sent, and marks the lists stale', async (_case, reply) => {
    expect(await sendAnswered(reply)).toEqual({ variant: 'danger', message: SEND_UNCONFIRMED_MESSAGE });
    expect(isOutboundListStale()).toBe(true);
  });

  it("shows the server's own words", async () => {
    const refusal = { variant: 'danger', message: 'The clinician no longer accepts referrals.' } as const;
    expect(await sendAnswered({ status: 400, data: { message: refusal } })).toEqual(refusal);
    expect(isOutboundListStale()).toBe(true);
  });
});
