import { useCallback, useEffect } from 'react';
import { REFERRAL_REFETCH_MS } from '@refnet/contracts/referrals';
import { invalidateServerData, useServerData, type Loaded } from '@refnet/shared-ui/data';
import {
  REFERRAL_LISTS_KEY,
  referralListQuery,
  type ReferralDirection,
  type ReferralListData,
} from './referralListQuery';

export interface UseReferralList<Data> {
  list: Loaded<Data>;
  /** Asks for both lists again (the other may show the same referral); the rows on screen stay meanwhile. */
  refresh: () => Promise<void>;
}

/**
 * Asks both lists again: after a referral changed (joining the request the write itself started), or when
 * the header's count saw referrals come or go.
 */
export const refreshReferralLists = () =>
  invalidateServerData(REFERRAL_LISTS_KEY, { joinRequestUnderWay: true });

/**
 * The list of `direction` from the data layer, current for 10 minutes (SPEC §4): asked again after that
 * on mount, when `view` (the shown group) changes and when the person comes back to the window, and at
 * once after any write. A list already held is shown at once, also while it is asked again.
 */
export function useReferralList<Direction extends ReferralDirection>(
  direction: Direction,
  view?: string,
): UseReferralList<ReferralListData[Direction]> {
  const { loaded, reloadIfStale } = useServerData(referralListQuery(direction), {
    freshForMs: REFERRAL_REFETCH_MS,
    refetchOnFocus: true,
  });
  useEffect(() => {
    void reloadIfStale();
  }, [view, reloadIfStale]);
  const refresh = useCallback(() => refreshReferralLists(), []);
  return { list: loaded, refresh };
}
