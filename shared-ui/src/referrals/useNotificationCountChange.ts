import { useEffect, useRef } from 'react';
import { INITIAL_NOTIFICATION_COUNT, useNotificationCount } from '@refnet/shared-ui';

/**
 * Calls `onChange` when the header badge's count moves from one loaded number to another: referrals
 * arrived or left, so a list on screen is out of date. Not on the first load; a failed load (null) in
 * between is skipped over, and sign-out (the initial -1) starts afresh.
 */
export function useNotificationCountChange(onChange: () => void): void {
  const count = useNotificationCount();
  const lastLoaded = useRef(count);

  useEffect(() => {
    if (count === null) return;
    const before = lastLoaded.current;
    lastLoaded.current = count;
    if (count === INITIAL_NOTIFICATION_COUNT || before === null || before === INITIAL_NOTIFICATION_COUNT)
      return;
    if (before !== count) onChange();
  }, [count, onChange]);
}
