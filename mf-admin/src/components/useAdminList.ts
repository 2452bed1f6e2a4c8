import { useCallback, useEffect, useRef, useState } from 'react';
import type { Loaded } from '@refnet/shared-ui/display';

export interface AdminList<Data> {
  loaded: Loaded<Data>;
  /** Fetches the list again after a change; the rows on screen stay until the new ones arrive. */
  reload: () => Promise<void>;
}

type Fetched<Data> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: Data };

/**
 * An admin list, fetched on mount by `fetchList` (a stable, module-level function). Unlike useLoad, a
 * reload after a verification keeps the table in place instead of flashing the loading state.
 */
export function useAdminList<Data>(fetchList: () => Promise<Data>): AdminList<Data> {
  const [fetched, setFetched] = useState<Fetched<Data>>({ status: 'loading' });
  const mounted = useRef(true);

  // Follows one fetch; an answer arriving after the screen has gone is dropped.
  const follow = useCallback(
    (request: Promise<Data>): Promise<void> =>
      request.then(
        (data) => {
          if (mounted.current) setFetched({ status: 'ready', data });
        },
        (error: unknown) => {
          if (mounted.current) setFetched({ status: 'error', error });
        },
      ),
    [],
  );
  const reload = useCallback(() => follow(fetchList()), [follow, fetchList]);
  const retry = useCallback(() => {
    setFetched({ status: 'loading' });
    void reload();
  }, [reload]);

  useEffect(() => {
    mounted.current = true;
    void follow(fetchList());
    return () => {
      mounted.current = false;
    };
  }, [follow, fetchList]);

  return { loaded: fetched.status === 'error' ? { ...fetched, retry } : fetched, reload };
}
