/** @jest-environment node */
import { inboundList, outboundList, receivedReferral, referralFixture } from '../../testing/referralFixtures';
import { groupFromQuery, INBOUND_GROUPS, OUTBOUND_GROUPS, referralGroupHref } from './referralGroups';

describe('referral groups', () => {
  it('are the SPEC §2.7 and §2.8 tabs, in order, with their query keys', () => {
    expect(INBOUND_GROUPS.map(({ label, key }) => [label, key])).toEqual([
      ['New Referrals', 'inboundPending'],
      ['Open Referrals', 'openReferrals'],
      ['Accepted', 'inboundAccepted'],
      ['Booked', 'inboundBooked'],
      ['DNA', 'inboundDna'],
    ]);
    expect(OUTBOUND_GROUPS.map(({ label, key }) => [label, key])).toEqual([
      ['Pending', 'outboundPending'],
      ['Accepted', 'outboundAccepted'],
      ['Booked', 'outboundBooked'],
      ['DNA', 'outboundDna'],
    ]);
  });

  it('take their referrals from the matching part of the list', () => {
    const [pending, open, accepted, booked, dna] = ['Pending', 'Open', 'Accepted', 'Booked', 'Dna'].map(
      (view, index) => receivedReferral(view as 'Pending', { id: index + 1 }),
    );
    const inbound = inboundList(
      { waiting: [pending!], accepted: [accepted!], booked: [booked!], dna: [dna!] },
      [open!],
    );
    expect(INBOUND_GROUPS.map((group) => group.select(inbound).map((referral) => referral.id))).toEqual([
      [1],
      [2],
      [3],
      [4],
      [5],
    ]);
    const mine = referralFixture();
    expect(OUTBOUND_GROUPS[0]!.select(outboundList({ waiting: [mine] }))).toEqual([mine]);
  });

  it('read ?referralType= by exact key, falling back to the first group', () => {
    expect(groupFromQuery(INBOUND_GROUPS, 'inboundBooked').label).toBe('Booked');
    expect(groupFromQuery(INBOUND_GROUPS, 'outboundBooked').label).toBe('New Referrals');
    expect(groupFromQuery(INBOUND_GROUPS, null).label).toBe('New Referrals');
    expect(groupFromQuery(OUTBOUND_GROUPS, 'inboundPending').label).toBe('Pending');
  });

  it('link each list to its own path (not the inbound one for Referrals Made)', () => {
    expect(referralGroupHref('outbound', 'outboundDna')).toBe('/referrals/outbound?referralType=outboundDna');
    expect(referralGroupHref('inbound', 'openReferrals')).toBe(
      '/referrals/inbound?referralType=openReferrals',
    );
  });
});
