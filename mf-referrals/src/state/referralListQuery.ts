import type { InboundReferralsResponse, OutboundReferralsResponse } from '@refnet/contracts/referrals';
import type { RequestOptions } from '@refnet/shared-ui';
import { serverQuery, type ServerQuery } from '@refnet/shared-ui/data';
import { fetchInboundReferrals, fetchOutboundReferrals } from '@refnet/shared-ui/referrals';

export type ReferralDirection = 'inbound' | 'outbound';
export interface ReferralListData {
  inbound: InboundReferralsResponse;
  outbound: OutboundReferralsResponse;
}

/** Both lists' keys start with it: a change to a referral may show in either. */
export const REFERRAL_LISTS_KEY = ['/referrals/list/'] as const;

const FETCHES: {
  [Direction in ReferralDirection]: (options: RequestOptions) => Promise<ReferralListData[Direction]>;
} = { inbound: fetchInboundReferrals, outbound: fetchOutboundReferrals };

/** GET /referrals/list/inbound or /outbound for the data layer. */
export const referralListQuery = <Direction extends ReferralDirection>(
  direction: Direction,
): ServerQuery<ReferralListData[Direction]> =>
  serverQuery([...REFERRAL_LISTS_KEY, direction], FETCHES[direction]);
