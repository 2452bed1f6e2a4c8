import { setTimeout as sleep } from 'node:timers/promises';
import type { RefnetApp } from './app.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the instance is shutting down: readiness fails and answers close their connection. */
    draining: boolean;
  }
}

export interface ShutdownTimes {
  /**
   * How long the instance keeps accepting connections after the signal while reporting itself not ready,
   * so that a load balancer stops sending it requests, and connections already made but not yet accepted
   * (the kernel's backlog, which closing the listener would reset) are served.
   */
  drainMs: number;
  /** How long requests in flight may take to finish once the listener is closed; then they are cut. */
  graceMs: number;
}

/**
 * Stops the instance without dropping a request: drain (see ShutdownTimes), then stop listening and let
 * requests in flight finish (Fastify closes idle keep-alive connections), and only then run the close
 * hooks: the mailer finishes its sends, the database closes.
 */
export async function shutDownGracefully(app: RefnetApp, { drainMs, graceMs }: ShutdownTimes): Promise<void> {
  app.draining = true;
  if (drainMs > 0) await sleep(drainMs);
  const cutOff = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
}
