import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import { createFileStore } from './create-file-store.js';
import type { FileStore } from './file-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}

/**
 * A put still running is younger than this (a request lasts at most REQUEST_TIMEOUT_MS, so twice that, and at
 * least 5 minutes); older: a crash's.
 */
const incompleteUploadAgeMs = (requestTimeoutMs: number) => Math.max(5 * 60_000, 2 * requestTimeoutMs);

/** `app.fileStore`; at start, removes what uploads interrupted by a crash left half-written. */
export default fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    const store = createFileStore(config.fileStore);
    app.decorate('fileStore', store);
    app.addHook('onReady', async () => {
      // In the background: a slow store must not hold up the start.
      store.sweepIncomplete(incompleteUploadAgeMs(config.requestTimeoutMs)).then(
        (removed) => {
          if (removed > 0) app.log.info({ removed }, 'removed unfinished uploads');
        },
        (error: unknown) => app.log.warn({ err: error }, 'could not sweep unfinished uploads'),
      );
    });
    app.addHook('onClose', () => store.close());
  },
  { name: 'refnet-file-store' },
);
