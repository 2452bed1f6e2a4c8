import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Loaded } from '../hooks/loaded';
import type { ServerQuery } from './serverQuery';
import { serverState } from './serverState';

export interface ServerData<Data> {
  /** For the screen: loading, failed (with its retry), or the answer. */
  loaded: Loaded<Data>;
  /** Asks again while the answer on screen stays (after a write, or a Refresh button); settles with it. */
  reload: () => Promise<void>;
  /** A request is under way (the first, a reload, or one for a changed query while the last answer shows). */
  fetching: boolean;
}

export interface ServerDataOptions {
  /** While a changed query (new search terms) loads, the last answer stays on screen. */
  keepPrevious?: boolean;
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
  { keepPrevious = false }: ServerDataOptions = {},
): ServerData<Data> {
  const asked: ServerQuery<Data> = query ?? NOT_YET;
  const result = useQuery(
    {
      queryKey: asked.key,
      queryFn: ({ signal }) => asked.load({ signal }),
      enabled: query !== null,
      placeholderData: keepPrevious ? keepPreviousData : undefined,
    },
    serverState,
  );
  const { refetch } = result;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const retry = useCallback(() => void refetch(), [refetch]);

  const { status, data, error, isFetching } = result;
  // The same object while nothing changed, as a state would be: screens may depend on it in their effects.
  const loaded = useMemo((): Loaded<Data> => {
    // A placeholder (the last answer, kept while a changed query loads) counts as success.
    if (status === 'success') return { status: 'ready', data: data as Data };
    if (status === 'error' && !isFetching) return { status: 'error', error, retry };
    return { status: 'loading' };
  }, [status, data, error, isFetching, retry]);
  return { loaded, reload, fetching: isFetching };
}

/** After a write: every cached answer under `keyPrefix` is stale, and the screens showing one ask again. */
export function invalidateServerData(keyPrefix: readonly unknown[]): Promise<void> {
  return serverState.invalidateQueries({ queryKey: keyPrefix });
}
