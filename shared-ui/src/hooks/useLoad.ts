import { useCallback, useEffect, useState } from 'react';

export type Loaded<Data> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; data: Data };

/**
 * Runs `load` when the component mounts (and again on retry, or when `load` changes) and follows its
 * outcome; an answer that arrives after unmounting is dropped. `load` must be stable (a module-level
 * function, or one memoised on what it loads).
 */
export function useLoad<Data>(load: () => Promise<Data>): Loaded<Data> {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<Data>>({ status: 'loading' });
  const retry = useCallback(() => {
    setLoaded({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setLoaded({ status: 'ready', data }),
      (error: unknown) => current && setLoaded({ status: 'error', error, retry }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt, retry]);

  return loaded;
}
