import { appConfigSchema, type AppConfig } from '@refnet/contracts';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from './errors';
import { parseResponse } from './parseResponse';
import { backOff, GET_RETRY_DELAYS_MS, RETRYABLE_STATUSES } from './retryPolicy';
import { API_TIMEOUT_MS } from './timeouts';

type ConfigAttempt =
  { ok: true; response: Response } | { ok: false; error: ApiRequestError; retryable: boolean };

/** One GET of /config.json within the API's time limit: the answer, or the failure and whether to retry. */
async function getConfigOnce(): Promise<ConfigAttempt> {
  let response: Response;
  try {
    response = await fetch('/config.json', {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (cause) {
    // As for the client's reads, a timeout is final: a person has waited long enough.
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    const error = new ApiRequestError({ kind: 'network', message: NETWORK_ERROR_MESSAGE, cause });
    return { ok: false, error, retryable: !timedOut };
  }
  if (response.ok) return { ok: true, response };
  const { status } = response;
  const error = new ApiRequestError({
    kind: 'response',
    status,
    message: `Request failed with status ${status}.`,
  });
  return { ok: false, error, retryable: RETRYABLE_STATUSES.has(status) };
}

/**
 * GET /config.json from the page origin (not under /api/v1, no token): remote URLs, maps key, version.
 * With fetch rather than the API client, so that a visitor's landing page, which needs only this call,
 * loads no axios. Sent again like the client's reads, after a network error or a 502/503/504.
 */
export async function fetchAppConfig(delaysMs: readonly number[] = GET_RETRY_DELAYS_MS): Promise<AppConfig> {
  const attempt = await getConfigOnce();
  if (attempt.ok) {
    const body: unknown = await attempt.response.json().catch(() => undefined);
    return parseResponse(appConfigSchema, body, 'fetchAppConfig');
  }
  const [delay, ...laterDelays] = delaysMs;
  if (!attempt.retryable || delay === undefined) throw attempt.error;
  await backOff(delay);
  return fetchAppConfig(laterDelays);
}
