// When a failed read is sent again: shared by the API client (retryGets) and the configuration read
// (appConfig), which does without axios.

/** Answers that mean "try again shortly": a gateway, or a server restarting or overloaded. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** The wait before each retry of a read: three tries in all, over about 1.5 s. */
export const GET_RETRY_DELAYS_MS: readonly number[] = [300, 1_200];

/** An AbortSignal, or axios's look-alike of one. */
interface AbortListenable {
  addEventListener?: (type: 'abort', listener: () => void, options: { once: true }) => void;
}

/**
 * A wait of about `ms` (±20 %, so that browsers that failed together do not all come back at the same
 * moment), ended early by the request's own abort signal.
 */
export function backOff(ms: number, signal?: AbortListenable): Promise<void> {
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
