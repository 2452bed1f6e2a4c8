import assert from 'node:assert/strict';
import net, { type AddressInfo } from 'node:net';
import { before, test } from 'node:test';
import type { RefnetApp } from '../src/app.js';
import { setUpTestApp } from './helpers/app.js';

let app: RefnetApp;
let port: number;
setUpTestApp(({ app: started }) => (app = started), { REQUEST_TIMEOUT_MS: '500' });
before(async () => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

/** This client gives up after 10 s: a server without timeouts would hold it for ever. */
const CLIENT_PATIENCE_MS = 10_000;

/** A client that sends `start` and then nothing: what it receives, and when the server hangs up. */
async function sendAndStall(start: string) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const began = Date.now();
  socket.setTimeout(CLIENT_PATIENCE_MS, () => socket.destroy());
  socket.write(start);
  await new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { received, closedAfterMs: Date.now() - began };
}

for (const [what, start] of [
  [
    'a body declared and never sent',
    'POST /api/v1/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
  ],
  ['headers never finished', 'GET /api/v1/app-version/ HTTP/1.1\r\nHost: localhost\r\nX-Slow: '],
] as const) {
  test(`a client that stalls (${what}) gets 408 and is cut off after REQUEST_TIMEOUT_MS`, async () => {
    const { received, closedAfterMs } = await sendAndStall(start);
    assert.match(received, /^HTTP\/1\.1 408 /);
    // 500 ms and Node's check every 125 ms; far below the 600 s that such a client held before.
    assert.ok(closedAfterMs < 5_000, `closed after ${closedAfterMs} ms`);
  });
}
