import { useEffect } from 'react';

declare global {
  interface Window {
    /** Called by the Maps JavaScript API when the key is refused (invalid, wrong referrer, no billing). */
    gm_authFailure?: () => void;
  }
}

/**
 * Calls `onFailure` when Google refuses the key. vis.gl reports a script that fails to load, but a refused
 * key only shows through this global callback.
 */
export function useMapsAuthFailure(onFailure: (error: Error) => void): void {
  useEffect(() => {
    const previous = window.gm_authFailure;
    window.gm_authFailure = () => {
      previous?.();
      onFailure(new Error('Google Maps refused the API key'));
    };
    return () => {
      window.gm_authFailure = previous;
    };
  }, [onFailure]);
}
