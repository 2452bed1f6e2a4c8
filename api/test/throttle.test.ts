import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LOGIN_FAILED_MESSAGE } from '@refnet/contracts';
import { eq, sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import { loginFailures, rateLimitHits } from '../src/db/schema.js';
import { CLINICIAN, login, startApp } from './helpers/app.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';

const WRONG = { email: CLINICIAN.email, password: 'wrong-password' };

let database: TestDatabase;

before(async () => {
  database = await openTestDatabase();
});

after(async () => {
  await database?.dispose();
});

/** Each test gets a fresh app, no per-IP counts and a clean failure table. */
async function withApp(env: Record<string, string>, run: (app: RefnetApp) => Promise<void>) {
  const app = await startApp(database.handle, env);
  await database.handle.db.delete(loginFailures);
  await database.handle.db.delete(rateLimitHits);
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

describe('per-IP rate limit on login', () => {
  test('the request after the limit is a 429 with a readable message and Retry-After', async () => {
    await withApp({ LOGIN_IP_LIMIT: '3', LOGIN_IP_WINDOW_SECONDS: '60' }, async (app) => {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        assert.equal((await login(app, WRONG)).statusCode, 400, `attempt ${attempt}`);
      }
      const limited = await login(app, CLINICIAN);
      assert.equal(limited.statusCode, 429);
      assert.equal(limited.json().message.variant, 'danger');
      assert.match(limited.json().message.message, /^Too many requests\. Please try again in 1 minute\.$/);
      assert.ok(Number(limited.headers['retry-after']) > 0);
    });
  });

  test('does not limit other routes', async () => {
    await withApp({ LOGIN_IP_LIMIT: '1' }, async (app) => {
      await login(app, WRONG);
      for (let i = 0; i < 3; i += 1) {
        assert.equal((await app.inject({ method: 'GET', url: '/api/v1/app-version/' })).statusCode, 200);
      }
    });
  });
});

describe('per-account lockout after failed logins', () => {
  const env = { LOGIN_LOCKOUT_FAILURES: '3', LOGIN_LOCKOUT_WINDOW_SECONDS: '900' };

  test('locks the account, even against the right password, and says for how long', async () => {
    await withApp(env, async (app) => {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const response = await login(app, WRONG);
        assert.equal(response.statusCode, 400);
        assert.equal(response.json().message.message, LOGIN_FAILED_MESSAGE);
      }
      const locked = await login(app, CLINICIAN);
      assert.equal(locked.statusCode, 429);
      assert.deepEqual(locked.json(), {
        message: {
          variant: 'danger',
          message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
        },
      });
      assert.equal(locked.headers['retry-after'], '900');
    });
  });

  test('counts unknown e-mails too, so a lockout does not reveal which accounts exist', async () => {
    await withApp(env, async (app) => {
      const stranger = { email: 'nobody@refnet.test', password: 'whatever' };
      for (let attempt = 1; attempt <= 3; attempt += 1)
        assert.equal((await login(app, stranger)).statusCode, 400);
      assert.equal((await login(app, stranger)).statusCode, 429);
    });
  });

  test('counts per account: other users can still sign in', async () => {
    await withApp(env, async (app) => {
      for (let attempt = 1; attempt <= 3; attempt += 1)
        await login(app, { email: 'victim@refnet.test', password: 'x' });
      assert.equal((await login(app, CLINICIAN)).statusCode, 200);
    });
  });

  test('counts the e-mail however it is typed', async () => {
    await withApp(env, async (app) => {
      for (const email of [
        'Clinician@RefNet.example',
        ' clinician@refnet.example',
        'CLINICIAN@REFNET.EXAMPLE',
      ]) {
        await login(app, { email, password: 'wrong' });
      }
      assert.equal((await login(app, CLINICIAN)).statusCode, 429);
    });
  });

  test('a successful login clears the count', async () => {
    await withApp(env, async (app) => {
      await login(app, WRONG);
      await login(app, WRONG);
      assert.equal((await login(app, CLINICIAN)).statusCode, 200);
      await login(app, WRONG);
      await login(app, WRONG);
      assert.equal((await login(app, CLINICIAN)).statusCode, 200);
    });
  });

  test('failures older than the window no longer count', async () => {
    await withApp(env, async (app) => {
      for (let attempt = 1; attempt <= 3; attempt += 1) await login(app, WRONG);
      assert.equal((await login(app, CLINICIAN)).statusCode, 429);
      await database.handle.db
        .update(loginFailures)
        .set({ attemptedAt: sql`now() - interval '16 minutes'` })
        .where(eq(loginFailures.username, CLINICIAN.email));
      assert.equal((await login(app, CLINICIAN)).statusCode, 200);
    });
  });
});
