import type { RequestOptions } from '../api/requestOptions';

/** One read of the server: its cache key (the endpoint, then what it was asked) and how to make it. */
export interface ServerQuery<Data> {
  key: readonly unknown[];
  load: (options: RequestOptions) => Promise<Data>;
}

/** A ServerQuery: keys start with the endpoint's path, so a write can invalidate everything under it. */
export function serverQuery<Data>(
  key: readonly unknown[],
  load: (options: RequestOptions) => Promise<Data>,
): ServerQuery<Data> {
  return { key, load };
}
