import { AUTH_DETAIL, type Message } from '@refnet/contracts';
import { navigateToUrl } from 'single-spa';
import { showGlobalMessage } from '../state/globalMessage';
import { clearSession } from '../state/session';
import { readDetail } from './errors';

export const LOGIN_PATH = '/login';
export const SESSION_EXPIRED_MESSAGE: Message = {
  variant: 'danger',
  message: 'Your session has expired. Please log in again.',
};
/** SPEC §9: several calls failing together raise one alert, not one per call. */
export const SESSION_EXPIRED_ALERT_SUPPRESSION_MS = 5000;

const AUTH_FAILURE_DETAILS: readonly string[] = [AUTH_DETAIL.missing, AUTH_DETAIL.invalid];

/** SPEC §4: any 401, or a 403 saying the token is missing or invalid (a 403 for a forbidden action is not). */
export function isSessionExpiryResponse(status: number, body: unknown): boolean {
  if (status === 401) return true;
  if (status !== 403) return false;
  const detail = readDetail(body);
  return detail !== undefined && AUTH_FAILURE_DETAILS.includes(detail);
}

export type SessionExpiryOptions = {
  /** Clock in ms; injected by tests. */
  now?: () => number;
  navigate?: (url: string) => void;
  currentPath?: () => string;
};

/** Returns the action to take when the server says the session is over: clear, go to /login, alert. */
export function createSessionExpiryHandler({
  now = Date.now,
  navigate = (url) => navigateToUrl(url),
  currentPath = () => window.location.pathname,
}: SessionExpiryOptions = {}): () => void {
  let lastAlertAt = Number.NEGATIVE_INFINITY;
  return function expireSession() {
    clearSession();
    if (currentPath().replace(/\/+$/, '') !== LOGIN_PATH) navigate(LOGIN_PATH);
    const time = now();
    if (time - lastAlertAt >= SESSION_EXPIRED_ALERT_SUPPRESSION_MS) {
      lastAlertAt = time;
      showGlobalMessage(SESSION_EXPIRED_MESSAGE);
    }
  };
}
