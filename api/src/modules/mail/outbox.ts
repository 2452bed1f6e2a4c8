import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
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

/** recordEmail for several messages in one multi-row insert, in their order. */
export async function recordEmails(db: Database, emails: readonly OutgoingEmail[]): Promise<RecordedEmail[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .insert(outboxEmails)
    .values(emails.map(outboxValues))
    .returning({ id: outboxEmails.id });
  if (rows.length !== emails.length) throw new Error('outbox insert returned too few rows');
  // Identity values are handed out in the order of the VALUES list.
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  return emails.map((email, index) => ({ ...email, outboxId: ids[index]! }));
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
