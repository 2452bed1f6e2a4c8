import { isAxiosError, isCancel, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { backOff, GET_RETRY_DELAYS_MS, RETRYABLE_STATUSES } from './retryPolicy';

export { GET_RETRY_DELAYS_MS };

declare module 'axios' {
  interface AxiosRequestConfig {
    /** How many times retryGets has sent this request again. */
    retriesMade?: number;
  }
}

/** Only reads are sent again: a write that timed out may have happened, and must not happen twice. */
const RETRYABLE_METHODS = new Set(['get', 'head']);

/**
 * Failures no retry mends: the caller aborted, or the call's time limit ran out (after 30 s a person has
 * waited long enough; three more times as long would be worse than the error).
 */
const FINAL_ERROR_CODES = new Set(['ERR_CANCELED', 'ECONNABORTED', 'ETIMEDOUT']);

/** The request to send again, when `error` is a read that failed in a way a retry may mend. */
function retryableRequest(error: unknown): InternalAxiosRequestConfig | undefined {
  if (isCancel(error) || !isAxiosError(error) || !error.config) return undefined;
  if (error.code && FINAL_ERROR_CODES.has(error.code)) return undefined;
  if (!RETRYABLE_METHODS.has((error.config.method ?? 'get').toLowerCase())) return undefined;
  const status = error.response?.status;
  // No answer at all (the connection failed or dropped), or a gateway or server that says "try again".
  return status === undefined || RETRYABLE_STATUSES.has(status) ? error.config : undefined;
}

/**
 * Sends a read again after a network error or a 502/503/504, waiting longer before each
 * retry (`delaysMs`); the last failure is the answer. Writes are never retried. Register it before the
 * interceptors that turn failures into ApiRequestError, so that they see the last attempt's.
 */
export function retryGets(client: AxiosInstance, delaysMs: readonly number[] = GET_RETRY_DELAYS_MS): void {
  client.interceptors.response.use(undefined, async (error: unknown) => {
    const request = retryableRequest(error);
    const retriesMade = request?.retriesMade ?? 0;
    const delay = delaysMs[retriesMade];
    if (!request || delay === undefined) throw error;
    await backOff(delay, request.signal);
    if (request.signal?.aborted) throw error;
    return client.request({ ...request, retriesMade: retriesMade + 1 });
  });
}
