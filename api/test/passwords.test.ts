import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import {
  INCORRECT_PASSWORD_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  RESET_REQUEST_FAILED_MESSAGE,
  RESET_REQUEST_SENT_MESSAGE,
  SET_NEW_PASSWORD_FAILED_MESSAGE,
  SET_NEW_PASSWORD_SUCCESS_MESSAGE,
  type OneTimeLink,
} from '@refnet/contracts/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import * as schema from '../src/db/schema.js';
import { createAccount } from '../src/modules/accounts/create-account.js';
import { issueLink } from '../src/security/one-time-links.js';
import { authorization, danger, login, setUpTestAppWithMailbox, startApp, tokenFor } from './helpers/app.js';
import { WRITTEN_TABLES, base64urlNumber, linkIn, rowCounts } from './helpers/registration.js';
import type { SmtpSink } from './helpers/smtp-sink.js';

let db: Database;
let app: RefnetApp;
let handle: DatabaseHandle;
let sink: SmtpSink;

setUpTestAppWithMailbox((started) => ({ app, db, handle, sink } = started));

const OLD_PASSWORD = 'Old-password-2026';
const NEW_PASSWORD = 'New-password-2026';

let sequence = 0;
async function newUser(options: { deactivated?: boolean } = {}) {
  const email = `member${(sequence += 1)}@refnet.test`;
  const created = await createAccount(db, {
    email,
    password: OLD_PASSWORD,
    title: 'Ms',
    firstName: 'Jo',
    lastName: 'Bloggs',
    groups: ['Clinician'],
  });
  if (options.deactivated) {
    await db
      .update(schema.userProfiles)
      .set({ isDeactivated: true })
      .where(eq(schema.userProfiles.userId, created!.userId));
  }
  return { email, userId: created!.userId };
}

const requestReset = (target: RefnetApp, payload: unknown, remoteAddress = '127.0.0.1') =>
  target.inject({
    method: 'POST',
    url: '/api/v1/user/password/reset/',
    payload: payload as object,
    remoteAddress,
  });
const setNew = (target: RefnetApp, payload: unknown, remoteAddress = '127.0.0.1') =>
  target.inject({
    method: 'POST',
    url: '/api/v1/user/password/reset/set-new/',
    payload: payload as object,
    remoteAddress,
  });
const updatePassword = (token: string | undefined, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/user/password/update/',
    payload: payload as object,
    headers: token ? authorization(token) : {},
  });
const checkAuth = (token: string) =>
  app.inject({ method: 'GET', url: '/api/v1/user/check-auth/', headers: authorization(token) });

const passwordHashOf = async (userId: number) =>
  (
    await db.select({ hash: schema.users.passwordHash }).from(schema.users).where(eq(schema.users.id, userId))
  )[0]!.hash;
const unusedResetLinks = (userId: number) =>
  db
    .select()
    .from(schema.oneTimeLinks)
    .where(
      and(
        eq(schema.oneTimeLinks.userId, userId),
        eq(schema.oneTimeLinks.purpose, 'password-reset'),
        isNull(schema.oneTimeLinks.usedAt),
      ),
    );

const SENT = { message: { variant: 'info', message: RESET_REQUEST_SENT_MESSAGE } };

/** Asks for a reset and returns the link from the e-mail that arrives over SMTP. */
async function resetLinkFor(email: string): Promise<OneTimeLink> {
  const already = sink.messages.length;
  const response = await requestReset(app, { email });
  assert.equal(response.statusCode, 200);
  const message = await sink.waitFor(
    (received) => sink.messages.indexOf(received) >= already && received.recipients.includes(email),
  );
  assert.equal(message.subject, 'Reset your RefNet password');
  return linkIn(message.text, '/user/set-new-password');
}

describe('POST /api/v1/user/password/reset/', () => {
  test('e-mails a one-hour link to the account; the answer does not say whether it exists', async () => {
    const { email, userId } = await newUser();
    const known = await requestReset(app, { email: ` ${email.toUpperCase()} ` });
    assert.equal(known.statusCode, 200);
    assert.deepEqual(known.json(), SENT);
    const message = await sink.waitFor((received) => received.recipients.includes(email));
    linkIn(message.text, '/user/set-new-password');
    const [link] = await unusedResetLinks(userId);
    const lifetimeMinutes = (link!.expiresAt.getTime() - Date.now()) / 60_000;
    assert.ok(lifetimeMinutes > 59 && lifetimeMinutes <= 60, `valid one hour (${lifetimeMinutes})`);

    const before = await rowCounts(db, WRITTEN_TABLES);
    const unknown = await requestReset(app, { email: 'nobody-here@refnet.test' });
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(unknown.json(), SENT);
    await app.mailer.idle();
    assert.deepEqual(await rowCounts(db, WRITTEN_TABLES), before, 'no link, no e-mail');
  });

  test('a deactivated account gets the same answer and no link', async () => {
    const { email, userId } = await newUser({ deactivated: true });
    const response = await requestReset(app, { email });
    assert.deepEqual(response.json(), SENT);
    await app.mailer.idle();
    assert.equal((await unusedResetLinks(userId)).length, 0);
    assert.ok(!sink.messages.some((message) => message.recipients.includes(email)));
  });

  test('a new request invalidates the earlier link', async () => {
    const { email } = await newUser();
    const first = await resetLinkFor(email);
    const second = await resetLinkFor(email);
    const stale = await setNew(app, { ...first, password: NEW_PASSWORD, rePassword: NEW_PASSWORD });
    assert.equal(stale.statusCode, 400);
    assert.deepEqual(stale.json(), danger(SET_NEW_PASSWORD_FAILED_MESSAGE));
    const fresh = await setNew(app, { ...second, password: NEW_PASSWORD, rePassword: NEW_PASSWORD });
    assert.equal(fresh.statusCode, 200);
  });

  test('an unusable e-mail is a 400 with the reset-failure message and writes nothing', async () => {
    const before = await rowCounts(db, WRITTEN_TABLES);
    for (const payload of [{ email: 'not-an-email' }, { email: '' }, {}, { email: 3 }]) {
      const response = await requestReset(app, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), danger(RESET_REQUEST_FAILED_MESSAGE));
    }
    assert.deepEqual(await rowCounts(db, WRITTEN_TABLES), before);
  });

  test('is rate-limited per IP', async () => {
    const limited = await startApp(handle, { LOGIN_IP_LIMIT: '2', LOGIN_IP_WINDOW_SECONDS: '60' });
    try {
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        assert.equal((await requestReset(limited, { email: 'x@refnet.test' }, '10.3.0.1')).statusCode, 200);
      }
      assert.equal((await requestReset(limited, { email: 'x@refnet.test' }, '10.3.0.1')).statusCode, 429);
      assert.equal((await setNew(limited, {}, '10.3.0.2')).statusCode, 400);
      assert.equal((await setNew(limited, {}, '10.3.0.2')).statusCode, 400);
      assert.equal((await setNew(limited, {}, '10.3.0.2')).statusCode, 429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/v1/user/password/reset/set-new/', () => {
  test('sets the password once, signs the user out everywhere and lifts a lockout', async () => {
    const { email, userId } = await newUser();
    const sessions = [
      await tokenFor(app, { email, password: OLD_PASSWORD }),
      await tokenFor(app, { email, password: OLD_PASSWORD }),
    ];
    await db.insert(schema.loginFailures).values({ username: email, ipAddress: '10.0.0.9' });
    const link = await resetLinkFor(email);

    const response = await setNew(app, { ...link, password: NEW_PASSWORD, rePassword: NEW_PASSWORD });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      message: { variant: 'success', message: SET_NEW_PASSWORD_SUCCESS_MESSAGE },
    });

    for (const token of sessions) {
      const check = await checkAuth(token);
      assert.equal(check.statusCode, 403);
      assert.deepEqual(check.json(), { detail: AUTH_DETAIL.invalid });
    }
    assert.equal(
      (await db.select().from(schema.loginFailures).where(eq(schema.loginFailures.username, email))).length,
      0,
    );
    assert.equal((await login(app, { email, password: OLD_PASSWORD })).statusCode, 400);
    assert.equal((await login(app, { email, password: NEW_PASSWORD })).statusCode, 200);

    // The same link again changes nothing.
    const hash = await passwordHashOf(userId);
    const replay = await setNew(app, {
      ...link,
      password: 'Third-password-2026',
      rePassword: 'Third-password-2026',
    });
    assert.equal(replay.statusCode, 400);
    assert.deepEqual(replay.json(), danger(SET_NEW_PASSWORD_FAILED_MESSAGE));
    assert.equal(await passwordHashOf(userId), hash);
  });

  test('an expired link, a wrong code or another purpose’s link changes nothing', async () => {
    const { email, userId } = await newUser();
    const other = await newUser();
    const link = await resetLinkFor(email);
    const otherLink = await issueLink(db, other.userId, 'password-reset');
    const verifyLink = await issueLink(db, userId, 'verify-email');
    const expiredSeconds = Math.floor(Date.now() / 1000) - 1;
    const hash = await passwordHashOf(userId);
    const token = await tokenFor(app, { email, password: OLD_PASSWORD });

    const attempts: OneTimeLink[] = [
      { ...link, verificationCode: otherLink.verificationCode }, // another user's code
      { ...otherLink, userHash: link.userHash }, // names this user's link, other code
      verifyLink,
      { ...link, timeHash: base64urlNumber(expiredSeconds) }, // (checked again below once expired)
    ];
    for (const attempt of attempts) {
      const response = await setNew(app, { ...attempt, password: NEW_PASSWORD, rePassword: NEW_PASSWORD });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), danger(SET_NEW_PASSWORD_FAILED_MESSAGE));
    }

    await db
      .update(schema.oneTimeLinks)
      .set({ expiresAt: new Date(expiredSeconds * 1000) })
      .where(and(eq(schema.oneTimeLinks.userId, userId), eq(schema.oneTimeLinks.purpose, 'password-reset')));
    const expired = await setNew(app, {
      ...link,
      timeHash: base64urlNumber(expiredSeconds),
      password: NEW_PASSWORD,
      rePassword: NEW_PASSWORD,
    });
    assert.equal(expired.statusCode, 400);
    assert.deepEqual(expired.json(), danger(SET_NEW_PASSWORD_FAILED_MESSAGE));

    assert.equal(await passwordHashOf(userId), hash);
    assert.equal((await checkAuth(token)).statusCode, 200, 'sessions untouched');
    assert.equal((await unusedResetLinks(other.userId)).length, 1, 'the other user’s link is still usable');
  });

  test('bad input: malformed links read as an invalid code; password rules keep their own words', async () => {
    const { email } = await newUser();
    const link = await resetLinkFor(email);
    const good = { ...link, password: NEW_PASSWORD, rePassword: NEW_PASSWORD };
    const before = await rowCounts(db, WRITTEN_TABLES);
    const cases: [unknown, string][] = [
      [{ ...good, verificationCode: 'short' }, SET_NEW_PASSWORD_FAILED_MESSAGE],
      [{ ...good, userHash: 'not/valid' }, SET_NEW_PASSWORD_FAILED_MESSAGE],
      [{ ...good, timeHash: undefined }, SET_NEW_PASSWORD_FAILED_MESSAGE],
      [{ ...good, rePassword: 'Different-2026' }, 'Passwords do not match!'],
      [{ ...good, password: 'short', rePassword: 'short' }, 'Password must be at least 10 characters.'],
      [{ ...good, password: '', rePassword: '' }, 'Please enter a password.'],
    ];
    for (const [payload, message] of cases) {
      const response = await setNew(app, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), danger(message), JSON.stringify(payload));
    }
    assert.deepEqual(await rowCounts(db, WRITTEN_TABLES), before);
    assert.equal((await setNew(app, good)).statusCode, 200, 'the link was not used up by the refusals');
  });
});

describe('PUT /api/v1/user/password/update/', () => {
  test('changes the password and ends the other sessions, keeping the caller’s', async () => {
    const { email } = await newUser();
    const caller = await tokenFor(app, { email, password: OLD_PASSWORD });
    const elsewhere = await tokenFor(app, { email, password: OLD_PASSWORD });
    const response = await updatePassword(caller, {
      currentPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: { variant: 'success', message: PASSWORD_UPDATED_MESSAGE } });
    assert.equal((await checkAuth(caller)).statusCode, 200);
    assert.equal((await checkAuth(elsewhere)).statusCode, 403);
    assert.equal((await login(app, { email, password: NEW_PASSWORD })).statusCode, 200);
    assert.equal((await login(app, { email, password: OLD_PASSWORD })).statusCode, 400);
  });

  test('a wrong current password is refused, counted as a failed login, and changes nothing', async () => {
    const { email, userId } = await newUser();
    const token = await tokenFor(app, { email, password: OLD_PASSWORD });
    const hash = await passwordHashOf(userId);
    const response = await updatePassword(token, {
      currentPassword: 'Not-my-password',
      newPassword: NEW_PASSWORD,
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), danger(INCORRECT_PASSWORD_MESSAGE));
    assert.equal(await passwordHashOf(userId), hash);
    const failures = await db
      .select()
      .from(schema.loginFailures)
      .where(eq(schema.loginFailures.username, email));
    assert.equal(failures.length, 1);
  });

  test('bad input is a 400 with the rule’s words; no token is a 403', async () => {
    const { email } = await newUser();
    const token = await tokenFor(app, { email, password: OLD_PASSWORD });
    const cases: [unknown, string][] = [
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Please enter a password.'],
      [{ currentPassword: OLD_PASSWORD, newPassword: 'short' }, 'Password must be at least 10 characters.'],
    ];
    for (const [payload, message] of cases) {
      const response = await updatePassword(token, payload);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), danger(message));
    }
    const anonymous = await updatePassword(undefined, {
      currentPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    assert.equal(anonymous.statusCode, 403);
    assert.deepEqual(anonymous.json(), { detail: AUTH_DETAIL.missing });
  });

  test('after too many wrong guesses the account is locked, here as at login', async () => {
    const locking = await startApp(handle, {
      LOGIN_LOCKOUT_FAILURES: '2',
      LOGIN_LOCKOUT_WINDOW_SECONDS: '900',
    });
    try {
      const { email, userId } = await newUser();
      const token = await tokenFor(locking, { email, password: OLD_PASSWORD });
      const update = (payload: object) =>
        locking.inject({
          method: 'PUT',
          url: '/api/v1/user/password/update/',
          payload,
          headers: authorization(token),
        });
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        assert.equal(
          (await update({ currentPassword: 'Wrong-guess-1', newPassword: NEW_PASSWORD })).statusCode,
          400,
        );
      }
      const hash = await passwordHashOf(userId);
      const locked = await update({ currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
      assert.equal(locked.statusCode, 429);
      assert.equal(await passwordHashOf(userId), hash);
      assert.equal((await login(locking, { email, password: OLD_PASSWORD })).statusCode, 429);
    } finally {
      await locking.close();
    }
  });
});
