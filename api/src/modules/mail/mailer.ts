import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { recordEmail, type OutgoingEmail, type RecordedEmail } from './outbox.js';
import { startOutboxWorker } from './outbox-worker.js';

export interface Mailer {
  /** Where messages to the RefNet team go (SUPPORT_EMAIL). */
  readonly supportEmail: string;
  /**
   * Sends a message already recorded with `recordEmail`: wakes the outbox worker. Call it after the
   * transaction that recorded it commits: a message never reports a write that was rolled back, and a
   * failure to send never undoes the write (the worker retries; the outbox row keeps the error).
   */
  dispatch(email: RecordedEmail): void;
  /**
   * Runs work that records and dispatches messages after a commit (a password reset's) in the
   * background: idle() and close() wait for it too; a failure is logged.
   */
  runInBackground(task: () => Promise<void>): void;
  /** Records and dispatches a message that belongs to no transaction. */
  send(email: OutgoingEmail): Promise<void>;
  /** Resolves when no background work is left and no due message is unsent (sent, or waiting to retry). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  config: ServerConfig['mail'];
  db: Database;
  log: FastifyBaseLogger;
}

/**
 * SMTP when SMTP_URL is set, through the outbox worker (outbox-worker.ts). Without it nothing leaves the
 * machine: the outbox row and an info log line (with the text, links included) are the delivery, so a local
 * user can follow the links.
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
  const worker = transport
    ? startOutboxWorker({
        db,
        log,
        retryBaseMs: config.retryBaseMs,
        maxAttempts: config.maxAttempts,
        // Address objects, not strings: nodemailer parses a string as a list, so one field could name several.
        send: async ({ to, subject, text, replyTo }) => {
          await transport.sendMail({
            from: config.from,
            to: { address: to },
            subject,
            text,
            replyTo: replyTo === undefined ? undefined : { address: replyTo },
          });
        },
      })
    : undefined;
  const background = new Set<Promise<void>>();

  const mailer: Mailer = {
    supportEmail: config.supportEmail,
    dispatch(email) {
      if (worker) worker.nudge();
      else {
        const { outboxId, to, subject, text } = email;
        log.info({ outboxId, to, subject, text }, 'e-mail kept in the outbox (SMTP_URL is not set)');
      }
    },
    runInBackground(task) {
      const tracked = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, 'e-mails could not be recorded'))
        .finally(() => background.delete(tracked));
      background.add(tracked);
    },
    async send(email) {
      mailer.dispatch(await recordEmail(db, email));
    },
    async idle() {
      while (background.size > 0) await Promise.all(background);
      await worker?.idle();
    },
    async close() {
      await mailer.idle();
      await worker?.stop();
      transport?.close();
    },
  };
  return mailer;
}
