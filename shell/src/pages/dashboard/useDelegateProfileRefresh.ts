import { useEffect } from 'react';
import { refreshProfileIfStale } from './refreshProfileIfStale';

/**
 * SPEC §6: a delegate's permissions may change while they are signed in. Their profile (which carries them)
 * is fetched again when they come to the dashboard and when they come back to its window, unless it has
 * just been loaded. A failed load resets the profile (SPEC §4), so the screens then offer nothing.
 */
export function useDelegateProfileRefresh(isDelegate: boolean): void {
  useEffect(() => {
    if (!isDelegate) return;
    const refresh = () => void refreshProfileIfStale().catch((error: unknown) => console.error(error));
    refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [isDelegate]);
}
