import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray, like } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import { outboxEmails } from '../src/db/schema.js';
import { recordEmails } from '../src/modules/mail/outbox.js';
import { startApp } from './helpers/app.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';

let database: TestDatabase;
let handle: DatabaseHandle;
let db: Database;

before(async () => {
  database = await openTestDatabase();
  handle = database.handle;
  db = handle.db;
  // Migrated and seeded (a file run on its own starts from an empty database).
  await (await startApp(handle)).close();
});
after(async () => {
  await database.dispose();
});

/** Retries 100 ms, 200 ms, 400 ms… apart, so a test sees several within a second or two. */
const QUICK_RETRIES = { MAIL_RETRY_BASE_MS: '100' };

/** Messages recorded as a committed transaction leaves them, before anything dispatched them. */
const recordCommitted = (prefix: string, count: number) =>
  recordEmails(
    db,
    Array.from({ length: count }, (_, index) => ({
      to: `outbox.${prefix.replace(/\W+/g, '-').toLowerCase()}${index}@refnet.test`,
      subject: `${prefix} ${index}`,
      text: 'x',
    })),
  );

const rowsOf = (prefix: string) =>
  db
    .select()
    .from(outboxEmails)
    .where(like(outboxEmails.subject, `${prefix} %`));

/** How many of the sink's messages carry each subject starting with `prefix`. */
function copiesOf(sink: SmtpSink, prefix: string): Map<string, number> {
  const copies = new Map<string, number>();
  for (const { subject } of sink.messages)
    if (subject.startsWith(`${prefix} `)) copies.set(subject, (copies.get(subject) ?? 0) + 1);
  return copies;
}

async function waitUntil(what: string, done: () => Promise<boolean> | boolean, withinMs = 10_000) {
  for (const start = Date.now(); !(await done()); await sleep(50))
    if (Date.now() - start > withinMs) assert.fail(`${what} did not happen within ${withinMs} ms`);
}

async function withApp<T>(env: Record<string, string>, work: (app: RefnetApp) => Promise<T>): Promise<T> {
  const app = await startApp(handle, env);
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

test('the mail server down, then back: every message arrives exactly once, after retries', async () => {
  const first = await startSmtpSink();
  const port = Number(new URL(first.url).port);
  await first.stop();
  const recorded = await recordCommitted('Down then up', 5);
  await withApp({ SMTP_URL: first.url, ...QUICK_RETRIES }, async (app) => {
    for (const email of recorded) app.mailer.dispatch(email);
    await waitUntil('a failed try of each message', async () =>
      (await rowsOf('Down then up')).every((row) => row.attempts >= 2 && row.error !== null),
    );
    const sink = await startSmtpSink({ port });
    try {
      await waitUntil('every message delivered', () => copiesOf(sink, 'Down then up').size === 5);
      await app.mailer.idle();
      assert.deepEqual([...copiesOf(sink, 'Down then up').values()], [1, 1, 1, 1, 1]);
      const rows = await rowsOf('Down then up');
      assert.ok(
        rows.every((row) => row.sentAt instanceof Date && row.error === null && row.failedAt === null),
      );
    } finally {
      await sink.stop();
    }
  });
});

test('messages committed but never sent (the process killed in between) go out when an instance starts', async () => {
  const sink = await startSmtpSink();
  try {
    await recordCommitted('Left behind', 3);
    await withApp({ SMTP_URL: sink.url }, async (app) => {
      await app.mailer.idle();
      assert.deepEqual([...copiesOf(sink, 'Left behind').values()], [1, 1, 1]);
    });
  } finally {
    await sink.stop();
  }
});

test('two instances on one database send each message once', async () => {
  const sink = await startSmtpSink();
  try {
    await withApp({ SMTP_URL: sink.url }, (one) =>
      withApp({ SMTP_URL: sink.url }, async (two) => {
        const recorded = await recordCommitted('Two instances', 40);
        for (const email of recorded) {
          one.mailer.dispatch(email);
          two.mailer.dispatch(email);
        }
        await Promise.all([one.mailer.idle(), two.mailer.idle()]);
      }),
    );
    const copies = copiesOf(sink, 'Two instances');
    assert.equal(copies.size, 40);
    assert.ok(
      [...copies.values()].every((count) => count === 1),
      'a message was sent twice',
    );
  } finally {
    await sink.stop();
  }
});

test('after MAIL_MAX_ATTEMPTS failed tries a message is given up, with its last error', async () => {
  const dead = await startSmtpSink();
  await dead.stop();
  const [email] = await recordCommitted('Given up', 1);
  await withApp({ SMTP_URL: dead.url, ...QUICK_RETRIES, MAIL_MAX_ATTEMPTS: '3' }, async (app) => {
    app.mailer.dispatch(email!);
    await waitUntil('the message given up', async () => (await rowsOf('Given up'))[0]?.failedAt != null);
  });
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, email!.outboxId));
  assert.equal(row?.attempts, 3);
  assert.equal(row?.sentAt, null);
  assert.match(row?.error ?? '', /ECONNREFUSED|connect/i);
});

test('a message older than a day is not sent any more', async () => {
  const sink = await startSmtpSink();
  try {
    const [stale] = await recordCommitted('Stale', 1);
    await db
      .update(outboxEmails)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(inArray(outboxEmails.id, [stale!.outboxId]));
    await withApp({ SMTP_URL: sink.url }, (app) => app.mailer.idle());
    assert.equal(copiesOf(sink, 'Stale').size, 0);
  } finally {
    await sink.stop();
  }
});
