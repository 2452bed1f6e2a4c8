import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import {
  markEmailFailed,
  markEmailSent,
  recordEmail,
  type OutgoingEmail,
  type RecordedEmail,
} from './outbox.js';

export interface Mailer {
  /** Where messages to the RefNet team go (SUPPORT_EMAIL). */
  readonly supportEmail: string;
  /**
   * Sends a message already recorded with `recordEmail`, in the background. Call it after the
   * transaction that recorded it commits: a message never reports a write that was rolled back,
   * and a failure to send never undoes the write (it is logged and kept on the outbox row).
   */
  dispatch(email: RecordedEmail): void;
  /**
   * Runs work that records and dispatches messages after a commit (an open referral's notices) in the
   * background: idle() and close() wait for it too; a failure is logged.
   */
  runInBackground(task: () => Promise<void>): void;
  /** Records and dispatches a message that belongs to no transaction. */
  send(email: OutgoingEmail): Promise<void>;
  /** Resolves when every dispatched message has been sent or has failed. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  config: ServerConfig['mail'];
  db: Database;
  log: FastifyBaseLogger;
}

/**
 * SMTP when SMTP_URL is set. Without it nothing leaves the machine: the outbox row and an info log
 * line (with the text, links included) are the delivery, so a local user can follow the links.
 */
export function createMailer({ config, db, log }: MailerOptions): Mailer {
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(email: RecordedEmail) {
    const { outboxId, to, subject, text, replyTo } = email;
    if (!transport) {
      log.info({ outboxId, to, subject, text }, 'e-mail kept in the outbox (SMTP_URL is not set)');
      return;
    }
    try {
      // Address objects, not strings: nodemailer parses a string as a list, so one field could name several.
      await transport.sendMail({
        from: config.from,
        to: { address: to },
        subject,
        text,
        replyTo: replyTo === undefined ? undefined : { address: replyTo },
      });
      await markEmailSent(db, outboxId, text);
    } catch (error) {
      log.error({ err: error, outboxId, to, subject }, 'e-mail could not be sent');
      await markEmailFailed(db, outboxId, error instanceof Error ? error.message : String(error));
    }
  }

  const track = (work: Promise<void>, onError: (error: unknown) => void) => {
    const tracked = work.catch(onError).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  const mailer: Mailer = {
    supportEmail: config.supportEmail,
    dispatch(email) {
      track(deliver(email), (error) =>
        log.error({ err: error, outboxId: email.outboxId }, 'e-mail delivery failed'),
      );
    },
    runInBackground(task) {
      track(Promise.resolve().then(task), (error) =>
        log.error({ err: error }, 'e-mails could not be recorded'),
      );
    },
    async send(email) {
      mailer.dispatch(await recordEmail(db, email));
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    async close() {
      await mailer.idle();
      transport?.close();
    },
  };
  return mailer;
}
