import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { RefnetApp } from '../src/app.js';
import { rateLimitHits } from '../src/db/schema.js';
import { CLINICIAN, danger, startApp } from './helpers/app.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';

const LIMIT = 5;
// Ten minutes: the wait the answer names stays "10 minutes" however slowly the machine runs the test.
const LIMIT_ENV = { LOGIN_IP_LIMIT: String(LIMIT), LOGIN_IP_WINDOW_SECONDS: '600' };
const TOO_MANY = danger('Too many requests. Please try again in 10 minutes.');
/** The Redis of the machine (CI has one too); REDIS_URL points elsewhere. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: TestDatabase;

before(async () => {
  database = await openTestDatabase();
});

after(async () => {
  await database?.dispose();
});

/** A wrong-password login from `address`: a 400 while under the limit. */
const loginFrom = (app: RefnetApp, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/login/',
    remoteAddress: address,
    payload: { username: CLINICIAN.email, password: 'wrong-password' },
  });

/** Two servers on the test database with `env`, closed after the suite. */
function twoServers(env: () => Record<string, string>): RefnetApp[] {
  const servers: RefnetApp[] = [];
  before(async () => {
    servers.push(await startApp(database.handle, env()), await startApp(database.handle, env()));
  });
  after(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });
  return servers;
}

/** The tests every shared store must pass; addresses are unique per suite, so the suites never meet. */
function sharedLimitTests(servers: RefnetApp[], addressPrefix: string) {
  test(`the ${LIMIT + 1}th login from one address is refused, whichever server answers`, async () => {
    const address = `${addressPrefix}.1`;
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const response = await loginFrom(servers[attempt % 2]!, address);
      assert.equal(response.statusCode, 400, `attempt ${attempt + 1}`);
    }
    for (const server of servers) {
      const refused = await loginFrom(server, address);
      assert.equal(refused.statusCode, 429);
      assert.deepEqual(refused.json(), TOO_MANY);
      assert.ok(Number(refused.headers['retry-after']) > 0);
    }
    assert.equal((await loginFrom(servers[0]!, `${addressPrefix}.2`)).statusCode, 400, 'other addresses');
  });

  test('parallel logins from one address across both servers: exactly the limit gets through', async () => {
    const address = `${addressPrefix}.3`;
    const responses = await Promise.all(
      Array.from({ length: 4 * LIMIT }, (_, index) => loginFrom(servers[index % 2]!, address)),
    );
    const statuses = responses.map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 400).length, LIMIT, statuses.join(', '));
    assert.equal(statuses.filter((status) => status === 429).length, 3 * LIMIT, statuses.join(', '));
  });
}

describe('per-IP login limit counted in the database, shared by two servers', () => {
  const servers = twoServers(() => LIMIT_ENV);
  sharedLimitTests(servers, '203.0.113');

  test('a new window starts once the last one has ended; ended windows are deleted', async () => {
    const address = '203.0.113.4';
    const key = `POST/api/v1/login/-${address}`;
    const { db } = database.handle;
    const endedRow = {
      key: 'POST/api/v1/login/-198.51.100.99',
      hits: 3,
      windowEndsAt: sql`now() - interval '1 second'`,
    };
    await db.insert(rateLimitHits).values(endedRow);
    // A fresh server deletes ended windows on its first count.
    const fresh = await startApp(database.handle, LIMIT_ENV);
    try {
      for (let attempt = 0; attempt < LIMIT; attempt += 1) await loginFrom(fresh, address);
      assert.equal((await loginFrom(servers[0]!, address)).statusCode, 429);
      assert.deepEqual(await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, endedRow.key)), []);

      await db
        .update(rateLimitHits)
        .set({ windowEndsAt: sql`now() - interval '1 millisecond'` })
        .where(eq(rateLimitHits.key, key));
      assert.equal((await loginFrom(servers[1]!, address)).statusCode, 400);
      const [row] = await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key));
      assert.equal(row?.hits, 1);
      assert.ok(row.windowEndsAt.getTime() > Date.now());
    } finally {
      await fresh.close();
    }
  });
});

describe('per-IP login limit counted in Redis (REDIS_URL), shared by two servers', () => {
  // Unique per run, so that runs sharing the Redis server never count together.
  const keyPrefix = `refnet-test:${process.pid}-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  const keysOfThisRun = () => redis.keys(`${keyPrefix}*`);

  const servers = twoServers(() => ({ ...LIMIT_ENV, REDIS_URL, REDIS_KEY_PREFIX: keyPrefix }));
  after(async () => {
    const keys = await keysOfThisRun();
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  sharedLimitTests(servers, '192.0.2');

  test('the counts are in Redis, under the key prefix, and not in the database', async () => {
    assert.ok((await keysOfThisRun()).some((key) => key.startsWith(`${keyPrefix}rate-limit:`)));
    const inDatabase = await database.handle.db
      .select()
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} like '%192.0.2.%'`);
    assert.deepEqual(inDatabase, []);
  });
});

describe('with the Redis of REDIS_URL away', () => {
  test('logins are still answered (the per-IP limit is skipped), never a 500', async () => {
    const app = await startApp(database.handle, { ...LIMIT_ENV, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const answers = [];
      for (let attempt = 0; attempt <= LIMIT; attempt += 1)
        answers.push((await loginFrom(app, '198.51.100.7')).statusCode);
      assert.deepEqual(
        answers,
        answers.map(() => 400),
      );
    } finally {
      await app.close();
    }
  });
});
