import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Loaded } from '../hooks/loaded';
import type { ServerQuery } from './serverQuery';
import { serverState } from './serverState';

export interface ServerData<Data> {
  /** For the screen: loading, failed (with its retry), or the answer. */
  loaded: Loaded<Data>;
  /** Asks again while the answer on screen stays (after a write, or a Refresh button); settles with it. */
  reload: () => Promise<void>;
  /** Asks again only if the answer is no longer current (for a screen that shows another part of it). */
  reloadIfStale: () => Promise<void>;
  /** A request is under way (the first, a reload, or one for a changed query while the last answer shows). */
  fetching: boolean;
}

export interface ServerDataOptions {
  /** While a changed query (new search terms) loads, the last answer stays on screen. */
  keepPrevious?: boolean;
  /** How long an answer counts as current (default FRESH_FOR_MS). */
  freshForMs?: number;
  /** Ask again, if the answer is no longer current, when the person comes back to the window. */
  refetchOnFocus?: boolean;
  /**
   * For a form filled from the answer (it takes its values once): an answer held from before the screen
   * opened that is no longer current is not shown; the screen waits for the new one.
   */
  onlyCurrent?: boolean;
}

/** Stands in for a query the screen is not ready to ask (null): never sent. */
const NOT_YET: ServerQuery<never> = { key: ['not yet'], load: () => new Promise<never>(() => undefined) };

/**
 * Server state for a screen, from the page's one cache (null: not ready to ask yet; it stays "loading"). Screens that show the same query share one request
 * and one answer. The request is aborted when the last screen showing it goes away. A failed load offers a
 * retry that starts again from "loading".
 */
export function useServerData<Data>(
  query: ServerQuery<Data> | null,
  { keepPrevious = false, freshForMs, refetchOnFocus = false, onlyCurrent = false }: ServerDataOptions = {},
): ServerData<Data> {
  const asked: ServerQuery<Data> = query ?? NOT_YET;
  const result = useQuery(
    {
      queryKey: asked.key,
      queryFn: ({ signal }) => asked.load({ signal }),
      enabled: query !== null,
      placeholderData: keepPrevious ? keepPreviousData : undefined,
      refetchOnWindowFocus: refetchOnFocus,
      ...(freshForMs === undefined ? {} : { staleTime: freshForMs }),
      ...(asked.readOnce ? { staleTime: Infinity, gcTime: 0, meta: { readOnce: true } } : {}),
    },
    serverState,
  );
  const { refetch } = result;
  // A reload joins a request already under way (the one a write just started) instead of sending another.
  const reload = useCallback(async () => {
    await refetch({ cancelRefetch: false });
  }, [refetch]);
  const retry = useCallback(() => void refetch(), [refetch]);
  // By the key's hash, so that a key written anew each render (the usual case) keeps the callback stable.
  const keyHash = query === null ? null : hashKey(asked.key);
  const reloadIfStale = useCallback(async () => {
    if (keyHash === null) return;
    await serverState.refetchQueries(
      { queryKey: JSON.parse(keyHash) as unknown[], exact: true, stale: true, type: 'active' },
      { cancelRefetch: false },
    );
  }, [keyHash]);

  const { status, data, error, isFetching } = result;
  const waitsForCurrent = onlyCurrent && result.isStale && !result.isFetchedAfterMount;
  // The same object while nothing changed, as a state would be: screens may depend on it in their effects.
  const loaded = useMemo((): Loaded<Data> => {
    // A placeholder (the last answer, kept while a changed query loads) counts as success.
    if (status === 'success' && !waitsForCurrent) return { status: 'ready', data: data as Data };
    if (status === 'error' && !isFetching) return { status: 'error', error, retry };
    return { status: 'loading' };
  }, [status, data, error, isFetching, retry, waitsForCurrent]);
  return { loaded, reload, reloadIfStale, fetching: isFetching };
}

/**
 * Every cached answer under `keyPrefix` is stale, and the screens showing one ask again. A request already
 * under way is sent again (it may have left before the change), unless `joinRequestUnderWay`: then it is
 * the answer (a screen refreshing right after a write, whose own invalidation has just asked again).
 */
export function invalidateServerData(
  keyPrefix: readonly unknown[],
  { joinRequestUnderWay = false }: { joinRequestUnderWay?: boolean } = {},
): Promise<void> {
  return serverState.invalidateQueries({ queryKey: keyPrefix }, { cancelRefetch: !joinRequestUnderWay });
}
