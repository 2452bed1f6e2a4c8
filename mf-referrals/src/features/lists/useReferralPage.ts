import { useCallback, useEffect, useState } from 'react';
import {
  REFERRAL_PAGE_SIZE,
  type InboundReferralGroup,
  type Referral,
  type ReferralListDirection,
  type ReferralPageOrder,
  type ReferralPageQuery,
} from '@refnet/contracts/referrals';
import { pageCount } from '@refnet/shared-ui/display';
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

interface PageRequest {
  page: number;
  query: ReferralPageQuery;
}

export type ReferralPageState =
  | { status: 'ready'; shown: ShownPage }
  | { status: 'loading'; shown: ShownPage | null }
  | { status: 'error' };

/** The request for page `target` of `total`, moving from `from` (Start, Previous, Next or End). */
function queryFor(from: ShownPage | null, target: number, total: number, order: ReferralPageOrder) {
  const last = pageCount(total, REFERRAL_PAGE_SIZE);
  const query: ReferralPageQuery = order === 'oldest' ? { order } : {};
  if (target <= 1) return query;
  if (from && target === from.page + 1 && from.referrals.length > 0)
    return { ...query, after: from.referrals.at(-1)!.id };
  if (from && target === from.page - 1 && from.referrals.length > 0)
    return { ...query, before: from.referrals[0]!.id };
  if (target >= last) return { ...query, at: 'end' as const };
  return query;
}

/**
 * One group's page as the server pages it (SPEC §2.9: 25 a page; Start, Previous, Next, End), read by key
 * from the server. Page 1 newest first is the list's own first page (no request); every other page is
 * fetched when asked for, and fetched again when the list is (after a referral changes), so that it never
 * shows a referral the list no longer holds. A page that comes back empty though the group is not (the
 * referrals moved meanwhile) goes back to the first page.
 */
export function useReferralPage(source: ReferralPageSource) {
  const { direction, group, order, firstPage, total } = source;
  const fromList = order === 'newest';
  const firstRequest = useCallback(
    (): PageRequest | null => (fromList ? null : { page: 1, query: { order } }),
    [fromList, order],
  );
  /** The page asked for; null: the list's own first page. */
  const [asked, setAsked] = useState<PageRequest | null>(firstRequest);
  const [answer, setAnswer] = useState<{ request: PageRequest; shown: ShownPage } | null>(null);
  const [failed, setFailed] = useState<PageRequest | null>(null);

  // firstPage is a dependency on purpose: a list fetched again means the shown page may have changed.
  useEffect(() => {
    if (!asked) return;
    let current = true;
    fetchReferralPage(direction, group, asked.query).then(
      (result) => {
        if (!current) return;
        if (result.referrals.length === 0 && result.total > 0 && asked.page > 1) {
          setAsked(firstRequest());
          return;
        }
        setFailed(null);
        setAnswer({
          request: asked,
          shown: { page: asked.page, referrals: result.referrals, total: result.total },
        });
      },
      () => current && setFailed(asked),
    );
    return () => {
      current = false;
    };
  }, [asked, direction, group, firstPage, firstRequest]);

  const listPage: ShownPage | null = fromList ? { page: 1, referrals: firstPage, total } : null;
  const state: ReferralPageState = !asked
    ? { status: 'ready', shown: listPage! }
    : failed === asked
      ? { status: 'error' }
      : answer?.request === asked
        ? { status: 'ready', shown: answer.shown }
        : { status: 'loading', shown: answer?.shown ?? listPage };

  const shown = 'shown' in state ? state.shown : null;
  const goTo = (page: number) =>
    setAsked(
      page === 1 ? firstRequest() : { page, query: queryFor(shown, page, shown?.total ?? total, order) },
    );
  const retry = () => {
    setFailed(null);
    setAsked((request) => request && { ...request });
  };

  return { state, goTo, retry };
}
