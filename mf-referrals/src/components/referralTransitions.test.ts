/** @jest-environment node */
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { receivedReferral, referralFixture } from '../testing/referralFixtures';
import { fakeReferralApi, type FakeReferralApi } from '../testing/fakeReferralApi';
import { actionsFor, runReferralAction, type ReferralAction } from './referralTransitions';

describe('actionsFor (SPEC §4 buttons per view, in order)', () => {
  it.each([
    ['Open', 'OPEN', ['accept']],
    ['Pending', 'PENDING', ['accept', 'reject']],
    ['Accepted', 'ACCEPTED', ['reject', 'dna', 'booked']],
    ['Booked', 'BOOKED', ['setActive', 'dna']],
    ['Dna', 'DNA', ['setActive', 'booked']],
    ['Sent', 'PENDING', ['cancel']],
    ['Sent', 'OPEN', ['cancel']],
    ['Sent', 'ACCEPTED', []],
    ['Sent', 'BOOKED', []],
  ] as const)('%s (%s) offers %j', (displayType, status, actions) => {
    expect(actionsFor({ displayType, status })).toEqual(actions);
  });
});

describe('runReferralAction', () => {
  let api: FakeReferralApi;
  const ok = { variant: 'success', message: 'Done.' } as const;
  beforeEach(() => {
    const groups = { message: ok, waiting: [], accepted: [], open: [], booked: [], dna: [] };
    api = fakeReferralApi({ other: () => ({ status: 200, data: groups }) });
  });
  afterEach(() => api.restore());

  it.each<[ReferralAction, string, string, unknown]>([
    ['accept', 'Pending', 'POST /referrals/accept/101/', undefined],
    ['reject', 'Accepted', 'POST /referrals/reject/101/', undefined],
    ['cancel', 'Sent', 'DELETE /referrals/delete/101/', undefined],
    ['booked', 'Accepted', 'POST /referrals/complete/101/', { toComplete: true }],
    ['dna', 'Booked', 'POST /referrals/dna/101/', { toDna: true }],
    ['setActive', 'Booked', 'POST /referrals/complete/101/', { toComplete: false }],
    ['setActive', 'Dna', 'POST /referrals/dna/101/', { toDna: false }],
  ])('%s on a %s referral sends %s with %j', async (action, displayType, call, body) => {
    const referral = referralFixture({ displayType: displayType as 'Sent' });
    await expect(runReferralAction(action, referral)).resolves.toEqual(ok);
    expect(api.calls()).toEqual([call]);
    expect(api.bodies(call.split(' ')[1]!)).toEqual([body]);
    // The message alone: the list reads its pages again itself.
    expect(api.headers(call.split(' ')[1]!, 'Prefer')).toEqual(['return=minimal']);
  });

  it("passes the server's refusal on with its message", async () => {
    const claimed = { variant: 'danger', message: REFERRAL_MESSAGES.alreadyClaimed };
    api.answer({ other: () => ({ status: 409, data: { message: claimed } }) });
    await expect(runReferralAction('accept', receivedReferral('Open'))).rejects.toMatchObject({
      status: 409,
      message: REFERRAL_MESSAGES.alreadyClaimed,
    });
  });
});
