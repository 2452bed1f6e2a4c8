import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { placeholdersOf } from '../../db/query-rows.js';
import { outboxEmails } from '../../db/schema.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** Where replies go (the requester of a help request). */
  replyTo?: string;
}

/** A message with its outbox row: written, and ready to send once the caller's transaction commits. */
export interface RecordedEmail extends OutgoingEmail {
  outboxId: number;
}

const outboxValues = (email: OutgoingEmail) => ({
  recipient: email.to,
  subject: email.subject,
  textBody: email.text,
  replyTo: email.replyTo ?? null,
});

/** Writes the audit row of a message; run it in the transaction whose outcome the message reports. */
export async function recordEmail(db: Database, email: OutgoingEmail): Promise<RecordedEmail> {
  const [row] = await db.insert(outboxEmails).values(outboxValues(email)).returning({ id: outboxEmails.id });
  if (!row) throw new Error('outbox insert returned no row');
  return { ...email, outboxId: row.id };
}

/** The messages with the ids of their outbox rows, which were inserted in the messages' order. */
export function withOutboxIds(emails: readonly OutgoingEmail[], ids: readonly number[]): RecordedEmail[] {
  if (ids.length !== emails.length) throw new Error('outbox insert returned too few rows');
  // Identity values are handed out in the order the rows are inserted.
  const ordered = [...ids].sort((a, b) => a - b);
  return emails.map((email, index) => ({ ...email, outboxId: ordered[index]! }));
}

/**
 * The body of a CTE that writes the messages bound to its placeholders (outboxValuesOf) to the outbox, in
 * their order, once for each row of the CTE `when` (one row: written; none: nothing), returning the rows'
 * ids: for a write that records its messages in the same statement as the change they report.
 */
export const insertOutboxWhen = (when: SQL): SQL => {
  const value = placeholdersOf<OutboxValues>();
  return sql`insert into outbox_emails (recipient, subject, text_body, reply_to)
        select m.recipient, m.subject, m.text_body, nullif(m.reply_to, '')
        from ${when}, unnest(${value('outboxTo')}::text[], ${value('outboxSubject')}::text[],
          ${value('outboxText')}::text[], ${value('outboxReplyTo')}::text[])
          with ordinality as m(recipient, subject, text_body, reply_to, n)
        order by m.n
        returning id`;
};

/** The values of insertOutboxWhen's placeholders: the messages, field by field. */
export interface OutboxValues {
  outboxTo: string[];
  outboxSubject: string[];
  outboxText: string[];
  outboxReplyTo: string[];
}

export const outboxValuesOf = (emails: readonly OutgoingEmail[]): OutboxValues => ({
  outboxTo: emails.map((email) => email.to),
  outboxSubject: emails.map((email) => email.subject),
  outboxText: emails.map((email) => email.text),
  outboxReplyTo: emails.map((email) => email.replyTo ?? ''),
});

/** recordEmail for several messages in one multi-row insert, in their order. */
export async function recordEmails(db: Database, emails: readonly OutgoingEmail[]): Promise<RecordedEmail[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .insert(outboxEmails)
    .values(emails.map(outboxValues))
    .returning({ id: outboxEmails.id });
  return withOutboxIds(
    emails,
    rows.map((row) => row.id),
  );
}

/** A one-time link's verification code: 32 random bytes in base64url, the last part of the link. */
const LINK_CODE = /(?<=\/)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/** The text with each one-time code in its links replaced, so the stored copy opens nothing. */
export const redactLinkCodes = (text: string) => text.replace(LINK_CODE, '[redacted]');

/**
 * Marks the message sent. The recipient has the links now, so the stored copy keeps them without
 * their live codes: whoever reads the outbox table cannot use them.
 */
export async function markEmailSent(db: Database, outboxId: number, text: string) {
  await db
    .update(outboxEmails)
    .set({ sentAt: sql`now()`, error: null, textBody: redactLinkCodes(text) })
    .where(eq(outboxEmails.id, outboxId));
}

/**
 * A send failed: tried again after `retryInMs`, or given up (`failed_at`, shown to staff as failed) when
 * `retryInMs` is null.
 */
export async function markEmailFailed(
  db: Database,
  outboxId: number,
  error: string,
  retryInMs: number | null,
) {
  await db
    .update(outboxEmails)
    .set(
      retryInMs === null
        ? { error, failedAt: sql`now()` }
        : { error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` },
    )
    .where(eq(outboxEmails.id, outboxId));
}
