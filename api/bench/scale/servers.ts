// The two servers a size is measured against, both in this process on 127.0.0.1 (free ports): the real API
// (buildApp, as server.ts starts it, on the bench database) and a bare Fastify "hello" as the ceiling.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

const originOf = (address: AddressInfo | string | null) => {
  if (address === null || typeof address === 'string') throw new Error(`unexpected address ${address}`);
  return `http://127.0.0.1:${address.port}`;
};

/**
 * The API on the database at `databaseUrl` (its own pool, as in production). Login throttling is set out
 * of reach the way the API tests do it (LOGIN_IP_LIMIT, LOGIN_LOCKOUT_FAILURES): the bench signs in a
 * few times per size, and nothing else is rate limited.
 */
export async function startApiServer(databaseUrl: string): Promise<RunningServer> {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    FRONTEND_DIR: '/nonexistent',
    LOGIN_IP_LIMIT: '100000',
    LOGIN_LOCKOUT_FAILURES: '100000',
    // LIST_CACHE_MEGABYTES=0 measures what the lists cost to build (every answer built, none kept).
    LIST_CACHE_MEGABYTES: process.env.LIST_CACHE_MEGABYTES,
  });
  const app = await buildApp({ config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin: originOf(app.server.address()), close: () => app.close() };
}

/** GET /hello → {"hello":"world"}: what Fastify and this machine do with no work behind a route. */
export async function startHelloServer(): Promise<RunningServer> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin: originOf(app.server.address()), close: () => app.close() };
}
