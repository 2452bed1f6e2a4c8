// The two servers a size is measured against, on 127.0.0.1 (free ports): the real API (buildApp, as
// server.ts starts it, on the bench database) and a bare Fastify "hello" as the ceiling. The API is the
// build production runs (dist/, made by `npm run bench:scale`), not the sources through tsx: tsx's
// transform adds work to every call (about 2 % of a cached list's CPU). startServers runs
// both in a child process, so that autocannon (in the bench's own process) does not share their thread:
// on one event loop, the client's work on each answer (autocannon keeps every body as a string) was taken
// from the server's, and more from a large answer than from hello's.
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

type AppModule = typeof import('../../src/app.js');
type ConfigModule = typeof import('../../src/config.js');
// Variables, so that tsc checks the types above without compiling dist/ into the bench.
const BUILT_APP = '../../dist/app.js';
const BUILT_CONFIG = '../../dist/config.js';

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
  const { buildApp } = (await import(BUILT_APP)) as AppModule;
  const { loadConfig } = (await import(BUILT_CONFIG)) as ConfigModule;
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

/** The API and hello in a child process (server-process.ts); close() stops both and the process. */
export async function startServers(
  databaseUrl: string,
): Promise<{ api: string; hello: string; close(): Promise<void> }> {
  const child = fork(new URL('./server-process.ts', import.meta.url), [databaseUrl], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const origins = await new Promise<{ api: string; hello: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { api: string; hello: string }));
    child.once('exit', (code) =>
      reject(new Error(`the bench servers stopped before starting (exit ${code})`)),
    );
  });
  const close = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send('close');
    });
  return { ...origins, close };
}
