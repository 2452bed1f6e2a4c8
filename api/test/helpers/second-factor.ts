import assert from 'node:assert/strict';
import { generate } from 'otplib';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { createAccount } from '../../src/modules/accounts/create-account.js';
import { authorization, login } from './app.js';

export const SECOND_FACTOR_PASSWORD = 'Second-factor-2026!';

/** The TOTP code of `secret` for the 30-second step `stepsAway` from now, as an authenticator app shows it. */
export const codeFor = (secret: string, stepsAway = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAway * 30 });

let sequence = 0;

/** A new approved clinician (or, with groups, staff) with their own e-mail address. */
export async function newPerson(
  db: Database,
  groups: ('Clinician' | 'Staff' | 'Full Admin' | 'Delegate')[] = ['Clinician'],
) {
  const email = `two-factor-${process.pid}-${(sequence += 1)}@refnet.test`;
  const isStaff = groups.includes('Staff') || groups.includes('Full Admin');
  const created = await createAccount(db, {
    email,
    password: SECOND_FACTOR_PASSWORD,
    firstName: 'Tess',
    lastName: `Factor${sequence}`,
    isStaff,
    groups,
    profile: { isVerified: true },
  });
  assert.ok(created);
  return {
    email,
    password: SECOND_FACTOR_PASSWORD,
    userId: created.userId,
    userProfileId: created.userProfileId,
  };
}

export const postJson = (app: RefnetApp, url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? authorization(token) : {} });

/** The password step: the answer's body (a session, or a second step), failing the test unless it is a 200. */
export async function passwordStep(app: RefnetApp, person: { email: string; password: string }) {
  const response = await login(app, person);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

export const secondStep = (
  app: RefnetApp,
  payload: { challenge: string; code?: string; recoveryCode?: string },
) => postJson(app, '/api/v1/login/second-factor/', payload);

/** Turns two-factor sign-in on from the profile (a session token), with a code computed from its secret. */
export async function enrolFromProfile(app: RefnetApp, token: string) {
  const started = await postJson(app, '/api/v1/second-factor/enrolment/', {}, token);
  assert.equal(started.statusCode, 200, started.body);
  const { secret } = started.json<{ secret: string }>();
  const confirmed = await postJson(
    app,
    '/api/v1/second-factor/enrolment/confirm/',
    { code: await codeFor(secret) },
    token,
  );
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
