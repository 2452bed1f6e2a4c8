import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFICATION_FAILED_MESSAGE,
  type OneTimeLink,
} from '@refnet/contracts/accounts';
import { eq, like } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import * as schema from '../src/db/schema.js';
import { issueLink } from '../src/security/one-time-links.js';
import { danger, setUpTestApp, startApp } from './helpers/app.js';
import {
  WRITTEN_TABLES,
  base64urlNumber,
  latestEmailTo,
  linkIn,
  register,
  registrationFor,
  rowCounts,
} from './helpers/registration.js';

let db: Database;
let app: RefnetApp;
let handle: DatabaseHandle;

// No SMTP_URL: the outbox is the mailbox.
setUpTestApp((started) => ({ app, db, handle } = started));

const TEAM = 'support@refnet.example';
const FAILED = danger(EMAIL_VERIFICATION_FAILED_MESSAGE);

const segment = (link: OneTimeLink) =>
  `user=${link.userHash}&time=${link.timeHash}&code=${link.verificationCode}`;
const verify = (target: RefnetApp, path: string, remoteAddress = '127.0.0.1') =>
  target.inject({ method: 'POST', url: `/api/v1/register/verify-email/${path}/`, remoteAddress });

let sequence = 0;

/** Registers a clinician and returns their user id and the link from the e-mail in the outbox. */
async function registered() {
  const email = `verifier${(sequence += 1)}@refnet.test`;
  const response = await register(app, await registrationFor(db, email));
  assert.equal(response.statusCode, 200, response.body);
  const message = await latestEmailTo(db, email);
  assert.ok(message, 'the verification e-mail is in the outbox');
  assert.equal(message.sentAt, null, 'without SMTP nothing is sent');
  const [user] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  return { email, userId: user!.id, link: linkIn(message.textBody, '/register/verify-email') };
}

const verificationOf = async (userId: number) =>
  (await db.select().from(schema.emailVerifications).where(eq(schema.emailVerifications.userId, userId)))[0];

const teamEmailsAbout = (email: string) =>
  db
    .select()
    .from(schema.outboxEmails)
    .where(like(schema.outboxEmails.subject, `E-mail verification failed: ${email}`));

describe('POST /api/v1/register/verify-email/user={user}&time={time}&code={code}/', () => {
  test('the e-mailed link verifies the address once; the account still awaits approval', async () => {
    const { userId, link } = await registered();
    const response = await verify(app, segment(link));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      message: { variant: 'success', message: 'Thank you, your e-mail address has been verified.' },
      emailVerified: true,
      accountApproved: false,
      alreadyVerified: false,
    });
    const status = await verificationOf(userId);
    assert.ok(status?.verifiedAt instanceof Date);
    assert.equal(status.failedAt, null);
  });

  test('a used link of a verified address says it is already verified, and changes nothing', async () => {
    const { email, userId, link } = await registered();
    assert.equal((await verify(app, segment(link))).statusCode, 200);
    const verifiedAt = (await verificationOf(userId))?.verifiedAt;
    const before = await rowCounts(db, WRITTEN_TABLES);
    const alreadyVerified = (accountApproved: boolean) => ({
      message: { variant: 'info', message: EMAIL_ALREADY_VERIFIED_MESSAGE },
      emailVerified: true,
      accountApproved,
      alreadyVerified: true,
    });

    const replay = await verify(app, segment(link));
    assert.equal(replay.statusCode, 200, replay.body);
    assert.deepEqual(replay.json(), alreadyVerified(false));
    await db
      .update(schema.userProfiles)
      .set({ isVerified: true })
      .where(eq(schema.userProfiles.userId, userId));
    assert.deepEqual((await verify(app, segment(link))).json(), alreadyVerified(true));

    await app.mailer.idle();
    assert.deepEqual(await rowCounts(db, WRITTEN_TABLES), before);
    assert.deepEqual(await verificationOf(userId), { userId, verifiedAt, failedAt: null });
    assert.equal((await teamEmailsAbout(email)).length, 0);
  });

  test('an account the team has already approved says so', async () => {
    const { userId, link } = await registered();
    await db
      .update(schema.userProfiles)
      .set({ isVerified: true })
      .where(eq(schema.userProfiles.userId, userId));
    const response = await verify(app, segment(link));
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().accountApproved, true);
  });

  test('an expired link fails, marks the registration for review and e-mails the team once', async () => {
    const { email, userId, link } = await registered();
    // Move the expiry into the past and present a link that names the new expiry exactly.
    const expiredSeconds = Math.floor(Date.now() / 1000) - 60;
    await db
      .update(schema.oneTimeLinks)
      .set({ expiresAt: new Date(expiredSeconds * 1000) })
      .where(eq(schema.oneTimeLinks.userId, userId));
    const expired = { ...link, timeHash: base64urlNumber(expiredSeconds) };

    const response = await verify(app, segment(expired));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), FAILED);
    const status = await verificationOf(userId);
    assert.ok(status?.failedAt instanceof Date);
    assert.equal(status.verifiedAt, null);

    await app.mailer.idle();
    const [teamEmail, ...more] = await teamEmailsAbout(email);
    assert.equal(teamEmail?.recipient, TEAM);
    assert.match(teamEmail?.textBody ?? '', new RegExp(`user id ${userId}`));
    assert.equal(more.length, 0);

    // A second failure keeps the review flag but does not e-mail the team again.
    assert.equal((await verify(app, segment(expired))).statusCode, 400);
    await app.mailer.idle();
    assert.equal((await teamEmailsAbout(email)).length, 1);
  });

  test('the real code with a changed expiry fails and marks the link’s user', async () => {
    const first = await registered();
    const second = await registered();
    const laterExpiry = {
      ...first.link,
      timeHash: base64urlNumber(Math.floor(Date.now() / 1000) + 30 * 86_400),
    };
    const impossibleExpiry = { ...first.link, timeHash: base64urlNumber(10 ** 15) };
    for (const link of [laterExpiry, impossibleExpiry]) {
      const response = await verify(app, segment(link));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), FAILED);
    }
    assert.ok((await verificationOf(first.userId))?.failedAt instanceof Date);
    assert.equal(await verificationOf(second.userId), undefined, 'the other user is untouched');
    // The second user's own link still works.
    assert.equal((await verify(app, segment(second.link))).statusCode, 200);
  });

  test('a guessed or borrowed code changes nothing for the user the link names', async () => {
    const target = await registered();
    const other = await registered();
    const before = await rowCounts(db, WRITTEN_TABLES);
    for (const link of [
      { ...target.link, verificationCode: 'a'.repeat(20) },
      { ...target.link, verificationCode: other.link.verificationCode },
      { userHash: target.link.userHash, timeHash: 'MQ', verificationCode: 'a'.repeat(43) },
    ]) {
      const response = await verify(app, segment(link));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), FAILED);
    }
    await app.mailer.idle();
    assert.equal(await verificationOf(target.userId), undefined, 'not put up for review');
    assert.equal((await teamEmailsAbout(target.email)).length, 0, 'the team is not e-mailed');
    assert.deepEqual(await rowCounts(db, WRITTEN_TABLES), before);
    // The target's real link still works.
    assert.equal((await verify(app, segment(target.link))).statusCode, 200);
  });

  test('a password-reset link cannot verify an e-mail', async () => {
    const { userId } = await registered();
    const resetLink = await issueLink(db, userId, 'password-reset');
    const response = await verify(app, segment(resetLink));
    assert.equal(response.statusCode, 400);
    assert.equal((await verificationOf(userId))?.verifiedAt ?? null, null);
  });

  test('malformed or unknown links are a 400 and write nothing', async () => {
    const { link } = await registered();
    const before = await rowCounts(db, WRITTEN_TABLES);
    for (const path of [
      'garbage',
      'user=&time=&code=',
      `user=${link.userHash}&time=${link.timeHash}`,
      `time=${link.timeHash}&user=${link.userHash}&code=${link.verificationCode}`,
      `user=${link.userHash}&time=${link.timeHash}&code=short`,
      `user=${link.userHash}&time=${link.timeHash}&code=${link.verificationCode}!`,
      segment({ ...link, userHash: base64urlNumber(999_999) }),
      segment({ ...link, userHash: base64urlNumber(99_999_999_999) }),
      segment({ ...link, userHash: 'bm90LWEtbnVtYmVy' }),
    ]) {
      const response = await verify(app, path);
      assert.equal(response.statusCode, 400, path);
      assert.deepEqual(response.json(), FAILED, path);
    }
    await app.mailer.idle();
    assert.deepEqual(await rowCounts(db, WRITTEN_TABLES), before);
  });

  test('is rate-limited per IP', async () => {
    const limited = await startApp(handle, { LOGIN_IP_LIMIT: '2', LOGIN_IP_WINDOW_SECONDS: '60' });
    try {
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        assert.equal((await verify(limited, 'garbage', '10.2.0.1')).statusCode, 400);
      }
      const blocked = await verify(limited, 'garbage', '10.2.0.1');
      assert.equal(blocked.statusCode, 429);
    } finally {
      await limited.close();
    }
  });
});
