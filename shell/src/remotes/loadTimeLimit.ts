/** A remote (or a remote's parcel) still loading after this long is given up: its "unavailable" card shows. */
export const REMOTE_LOAD_TIME_LIMIT_MS = 10_000;

export class RemoteLoadTimeout extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not load within ${ms / 1000} s`);
    this.name = 'RemoteLoadTimeout';
  }
}

/**
 * `loading`, or a RemoteLoadTimeout once `ms` have passed without it settling. A load that ends later is
 * kept by Module Federation, so the next try (Retry, or coming back to the route) finds it at once.
 */
export function withinLoadTimeLimit<T>(
  loading: Promise<T>,
  what: string,
  ms: number = REMOTE_LOAD_TIME_LIMIT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadTimeout(what, ms)), ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
