import type { RequestOptions } from '../api/requestOptions';

/** One read of the server: its cache key (the endpoint, then what it was asked) and how to make it. */
export interface ServerQuery<Data> {
  key: readonly unknown[];
  load: (options: RequestOptions) => Promise<Data>;
  /**
   * Read once per visit (a one-time link): never asked again while shown, not even after a write (the write
   * may be what used the link up), and forgotten when no screen shows it.
   */
  readOnce?: boolean;
}

/** A ServerQuery: keys start with the endpoint's path, so a write can invalidate everything under it. */
export function serverQuery<Data>(
  key: readonly unknown[],
  load: (options: RequestOptions) => Promise<Data>,
  { readOnce = false }: { readOnce?: boolean } = {},
): ServerQuery<Data> {
  return readOnce ? { key, load, readOnce } : { key, load };
}
