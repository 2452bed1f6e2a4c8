// PostgreSQL only (scripts/run-tests.mjs adds test/reliability/ when DATABASE_URL is set): the database goes
// away under the API as in a restart, a failover or a pooler's idle timeout, and comes back.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type RefnetApp } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../src/db/database-unavailable.js';
import { quoteIdentifier } from '../../src/db/identifiers.js';
import { openPostgres } from '../../src/db/postgres.js';
import { MESSAGES } from '../../src/http/messages.js';
import { ADMIN, authorization, danger, testConfig, tokenFor } from '../helpers/app.js';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl)
  throw new Error('test/reliability needs DATABASE_URL (a PostgreSQL server that can be cut off)');

const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
/** Names this file's API connections on the server, so that only they are ended. */
const APPLICATION_NAME = `refnet_blink_${suffix}`;
const SCHEMA = `refnet_blink_${suffix}`;

let proxy: TcpProxy;
let handle: DatabaseHandle;
let app: RefnetApp;
let admin: pg.Client;
let headers: { authorization: string };

before(async () => {
  const server = new URL(serverUrl);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const throughProxy = new URL(serverUrl);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  throughProxy.searchParams.set('application_name', APPLICATION_NAME);
  handle = await openPostgres({
    url: throughProxy.toString(),
    schemaName: SCHEMA,
    poolSize: 4,
    connectTimeoutMs: 1_000,
  });
  app = await buildApp({ config: testConfig({ DEMO_DATA: 'false' }), db: handle });
  headers = authorization(await tokenFor(app, ADMIN));
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
});

after(async () => {
  await app?.close();
  await handle?.close();
  await admin?.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(SCHEMA)} CASCADE`);
  await admin?.end();
  await proxy?.stop();
});

const checkAuth = () => app.inject({ url: '/api/v1/user/check-auth/', headers });

/** pg_terminate_backend on every connection of this file's API; how many there were. */
async function endApiConnections(): Promise<number> {
  const { rows } = await admin.query<{ ended: boolean }>(
    `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1`,
    [APPLICATION_NAME],
  );
  return rows.filter((row) => row.ended).length;
}

function assertUnavailable(response: LightMyRequestResponse) {
  assert.equal(response.statusCode, 503, response.body);
  assert.equal(response.headers['retry-after'], String(DATABASE_RETRY_AFTER_SECONDS));
  assert.deepEqual(response.json(), danger(MESSAGES.databaseUnavailable));
}

/**
 * Calls check-auth until it answers 200 (at most 20 times, 100 ms apart): recovery takes the pool noticing
 * its dead connections, which happens on the sockets' own events. Every answer before must be the 503.
 */
async function assertRecovers() {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await checkAuth();
    if (response.statusCode === 200) return;
    assertUnavailable(response);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail('the API did not recover within 2 s of the database coming back');
}

test('the server ends the idle connections: the API stays up and answers the next requests', async () => {
  const burst = await Promise.all(Array.from({ length: 6 }, checkAuth));
  assert.deepEqual(
    burst.map((response) => response.statusCode),
    [200, 200, 200, 200, 200, 200],
  );
  assert.ok((await endApiConnections()) > 0, 'the API held connections to end');
  await assertRecovers();
});

test('connections ended twice under load: every answer is 200 or the 503, and the API recovers', async () => {
  await assertRecovers();
  const statuses = new Map<number, number>();
  let running = true;
  const client = async () => {
    while (running) {
      const response = await checkAuth();
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode !== 200) assertUnavailable(response);
    }
  };
  const clients = Array.from({ length: 8 }, client);
  try {
    for (const pause of [100, 100, 100]) {
      await new Promise((resolve) => setTimeout(resolve, pause));
      await endApiConnections();
    }
  } finally {
    running = false;
    await Promise.all(clients);
  }
  assert.deepEqual(
    [...statuses.keys()].filter((status) => status !== 200 && status !== 503),
    [],
  );
  assert.ok((statuses.get(200) ?? 0) > 0, 'requests were answered between the terminations');
  await assertRecovers();
});

test('a request whose connection is ended mid-query gets 503 with Retry-After; the next one works', async () => {
  await assertRecovers();
  await admin.query('BEGIN');
  await admin.query(`LOCK TABLE ${quoteIdentifier(SCHEMA)}.users IN ACCESS EXCLUSIVE MODE`);
  try {
    const inFlight = checkAuth();
    for (let waited = 0; ; waited += 1) {
      const { rows } = await admin.query(
        `SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'`,
        [APPLICATION_NAME],
      );
      if (rows.length > 0) break;
      if (waited > 200) assert.fail('the request never reached the locked table');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await endApiConnections();
    assertUnavailable(await inFlight);
  } finally {
    await admin.query('ROLLBACK');
  }
  await assertRecovers();
});

test('a database that refuses connections: 503 with Retry-After, not ready but live, then back by itself', async () => {
  await assertRecovers();
  await proxy.stop();
  try {
    assertUnavailable(await checkAuth());
    const ready = await app.inject({ url: '/api/v1/health/ready' });
    assert.equal(ready.statusCode, 503);
    assert.equal(ready.headers['retry-after'], String(DATABASE_RETRY_AFTER_SECONDS));
    assert.deepEqual(ready.json(), { status: 'unavailable', database: 'down' });
    const live = await app.inject({ url: '/api/v1/health/live' });
    assert.equal(live.statusCode, 200);
    assert.deepEqual(live.json(), { status: 'live' });
  } finally {
    await proxy.start();
  }
  await assertRecovers();
  const ready = await app.inject({ url: '/api/v1/health/ready' });
  assert.deepEqual([ready.statusCode, ready.json()], [200, { status: 'ready', database: 'up' }]);
});
