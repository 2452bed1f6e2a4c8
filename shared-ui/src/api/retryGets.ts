import { isAxiosError, isCancel, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** How many times retryGets has sent this request again. */
    retriesMade?: number;
  }
}

/** Answers that mean "try again shortly": a gateway, or a server restarting or overloaded. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
/** Only reads are sent again: a write that timed out may have happened, and must not happen twice. */
const RETRYABLE_METHODS = new Set(['get', 'head']);

/** The wait before each retry of a read: three tries in all, over about 1.5 s. */
export const GET_RETRY_DELAYS_MS: readonly number[] = [300, 1_200];

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
 * A wait of about `ms` (±20 %, so that browsers that failed together do not all come back at the same
 * moment), ended early by the request's own abort signal.
 */
function backOff(ms: number, signal: InternalAxiosRequestConfig['signal']): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms * (0.8 + Math.random() * 0.4));
    signal?.addEventListener?.(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
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
