/** What a screen shows of something it loads: loading, failed (with its retry), or the answer. */
export type Loaded<Data> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; data: Data };
