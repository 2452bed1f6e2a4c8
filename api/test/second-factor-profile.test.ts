import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loginResponseSchema } from '@refnet/contracts';
import { SET_NEW_PASSWORD_SUCCESS_MESSAGE } from '@refnet/contracts/accounts';
import { SECOND_FACTOR_TEXTS, secondFactorStatusSchema } from '@refnet/contracts/second-factor';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { secondFactorRecoveryCodes, secondFactors } from '../src/db/schema.js';
import { secondFactorKeys } from '../src/modules/second-factor/keys.js';
import { issueLink } from '../src/security/one-time-links.js';
import { DELEGATE } from './helpers/admin.js';
import { authorization, danger, setUpTestApp, tokenFor } from './helpers/app.js';
import {
  codeFor,
  enrolFromProfile,
  newPerson,
  passwordStep,
  postJson,
  secondStep,
} from './helpers/second-factor.js';

let app: RefnetApp;
let db: Database;

setUpTestApp((started) => ({ app, db } = started));

const statusOf = async (token: string) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/second-factor/',
    headers: authorization(token),
  });
  assert.equal(response.statusCode, 200, response.body);
  return secondFactorStatusSchema.parse(response.json());
};

async function signedInClinician() {
  const person = await newPerson(db);
  return { ...person, token: await tokenFor(app, person) };
}

describe('enrolling from the profile', () => {
  test('off, then on with ten recovery codes once a code from the secret is confirmed', async () => {
    const { token } = await signedInClinician();
    assert.deepEqual(await statusOf(token), {
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    const { recoveryCodes } = await enrolFromProfile(app, token);
    assert.equal(recoveryCodes.length, 10);
    const status = await statusOf(token);
    assert.equal(status.enabled, true);
    assert.equal(status.recoveryCodesLeft, 10);
    assert.ok(status.enabledAt);
  });

  test('a delegate may enrol too', async () => {
    const token = await tokenFor(app, DELEGATE);
    await enrolFromProfile(app, token);
    assert.equal((await passwordStep(app, DELEGATE)).secondFactor, 'verify');
  });

  test('a wrong first code leaves it off; starting again replaces the secret', async () => {
    const person = await signedInClinician();
    const first = await postJson(app, '/api/v1/second-factor/enrolment/', {}, person.token);
    const oldSecret = first.json().secret as string;
    const wrong = await postJson(
      app,
      '/api/v1/second-factor/enrolment/confirm/',
      { code: '000000' },
      person.token,
    );
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), danger(SECOND_FACTOR_TEXTS.wrongCode));
    loginResponseSchema.parse(await passwordStep(app, person));

    const second = await postJson(app, '/api/v1/second-factor/enrolment/', {}, person.token);
    assert.notEqual(second.json().secret, oldSecret);
    const stale = await postJson(
      app,
      '/api/v1/second-factor/enrolment/confirm/',
      { code: await codeFor(oldSecret) },
      person.token,
    );
    assert.deepEqual(stale.json(), danger(SECOND_FACTOR_TEXTS.wrongCode));
  });

  test('confirming with nothing started, or starting while on, is a 409 that says why', async () => {
    const person = await signedInClinician();
    const early = await postJson(
      app,
      '/api/v1/second-factor/enrolment/confirm/',
      { code: '123456' },
      person.token,
    );
    assert.equal(early.statusCode, 409);
    assert.deepEqual(early.json(), danger(SECOND_FACTOR_TEXTS.enrolmentNotStarted));
    await enrolFromProfile(app, person.token);
    const again = await postJson(app, '/api/v1/second-factor/enrolment/', {}, person.token);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), danger(SECOND_FACTOR_TEXTS.alreadyOn));
  });

  test('the secret is stored encrypted and the recovery codes only as hashes', async () => {
    const person = await signedInClinician();
    const { secret, recoveryCodes } = await enrolFromProfile(app, person.token);
    const [factor] = await db.select().from(secondFactors).where(eq(secondFactors.userId, person.userId));
    assert.ok(factor);
    assert.ok(!factor.encryptedSecret.includes(secret));
    assert.match(factor.encryptedSecret, /^v1\.[A-Za-z0-9_-]+$/);
    // The test server uses the development key; the box opens for its own user only.
    const keys = secondFactorKeys(undefined);
    assert.equal(keys.openSecret(factor.encryptedSecret, person.userId), secret);
    assert.throws(() => keys.openSecret(factor.encryptedSecret, person.userId + 1));
    assert.throws(() =>
      secondFactorKeys(Buffer.alloc(32, 7)).openSecret(factor.encryptedSecret, person.userId),
    );

    const stored = await db
      .select({ codeHash: secondFactorRecoveryCodes.codeHash })
      .from(secondFactorRecoveryCodes)
      .where(eq(secondFactorRecoveryCodes.userId, person.userId));
    assert.equal(stored.length, 10);
    const plain = recoveryCodes.flatMap((code) => [code, code.replaceAll('-', '')]);
    for (const { codeHash } of stored) assert.ok(!plain.some((code) => codeHash.includes(code)));
  });
});

describe('turning it off and renewing recovery codes', () => {
  test('turning off needs a current code; then the password alone signs in again', async () => {
    const person = await signedInClinician();
    const { secret } = await enrolFromProfile(app, person.token);
    const wrong = await postJson(app, '/api/v1/second-factor/turn-off/', { code: '000000' }, person.token);
    assert.equal(wrong.statusCode, 400);
    assert.equal((await statusOf(person.token)).enabled, true);
    const off = await postJson(
      app,
      '/api/v1/second-factor/turn-off/',
      { code: await codeFor(secret, 1) },
      person.token,
    );
    assert.equal(off.statusCode, 200, off.body);
    assert.deepEqual(await statusOf(person.token), {
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    loginResponseSchema.parse(await passwordStep(app, person));
    const twice = await postJson(
      app,
      '/api/v1/second-factor/turn-off/',
      { code: await codeFor(secret, 1) },
      person.token,
    );
    assert.equal(twice.statusCode, 409);
    assert.deepEqual(twice.json(), danger(SECOND_FACTOR_TEXTS.notOn));
  });

  test('a recovery code turns it off too (a lost phone)', async () => {
    const person = await signedInClinician();
    const { recoveryCodes } = await enrolFromProfile(app, person.token);
    const off = await postJson(
      app,
      '/api/v1/second-factor/turn-off/',
      { recoveryCode: recoveryCodes[0] as string },
      person.token,
    );
    assert.equal(off.statusCode, 200, off.body);
  });

  test('new recovery codes replace the old ones', async () => {
    const person = await signedInClinician();
    const { secret, recoveryCodes: old } = await enrolFromProfile(app, person.token);
    const { challenge } = await passwordStep(app, person);
    assert.equal((await secondStep(app, { challenge, recoveryCode: old[0] as string })).statusCode, 200);
    assert.equal((await statusOf(person.token)).recoveryCodesLeft, 9);

    const renewed = await postJson(
      app,
      '/api/v1/second-factor/recovery-codes/',
      { code: await codeFor(secret, 1) },
      person.token,
    );
    assert.equal(renewed.statusCode, 200, renewed.body);
    const fresh = renewed.json().recoveryCodes as string[];
    assert.equal(fresh.length, 10);
    assert.equal((await statusOf(person.token)).recoveryCodesLeft, 10);

    const next = await passwordStep(app, person);
    const stale = await secondStep(app, { challenge: next.challenge, recoveryCode: old[1] as string });
    assert.deepEqual(stale.json(), danger(SECOND_FACTOR_TEXTS.wrongRecoveryCode));
    assert.equal(
      (await secondStep(app, { challenge: next.challenge, recoveryCode: fresh[0] as string })).statusCode,
      200,
    );
  });
});

describe('who may call', () => {
  test('a personal API token may not read or change its owner’s second factor', async () => {
    const person = await signedInClinician();
    const created = await postJson(
      app,
      '/api/v1/api-tokens/',
      { name: 'Practice system', expiresInDays: 30 },
      person.token,
    );
    assert.equal(created.statusCode, 200, created.body);
    const bearer = { authorization: `Bearer ${created.json().secret as string}` };
    for (const [method, url] of [
      ['GET', '/api/v1/second-factor/'],
      ['POST', '/api/v1/second-factor/enrolment/'],
      ['POST', '/api/v1/second-factor/turn-off/'],
      ['POST', '/api/v1/second-factor/recovery-codes/'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: bearer,
        ...(method === 'POST' ? { payload: { code: '123456' } } : {}),
      });
      assert.equal(response.statusCode, 403, url);
    }
  });

  test('signed out, none of them answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/second-factor/' });
    assert.equal(response.statusCode, 403);
  });
});

describe('a password reset', () => {
  test('does not remove the second factor', async () => {
    const person = await signedInClinician();
    const { secret } = await enrolFromProfile(app, person.token);
    const link = await issueLink(db, person.userId, 'password-reset');
    const newPassword = 'Brand-new-password-2026';
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/user/password/reset/set-new/',
      payload: { ...link, password: newPassword, rePassword: newPassword },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal(reset.json().message.message, SET_NEW_PASSWORD_SUCCESS_MESSAGE);

    const step = await passwordStep(app, { email: person.email, password: newPassword });
    assert.equal(step.secondFactor, 'verify');
    assert.equal(step.token, undefined);
    assert.equal(
      (await secondStep(app, { challenge: step.challenge, code: await codeFor(secret, 1) })).statusCode,
      200,
    );
  });
});
