import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { shutDownGracefully } from '../src/shutdown.js';
import { startApp } from './helpers/app.js';
import { openTestDatabase } from './helpers/database.js';

const CLIENTS = 20;

interface Outcome {
  /** Statuses other than 200: a request turned away while the instance closes (503) is lost to its user. */
  refused: number[];
  /** Requests that got no answer: a reset or a connection closed under them. */
  dropped: string[];
}

/**
 * One client of a load balancer's pool: requests on one keep-alive connection, one after another, until
 * the instance says it closes the connection (or stops answering).
 */
async function keepRequesting(
  port: number,
  outcome: Outcome,
  stop: { now: boolean },
  onFirstAnswer: () => void,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let answeredOnce = false;
  try {
    while (!stop.now) {
      const answer = await new Promise<{ status: number; closing: boolean } | Error>((resolve) => {
        const request = http.get(
          { port, host: '127.0.0.1', path: '/api/v1/test/slow/', agent },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, closing: response.headers.connection === 'close' }),
            );
          },
        );
        request.on('error', resolve);
      });
      if (answer instanceof Error) {
        // Refused before it was sent: the listener is closed, as a load balancer would see and route round.
        if ((answer as NodeJS.ErrnoException).code === 'ECONNREFUSED') return;
        outcome.dropped.push((answer as NodeJS.ErrnoException).code ?? answer.message);
        return;
      }
      if (answer.status !== 200) outcome.refused.push(answer.status);
      else if (!answeredOnce) {
        answeredOnce = true;
        onFirstAnswer();
      }
      if (answer.closing) return;
    }
  } finally {
    agent.destroy();
  }
}

test(`SIGTERM while ${CLIENTS} keep-alive clients send requests: not ready at once, and every request sent is served`, async () => {
  const database = await openTestDatabase();
  const app = await startApp(database.handle);
  app.get('/api/v1/test/slow/', { config: { access: 'public' } }, async () => {
    await sleep(50);
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const outcome: Outcome = { refused: [], dropped: [] };
  const stop = { now: false };
  try {
    // The signal comes once every client has been answered on its connection (however long a busy machine
    // takes to open twenty), or once they have all stopped, which the assertion below reports.
    let clientsAnswered = 0;
    let allAnswered!: () => void;
    const everyClientAnswered = new Promise<void>((resolve) => (allAnswered = resolve));
    const countAnsweredClient = () => {
      clientsAnswered += 1;
      if (clientsAnswered === CLIENTS) allAnswered();
    };
    const clients = Array.from({ length: CLIENTS }, () =>
      keepRequesting(port, outcome, stop, countAnsweredClient),
    );
    await Promise.race([everyClientAnswered, Promise.all(clients)]);
    const busyBefore = clientsAnswered;
    const shutdown = shutDownGracefully(app, { drainMs: 300, graceMs: 5_000 });
    const ready = await app.inject({ url: '/api/v1/health/ready' });
    assert.deepEqual([ready.statusCode, ready.json()], [503, { status: 'shutting down', database: 'up' }]);
    await shutdown;
    stop.now = true;
    await Promise.all(clients);
    assert.equal(busyBefore, CLIENTS, 'every client was answered before the signal');
    assert.deepEqual(outcome.dropped, []);
    assert.deepEqual(outcome.refused, []);
  } finally {
    stop.now = true;
    await app.close();
    await database.dispose();
  }
});
