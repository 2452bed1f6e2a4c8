import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LOGIN_FAILED_MESSAGE } from '@refnet/contracts';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import { loginFailures } from '../src/db/schema.js';
import { CLINICIAN, danger, login, startApp } from './helpers/app.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';

const LIMIT = 10;
const GUESSES = 100;
const LOCKED = danger('Too many failed login attempts. Please wait 15 minutes and try again.');
const ENV = { LOGIN_LOCKOUT_FAILURES: String(LIMIT), LOGIN_LOCKOUT_WINDOW_SECONDS: '900' };

let database: TestDatabase;
/** Two servers on one database, as behind a load balancer. */
let instances: RefnetApp[] = [];

before(async () => {
  database = await openTestDatabase();
  instances = [await startApp(database.handle, ENV), await startApp(database.handle, ENV)];
});

after(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await database?.dispose();
});

const failuresRecordedFor = async (username: string) =>
  (await database.handle.db.select().from(loginFailures).where(eq(loginFailures.username, username))).length;

/** Sends `GUESSES` logins at once, alternating between the two servers. */
const guessInParallel = (credentials: { email: string; password: string }) =>
  Promise.all(
    Array.from({ length: GUESSES }, (_, index) => login(instances[index % instances.length]!, credentials)),
  );

describe('per-account lockout under parallel guesses on two servers', () => {
  test(`${GUESSES} wrong passwords at once: at most ${LIMIT} are checked, the rest are locked out`, async () => {
    const responses = await guessInParallel({ email: CLINICIAN.email, password: 'wrong-password' });

    // A 400 is a password that was checked and found wrong; a lockout answers before any check.
    const checked = responses.filter((response) => response.statusCode === 400);
    const locked = responses.filter((response) => response.statusCode === 429);
    const statuses = responses.map((response) => response.statusCode).join(', ');
    assert.ok(checked.length <= LIMIT, `${checked.length} passwords checked; statuses: ${statuses}`);
    assert.equal(checked.length + locked.length, GUESSES, `statuses: ${statuses}`);
    for (const response of checked) assert.deepEqual(response.json(), danger(LOGIN_FAILED_MESSAGE));
    for (const response of locked) {
      assert.deepEqual(response.json(), LOCKED);
      assert.equal(response.headers['retry-after'], '900');
    }
    assert.ok((await failuresRecordedFor(CLINICIAN.email)) <= LIMIT);

    for (const app of instances) {
      const rightPassword = await login(app, CLINICIAN);
      assert.equal(rightPassword.statusCode, 429, 'the right password is refused until the window passes');
      assert.deepEqual(rightPassword.json(), LOCKED);
    }
  });

  test('an unknown e-mail is held to the same limit', async () => {
    const responses = await guessInParallel({ email: 'nobody.race@refnet.test', password: 'whatever' });
    const checked = responses.filter((response) => response.statusCode === 400).length;
    assert.ok(checked <= LIMIT, `${checked} passwords checked`);
    assert.equal(responses.filter((response) => response.statusCode === 429).length, GUESSES - checked);
  });
});
