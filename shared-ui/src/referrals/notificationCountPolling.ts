import { refreshNotificationCountIfStale } from './notificationCount';

/** How often the count is asked for while RefNet is in view: a new referral shows in the badge within 30 s. */
export const NOTIFICATION_POLL_MS = 20_000;

const isVisible = () => document.visibilityState !== 'hidden';

/**
 * Keeps the header badge's count current (issue 17: a new referral shows without a reload). While the page
 * is visible the count is asked for every NOTIFICATION_POLL_MS, each time after the last answer, so
 * requests never overlap; a hidden page asks nothing; coming back (focus, the page shown again) asks at
 * once if the count is older than the interval. Start it once for the page; returns stop, for sign-out.
 */
export function startNotificationCountPolling(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const scheduleNext = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!stopped && isVisible()) timer = setTimeout(poll, NOTIFICATION_POLL_MS);
  };
  // refreshNotificationCountIfStale never rejects, and shares a load already on its way.
  const refresh = (maxAgeMs: number) =>
    void refreshNotificationCountIfStale(Date.now(), maxAgeMs).finally(scheduleNext);
  const poll = () => refresh(0);
  const resume = () => {
    if (!isVisible()) {
      clearTimeout(timer);
      timer = undefined;
      return;
    }
    refresh(NOTIFICATION_POLL_MS);
  };

  resume();
  window.addEventListener('focus', resume);
  document.addEventListener('visibilitychange', resume);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('focus', resume);
    document.removeEventListener('visibilitychange', resume);
  };
}
