import { useRef, useState } from 'react';

/**
 * Wraps a button's (or a form's) async action so that it runs once at a time: a call made while the last
 * one is still running is ignored, so a double click, or a form submitted twice before its validation
 * settles, sends one request. `pending` is true meanwhile: give it to the button's `loading`.
 *
 * The guard is a ref, not state: the second click of a double click can arrive before React has rendered
 * the button as loading.
 */
export function useOneAtATime<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
): { run: (...args: Args) => Promise<void>; pending: boolean } {
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const run = async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action(...args);
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { run, pending };
}
