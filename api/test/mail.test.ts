import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import { outboxEmails } from '../src/db/schema.js';
import { startApp, setUpTestApp } from './helpers/app.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';

let db: Database;
let handle: DatabaseHandle;
let sink: SmtpSink;

setUpTestApp((started) => ({ db, handle } = started));

before(async () => {
  sink = await startSmtpSink();
});
after(async () => {
  await sink.stop();
});

/** A one-time code as links carry it: 32 random bytes in base64url. */
const CODE = randomBytes(32).toString('base64url');

const outboxRow = async (subject: string) =>
  (await db.select().from(outboxEmails).where(eq(outboxEmails.subject, subject)))[0];

describe('mail configuration', () => {
  test('defaults: no SMTP, RefNet sender, support inbox, 8 tries from 15 s apart, a 5-minute open-referral digest', () => {
    const { mail } = loadConfig({});
    assert.deepEqual(mail, {
      smtpUrl: undefined,
      from: 'RefNet <no-reply@refnet.example>',
      supportEmail: 'support@refnet.example',
      retryBaseMs: 15_000,
      maxAttempts: 8,
      openReferralDigestSeconds: 300,
    });
  });

  test('reads SMTP_URL, MAIL_FROM, SUPPORT_EMAIL, the retries and the digest window; blank counts as unset', () => {
    const { mail } = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      MAIL_FROM: 'no-reply@example.org',
      SUPPORT_EMAIL: 'Team@Example.org',
      MAIL_RETRY_BASE_MS: '500',
      MAIL_MAX_ATTEMPTS: '3',
      OPEN_REFERRAL_DIGEST_SECONDS: '60',
    });
    assert.deepEqual(mail, {
      smtpUrl: 'smtps://user:secret@mail.example.org:465',
      from: 'no-reply@example.org',
      supportEmail: 'team@example.org',
      retryBaseMs: 500,
      maxAttempts: 3,
      openReferralDigestSeconds: 60,
    });
    assert.equal(loadConfig({ SMTP_URL: '' }).mail.smtpUrl, undefined);
  });

  test('bad values stop the server with a message naming each variable', () => {
    assert.throws(
      () => loadConfig({ SMTP_URL: 'http://mail.example.org', MAIL_FROM: 'RefNet', SUPPORT_EMAIL: 'nobody' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/.test(error.message) &&
        /MAIL_FROM: expected an address/.test(error.message) &&
        /SUPPORT_EMAIL: expected an e-mail address/.test(error.message),
    );
  });
});

describe('sending e-mail', () => {
  test('without SMTP_URL the message is kept in the outbox, unsent and without error', async () => {
    const app = await startApp(handle);
    try {
      await app.mailer.send({ to: 'someone@refnet.test', subject: 'Outbox only', text: 'Follow http://x/y' });
      await app.mailer.idle();
      const row = await outboxRow('Outbox only');
      assert.ok(row);
      assert.equal(row.recipient, 'someone@refnet.test');
      assert.equal(row.textBody, 'Follow http://x/y');
      assert.equal(row.sentAt, null);
      assert.equal(row.error, null);
    } finally {
      await app.close();
    }
  });

  test('with SMTP_URL it is delivered over SMTP from MAIL_FROM, and the outbox row is marked sent', async () => {
    const app = await startApp(handle, { SMTP_URL: sink.url, MAIL_FROM: 'RefNet Team <team@refnet.test>' });
    try {
      await app.mailer.send({
        to: 'clinician@refnet.test',
        replyTo: 'asker@refnet.test',
        subject: 'Over SMTP',
        text: 'Hello from RefNet',
      });
      const message = await sink.waitFor((received) => received.subject === 'Over SMTP');
      assert.deepEqual(message.recipients, ['clinician@refnet.test']);
      assert.equal(message.from, 'RefNet Team <team@refnet.test>');
      assert.equal(message.replyTo, 'asker@refnet.test');
      assert.equal(message.text, 'Hello from RefNet');
      await app.mailer.idle();
      const row = await outboxRow('Over SMTP');
      assert.ok(row?.sentAt instanceof Date);
      assert.equal(row.error, null);
    } finally {
      await app.close();
    }
  });

  test('once sent over SMTP, the stored copy keeps its links without their one-time codes', async () => {
    const app = await startApp(handle, { SMTP_URL: sink.url });
    const text = `Open https://refnet.test/user/set-new-password/MTI/MTc2MDAwMDAwMA/${CODE}\nThanks`;
    try {
      await app.mailer.send({ to: 'reset@refnet.test', subject: 'Live link over SMTP', text });
      const message = await sink.waitFor((received) => received.subject === 'Live link over SMTP');
      assert.equal(message.text.trim(), text, 'the recipient gets the live link');
      await app.mailer.idle();
      const row = await outboxRow('Live link over SMTP');
      assert.ok(row?.sentAt instanceof Date);
      assert.equal(
        row.textBody,
        'Open https://refnet.test/user/set-new-password/MTI/MTc2MDAwMDAwMA/[redacted]\nThanks',
      );
    } finally {
      await app.close();
    }
  });

  test('without SMTP_URL the outbox is the mailbox: the link keeps its code', async () => {
    const app = await startApp(handle);
    const text = `Open https://refnet.test/register/verify-email/MTI/MTc2MDAwMDAwMA/${CODE}`;
    try {
      await app.mailer.send({ to: 'local@refnet.test', subject: 'Live link kept', text });
      await app.mailer.idle();
      assert.equal((await outboxRow('Live link kept'))?.textBody, text);
    } finally {
      await app.close();
    }
  });

  test('a failure to send is logged and kept on the outbox row, never thrown at the caller', async () => {
    const dead = await startSmtpSink();
    await dead.stop(); // nothing listens on its port any more
    const app = await startApp(handle, { SMTP_URL: dead.url });
    try {
      await app.mailer.send({ to: 'clinician@refnet.test', subject: 'Undeliverable', text: 'x' });
      await app.mailer.idle();
      const row = await outboxRow('Undeliverable');
      assert.equal(row?.sentAt, null);
      assert.match(row?.error ?? '', /ECONNREFUSED|connect/i);
    } finally {
      await app.close();
    }
  });

  test('an address is one recipient: a comma or semicolon in it never adds another', async () => {
    const app = await startApp(handle, { SMTP_URL: sink.url });
    try {
      await app.mailer.send({
        to: 'x,victim@example.org',
        replyTo: 'y;other@example.org',
        subject: 'One recipient',
        text: 'x',
      });
      const message = await sink.waitFor((received) => received.subject === 'One recipient');
      // The whole text is the address: its local part is quoted, never split at the separator.
      assert.deepEqual(message.recipients, ['"x,victim"@example.org']);
      assert.equal(message.to, '<"x,victim"@example.org>');
      assert.equal(message.replyTo, '<"y;other"@example.org>');
    } finally {
      await app.close();
    }
  });

  test('closing the app waits for messages still being sent', async () => {
    const app = await startApp(handle, { SMTP_URL: sink.url });
    await app.mailer.send({ to: 'late@refnet.test', subject: 'Sent while closing', text: 'x' });
    await app.close();
    assert.ok(sink.messages.some((message) => message.subject === 'Sent while closing'));
    assert.ok((await outboxRow('Sent while closing'))?.sentAt instanceof Date);
  });
});
