import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/query-rows.js';
import type { RecordedEmail } from './outbox.js';

/** A message the worker took from the outbox, with the number of this try. */
export interface ClaimedEmail extends RecordedEmail {
  attempt: number;
}

/** A message not sent within a day is not sent at all: its news is stale, its links may have expired. */
export const OUTBOX_MAX_AGE_HOURS = 24;

/**
 * Takes up to `batch` messages that are due (new, or whose retry time has come), oldest first, and leases
 * them for `leaseMs`: another worker (in this instance or another) skips them meanwhile, and takes them
 * again if this one stopped before recording the outcome. One statement; rows another transaction has
 * locked are skipped, never waited for.
 */
export async function claimDueEmails(db: Database, batch: number, leaseMs: number): Promise<ClaimedEmail[]> {
  const rows = await queryRows<{
    id: number;
    recipient: string;
    subject: string;
    text_body: string;
    reply_to: string | null;
    attempts: number;
  }>(
    db,
    sql`update outbox_emails o
        set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        where o.id in (
          select id from outbox_emails
          where sent_at is null and failed_at is null
            and created_at > now() - make_interval(hours => ${OUTBOX_MAX_AGE_HOURS})
            and next_attempt_at <= now()
          order by created_at, id
          limit ${batch}
          for update skip locked
        )
        returning o.id, o.recipient, o.subject, o.text_body, o.reply_to, o.attempts`,
  );
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      outboxId: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      ...(row.reply_to === null ? {} : { replyTo: row.reply_to }),
      attempt: row.attempts,
    }));
}
