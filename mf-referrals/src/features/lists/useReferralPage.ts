import { useCallback, useMemo } from 'react';
import {
  REFERRAL_PAGE_SIZE,
  type InboundReferralGroup,
  type Referral,
  type ReferralListDirection,
  type ReferralPageOrder,
} from '@refnet/contracts/referrals';
import { useKeysetPage, type KeysetCursor } from '@refnet/shared-ui/display';
import { fetchReferralPage } from '@refnet/shared-ui/referrals';

export interface ReferralPageSource {
  direction: ReferralListDirection;
  group: InboundReferralGroup;
  order: ReferralPageOrder;
  /** The group's first page, newest first, and its total, as the list holds them. */
  firstPage: readonly Referral[];
  total: number;
}

export interface ShownPage {
  /** 1-based. */
  page: number;
  referrals: readonly Referral[];
  total: number;
}

export type ReferralPageState =
  | { status: 'ready'; shown: ShownPage }
  | { status: 'loading'; shown: ShownPage | null }
  | { status: 'error' };

/**
 * One group's page as the server pages it (SPEC §2.9: 25 a page; Start, Previous, Next, End). Page 1 newest
 * first is the list's own first page (no request); every other page is fetched when asked for, and again
 * when the list is (a referral changed, Refresh, new referrals seen by the header): see useKeysetPage.
 */
export function useReferralPage({ direction, group, order, firstPage, total }: ReferralPageSource) {
  const fetchPage = useCallback(
    async (cursor: KeysetCursor) => {
      const result = await fetchReferralPage(
        direction,
        group,
        order === 'oldest' ? { order, ...cursor } : cursor,
      );
      return { rows: result.referrals, total: result.total };
    },
    [direction, group, order],
  );
  const heldFirstPage = useMemo(
    () => (order === 'newest' ? { rows: firstPage, total } : null),
    [order, firstPage, total],
  );
  const { state, goTo, retry } = useKeysetPage({
    fetchPage,
    heldFirstPage,
    pageSize: REFERRAL_PAGE_SIZE,
    listVersion: firstPage,
  });
  const asReferrals = (shown: { page: number; rows: readonly Referral[]; total: number }): ShownPage => ({
    page: shown.page,
    referrals: shown.rows,
    total: shown.total,
  });
  const referralState: ReferralPageState =
    state.status === 'error'
      ? state
      : state.status === 'ready'
        ? { status: 'ready', shown: asReferrals(state.shown) }
        : { status: 'loading', shown: state.shown && asReferrals(state.shown) };
  return { state: referralState, goTo, retry };
}
