type WriteListener = () => void;

// What the screens hold of the server may be stale after a write: the data layer listens here, so the API
// client (in the main entry) need not bring the data layer (TanStack Query) with it.

const listeners = new Set<WriteListener>();

/** Runs `listener` after every write the API client sees; returns its removal. */
export function onWrite(listener: WriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Told by the API client when a write (any call but a read or one marked `changesNothing`) succeeded, or
 * was refused because what it acted on had changed (404, 409, 410).
 */
export function announceWrite(): void {
  for (const listener of listeners) listener();
}
