import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { APP_VERSION, loginResponseSchema, loginSecondFactorStepSchema } from '@refnet/contracts';
import { SECOND_FACTOR_TEXTS } from '@refnet/contracts/second-factor';
import { eq, sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import { loginFailures, secondFactorChallenges } from '../src/db/schema.js';
import { authorization, danger, login, setUpTestApp, startApp, tokenFor } from './helpers/app.js';
import { codeFor, enrolFromProfile, newPerson, passwordStep, secondStep } from './helpers/second-factor.js';

let app: RefnetApp;
let db: Database;
let handle: DatabaseHandle;

setUpTestApp((started) => ({ app, db, handle } = started));

/** A clinician who turned two-factor sign-in on from their profile. */
async function enrolledClinician() {
  const person = await newPerson(db);
  const enrolled = await enrolFromProfile(app, await tokenFor(app, person));
  return { ...person, ...enrolled };
}

const checkAuth = (token: string) =>
  app.inject({ method: 'GET', url: '/api/v1/user/check-auth/', headers: authorization(token) });

describe('POST /api/v1/login/ without a second factor', () => {
  test('answers SPEC §7.2 exactly, as before', async () => {
    const person = await newPerson(db);
    const body = await passwordStep(app, person);
    assert.deepEqual(Object.keys(body).sort(), [
      'isAdmin',
      'isAuthenticated',
      'isPatient',
      'isVerified',
      'token',
      'user',
      'userGroup',
      'version',
    ]);
    loginResponseSchema.parse(body);
  });
});

describe('signing in with a code', () => {
  test('the password alone opens no session: a challenge, then a code from the shared secret does', async () => {
    const person = await enrolledClinician();
    const step = await passwordStep(app, person);
    assert.equal(step.token, undefined);
    assert.deepEqual(loginSecondFactorStepSchema.parse(step), {
      version: APP_VERSION,
      secondFactor: 'verify',
      challenge: step.challenge,
      expiresInSeconds: 300,
    });

    const signedIn = await secondStep(app, {
      challenge: step.challenge,
      code: await codeFor(person.secret, 1),
    });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const session = loginResponseSchema.parse(signedIn.json());
    assert.equal(session.user.email, person.email);
    assert.equal((await checkAuth(session.token)).statusCode, 200);
  });

  test('a wrong code is refused and opens no session; the challenge then still takes the right one', async () => {
    const person = await enrolledClinician();
    const { challenge } = await passwordStep(app, person);
    const right = await codeFor(person.secret, 1);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const refused = await secondStep(app, { challenge, code: wrong });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), danger(SECOND_FACTOR_TEXTS.wrongCode));
    assert.equal((await secondStep(app, { challenge, code: right })).statusCode, 200);
  });

  test('the same code in the same window is refused the second time (no replay)', async () => {
    const person = await enrolledClinician();
    const code = await codeFor(person.secret, 1);
    const first = await passwordStep(app, person);
    assert.equal((await secondStep(app, { challenge: first.challenge, code })).statusCode, 200);

    const second = await passwordStep(app, person);
    const replayed = await secondStep(app, { challenge: second.challenge, code });
    assert.equal(replayed.statusCode, 400);
    assert.deepEqual(replayed.json(), danger(SECOND_FACTOR_TEXTS.codeUsed));
    // The code the profile's enrolment used is older still.
    const older = await secondStep(app, { challenge: second.challenge, code: await codeFor(person.secret) });
    assert.deepEqual(older.json(), danger(SECOND_FACTOR_TEXTS.codeUsed));
  });

  test('the same code sent twice at once opens one session', async () => {
    const person = await enrolledClinician();
    const code = await codeFor(person.secret, 1);
    const [a, b] = [await passwordStep(app, person), await passwordStep(app, person)];
    // The second password step ended the first challenge, so both use the newest challenge.
    assert.equal((await secondStep(app, { challenge: a.challenge, code })).statusCode, 400);
    const answers = await Promise.all([
      secondStep(app, { challenge: b.challenge, code }),
      secondStep(app, { challenge: b.challenge, code }),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
  });

  test('a code beyond one step of clock drift is refused', async () => {
    const person = await enrolledClinician();
    const { challenge } = await passwordStep(app, person);
    const early = await secondStep(app, { challenge, code: await codeFor(person.secret, 3) });
    assert.deepEqual(early.json(), danger(SECOND_FACTOR_TEXTS.wrongCode));
  });

  test('codes with spaces are read; anything else is a 400 that says what to enter', async () => {
    const person = await enrolledClinician();
    const { challenge } = await passwordStep(app, person);
    for (const payload of [
      { challenge, code: '12345' },
      { challenge, code: 'abcdef' },
      { challenge },
      { challenge, code: '123456', recoveryCode: 'abcd-efgh-jk' },
      { challenge, recoveryCode: 'not a code' },
    ]) {
      const response = await secondStep(app, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message.variant, 'danger');
    }
    const code = await codeFor(person.secret, 1);
    const spaced = await secondStep(app, { challenge, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    assert.equal(spaced.statusCode, 200, spaced.body);
  });
});

describe('the challenge', () => {
  test('is single-use: after a sign-in it opens nothing more', async () => {
    const person = await enrolledClinician();
    const { challenge } = await passwordStep(app, person);
    assert.equal(
      (await secondStep(app, { challenge, code: await codeFor(person.secret, 1) })).statusCode,
      200,
    );
    const again = await secondStep(app, { challenge, recoveryCode: person.recoveryCodes[0] as string });
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), danger(SECOND_FACTOR_TEXTS.challengeInvalid));
  });

  test('expires after five minutes', async () => {
    const person = await enrolledClinician();
    const { challenge } = await passwordStep(app, person);
    await db
      .update(secondFactorChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(secondFactorChallenges.userId, person.userId));
    const late = await secondStep(app, { challenge, code: await codeFor(person.secret, 1) });
    assert.equal(late.statusCode, 400);
    assert.deepEqual(late.json(), danger(SECOND_FACTOR_TEXTS.challengeInvalid));
  });

  test('an unknown challenge opens nothing', async () => {
    const response = await secondStep(app, { challenge: 'x'.repeat(43), code: '123456' });
    assert.deepEqual(response.json(), danger(SECOND_FACTOR_TEXTS.challengeInvalid));
  });

  test('is stored only as a hash', async () => {
    const person = await enrolledClinician();
    const { challenge } = await passwordStep(app, person);
    const rows = await db
      .select()
      .from(secondFactorChallenges)
      .where(eq(secondFactorChallenges.userId, person.userId));
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0]?.tokenHash, challenge);
    assert.ok(!JSON.stringify(rows).includes(challenge));
  });
});

describe('recovery codes', () => {
  test('a recovery code signs in once; used again it is refused', async () => {
    const person = await enrolledClinician();
    assert.equal(person.recoveryCodes.length, 10);
    assert.equal(new Set(person.recoveryCodes).size, 10);
    const recoveryCode = person.recoveryCodes[3] as string;
    assert.match(recoveryCode, /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);

    const first = await passwordStep(app, person);
    const used = await secondStep(app, {
      challenge: first.challenge,
      recoveryCode: recoveryCode.toUpperCase(),
    });
    assert.equal(used.statusCode, 200, used.body);

    const second = await passwordStep(app, person);
    const reused = await secondStep(app, { challenge: second.challenge, recoveryCode });
    assert.equal(reused.statusCode, 400);
    assert.deepEqual(reused.json(), danger(SECOND_FACTOR_TEXTS.wrongRecoveryCode));
    // Another of the codes still works.
    const other = await secondStep(app, {
      challenge: second.challenge,
      recoveryCode: person.recoveryCodes[4] as string,
    });
    assert.equal(other.statusCode, 200);
  });

  test('another user’s recovery code is refused', async () => {
    const [a, b] = [await enrolledClinician(), await enrolledClinician()];
    const { challenge } = await passwordStep(app, a);
    const response = await secondStep(app, { challenge, recoveryCode: b.recoveryCodes[0] as string });
    assert.deepEqual(response.json(), danger(SECOND_FACTOR_TEXTS.wrongRecoveryCode));
  });
});

describe('wrong codes count toward the login lockout', () => {
  test('as wrong passwords do, with the same answer; a right code then is locked out too', async () => {
    const locking = await startApp(handle, {
      LOGIN_LOCKOUT_FAILURES: '4',
      LOGIN_LOCKOUT_WINDOW_SECONDS: '900',
    });
    try {
      const person = await enrolledClinician();
      await db.delete(loginFailures).where(eq(loginFailures.username, person.email));
      // The password step counts until a session opens: 1 failure so far.
      const { challenge } = await passwordStep(locking, person);
      for (const code of ['000000', '111111', '222222']) {
        const response = await secondStep(locking, { challenge, code });
        assert.equal(response.statusCode, 400);
      }
      const locked = await secondStep(locking, { challenge, code: await codeFor(person.secret, 1) });
      assert.equal(locked.statusCode, 429);
      assert.deepEqual(
        locked.json(),
        danger('Too many failed login attempts. Please wait 15 minutes and try again.'),
      );
      assert.equal(locked.headers['retry-after'], '900');
      // The password is locked out as well: a new challenge cannot be had meanwhile.
      assert.equal((await login(locking, person)).statusCode, 429);
    } finally {
      await locking.close();
    }
  });

  test('a signed-in session clears the count', async () => {
    const person = await enrolledClinician();
    const { challenge } = await passwordStep(app, person);
    await secondStep(app, { challenge, code: '000000' });
    assert.equal(
      (await secondStep(app, { challenge, code: await codeFor(person.secret, 1) })).statusCode,
      200,
    );
    const left = await db.select().from(loginFailures).where(eq(loginFailures.username, person.email));
    assert.equal(left.length, 0);
  });
});
