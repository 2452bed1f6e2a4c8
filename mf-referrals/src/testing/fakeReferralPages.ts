// Test-only: pages a fixture's groups the way the API does (newest first by createdOn then id; 25 a page;
// after / before a referral id, or the last page), so the list screens meet the real paging rules.
import {
  REFERRAL_PAGE_SIZE,
  type InboundReferralsResponse,
  type OutboundReferralsResponse,
  type Referral,
  type ReferralPageQuery,
  type ReferralPageResponse,
} from '@refnet/contracts/referrals';
import { keysetPageOf, sortNewestFirst } from '@refnet/shared-ui/testing';

const firstOf = (rows: readonly Referral[]) => sortNewestFirst(rows).slice(0, REFERRAL_PAGE_SIZE);

/** The SPEC list as the API answers it: each group's first page; the totals count the whole groups. */
export function firstPagesOfInbound(list: InboundReferralsResponse): InboundReferralsResponse {
  const { waiting, accepted, booked, dna } = list.referralsReceived;
  return {
    referralsReceived: {
      waiting: firstOf(waiting),
      accepted: firstOf(accepted),
      booked: firstOf(booked),
      dna: firstOf(dna),
    },
    referralsOpen: firstOf(list.referralsOpen),
    totals: list.totals,
  };
}

export function firstPagesOfOutbound(list: OutboundReferralsResponse): OutboundReferralsResponse {
  const { waiting, accepted, booked, dna } = list.referralsMade;
  return {
    referralsMade: {
      waiting: firstOf(waiting),
      accepted: firstOf(accepted),
      booked: firstOf(booked),
      dna: firstOf(dna),
    },
    totals: list.totals,
  };
}

/** The rows of a group named in GET /referrals/list/{direction}/{group}. */
export function groupRows(
  list: InboundReferralsResponse | OutboundReferralsResponse,
  group: string,
): readonly Referral[] {
  if ('referralsMade' in list) return list.referralsMade[group as keyof typeof list.referralsMade] ?? [];
  if (group === 'open') return list.referralsOpen;
  return list.referralsReceived[group as keyof typeof list.referralsReceived] ?? [];
}

/** One page of `rows` as the API reads it for `query`. */
export function pageOf(rows: readonly Referral[], query: ReferralPageQuery): ReferralPageResponse {
  const page = keysetPageOf(rows, query, REFERRAL_PAGE_SIZE);
  return { referrals: page.rows, total: page.total };
}
