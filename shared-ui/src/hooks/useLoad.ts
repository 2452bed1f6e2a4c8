import { useCallback, useEffect, useRef, useState } from 'react';
import type { Loaded } from './loaded';

export type { Loaded } from './loaded';

export interface ReloadableLoad<Data> {
  loaded: Loaded<Data>;
  /**
   * Loads again while what was loaded stays on screen (a Refresh button); settles when the answer is in.
   * A failure shows the error and its retry, as a first load's does.
   */
  reload: () => Promise<void>;
}

/**
 * Runs `load` when the component mounts (and again on retry, on reload, or when `load` changes) and follows
 * its outcome; only the latest load's answer is kept, and one that arrives after unmounting is dropped.
 * `load` must be stable (a module-level function, or one memoised on what it loads).
 */
export function useReloadableLoad<Data>(load: () => Promise<Data>): ReloadableLoad<Data> {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<Data>>({ status: 'loading' });
  /** Numbers the loads: only the latest may write. Unmounting and a new `load` count as a newer one. */
  const latestLoad = useRef(0);
  const retry = useCallback(() => {
    setLoaded({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const follow = useCallback(
    (loadNumber: number) =>
      load().then(
        (data) => {
          if (loadNumber === latestLoad.current) setLoaded({ status: 'ready', data });
        },
        (error: unknown) => {
          if (loadNumber === latestLoad.current) setLoaded({ status: 'error', error, retry });
        },
      ),
    [load, retry],
  );

  useEffect(() => {
    const loads = latestLoad;
    void follow(++loads.current);
    return () => {
      loads.current += 1;
    };
  }, [follow, attempt]);

  const reload = useCallback(() => follow(++latestLoad.current), [follow]);
  return { loaded, reload };
}

/** useReloadableLoad for a screen that only loads (and retries). */
export function useLoad<Data>(load: () => Promise<Data>): Loaded<Data> {
  return useReloadableLoad(load).loaded;
}
