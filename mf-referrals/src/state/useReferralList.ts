import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  listAtomFor,
  loadReferralList,
  loadReferralListIfStale,
  markReferralListsStale,
  type ReferralDirection,
  type ReferralListData,
} from './referralLists';

export type ReferralListState<Data> =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: Data };

export interface UseReferralList<Data> {
  list: ReferralListState<Data>;
  /** Fetches the list now (after a transition); the current rows stay on screen meanwhile. */
  refresh: () => Promise<void>;
}

/**
 * The stored list of `direction`, fetched when stale (SPEC §4): on mount, when `view` (the shown group)
 * changes and when the user comes back to the window. A list already held is shown at once, also while
 * it is being fetched again.
 */
export function useReferralList<Direction extends ReferralDirection>(
  direction: Direction,
  view?: string,
): UseReferralList<ReferralListData[Direction]> {
  const stored = useAtomValue(listAtomFor(direction));
  const [failed, setFailed] = useState(false);

  /** Follows a fetch: its failure shows the error (with retry) until another fetch succeeds. */
  const follow = useCallback(
    (request: Promise<void>) =>
      request.then(
        () => setFailed(false),
        () => setFailed(true),
      ),
    [],
  );

  useEffect(() => {
    let current = true;
    const loadIfStale = () =>
      loadReferralListIfStale(direction).then(
        () => current && setFailed(false),
        () => current && setFailed(true),
      );
    const loadIfVisible = () => document.visibilityState === 'visible' && loadIfStale();
    void loadIfStale();
    window.addEventListener('focus', loadIfStale);
    document.addEventListener('visibilitychange', loadIfVisible);
    return () => {
      current = false;
      window.removeEventListener('focus', loadIfStale);
      document.removeEventListener('visibilitychange', loadIfVisible);
    };
  }, [direction, view]);

  const retry = useCallback(() => {
    setFailed(false);
    void follow(loadReferralList(direction));
  }, [direction, follow]);
  const refresh = useCallback(() => {
    // The other list may show the same referral (or its patient's counts): fetch it on its next visit.
    markReferralListsStale();
    return follow(loadReferralList(direction));
  }, [direction, follow]);

  if (stored) return { list: { status: 'ready', data: stored.data }, refresh };
  if (failed) return { list: { status: 'error', retry }, refresh };
  return { list: { status: 'loading' }, refresh };
}
