import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { claimDueEmails, type ClaimedEmail } from './outbox-claims.js';
import { markEmailFailed, markEmailSent } from './outbox.js';

export interface OutboxWorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Hands one message to the mail server; throws when it was not accepted. */
  send: (email: ClaimedEmail) => Promise<void>;
  /** The first retry's delay; each later one doubles it, up to an hour. */
  retryBaseMs: number;
  /** Tries before a message is given up. */
  maxAttempts: number;
}

/** Messages taken per pass, and sent at once (each SMTP send is its own connection). */
const BATCH = 20;
const PARALLEL_SENDS = 4;
/** A claimed message is left alone this long: far more than one SMTP send may take (30 s socket timeout). */
const LEASE_MS = 2 * 60_000;
/** How often the outbox is looked at without a nudge: retries that came due, another instance's leftovers. */
const POLL_MS = 5_000;
const MAX_RETRY_MS = 60 * 60_000;

export interface OutboxWorker {
  /** Look at the outbox soon (a message was just recorded and committed). */
  nudge(): void;
  /** Resolves when no due message is left and no send is under way. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The transactional outbox's sender, one per API instance. Messages are recorded in the transaction of the
 * change they report and sent from here after it commits: claimed with a lease (claimDueEmails), sent,
 * marked sent; a failed send is tried again with a doubling delay, then given up. Whatever an instance
 * leaves behind (killed between commit and send, or during a send) is taken up again by the next pass of
 * any instance, this one after a restart included. A send that succeeded but was not recorded (a crash in
 * between) is sent again: at least once, as SMTP allows.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log } = options;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const retryDelay = (attempt: number) => Math.min(options.retryBaseMs * 2 ** (attempt - 1), MAX_RETRY_MS);

  async function deliver(email: ClaimedEmail) {
    try {
      await options.send(email);
    } catch (error) {
      const lastTry = email.attempt >= options.maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, outboxId: email.outboxId, attempt: email.attempt, lastTry }, 'e-mail not sent');
      await markEmailFailed(db, email.outboxId, message, lastTry ? null : retryDelay(email.attempt));
      return;
    }
    await markEmailSent(db, email.outboxId, email.text);
  }

  /** One batch: how many messages it took. */
  async function pass(): Promise<number> {
    const claimed = await claimDueEmails(db, BATCH, LEASE_MS);
    for (let start = 0; start < claimed.length; start += PARALLEL_SENDS)
      await Promise.all(claimed.slice(start, start + PARALLEL_SENDS).map(deliver));
    return claimed.length;
  }

  /** Passes until one finds nothing due; a failure (the database away) waits for the next poll. */
  async function drain(): Promise<number> {
    let total = 0;
    try {
      for (let taken = await pass(); taken > 0 && !stopped; taken = await pass()) total += taken;
    } catch (error) {
      log.warn({ err: error }, 'the outbox could not be read; trying again at the next poll');
    }
    return total;
  }

  const worker: OutboxWorker = {
    nudge() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = drain().finally(() => {
        running = null;
        if (again) {
          again = false;
          worker.nudge();
        }
      });
    },
    async idle() {
      while (!stopped) {
        if (!running) worker.nudge();
        const taken = await running;
        if (taken === 0 && !running) return;
      }
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      if (running) await running;
    },
  };
  // Never later than the first retry is due.
  const poll = setInterval(() => worker.nudge(), Math.min(POLL_MS, options.retryBaseMs));
  poll.unref();
  worker.nudge();
  return worker;
}
