import fp from 'fastify-plugin';
import type { ServerConfig } from '../../config.js';
import { sendOpenReferralDigests } from './open-referral-digest.js';

export interface OpenReferralDigest {
  /** Sends every digest with notices waiting, whatever its window (tests; see sendOpenReferralDigests). */
  runNow(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    openReferralDigest: OpenReferralDigest;
  }
}

/**
 * `app.openReferralDigest`: from the moment the API is ready (notices an earlier run left are picked up
 * then), the open-referral digests whose window has passed are sent every fifth of a window, so the first
 * open referral after a quiet window is announced within a fifth of it. One run at a time per instance;
 * on close, the timer stops and a run under way finishes.
 */
export default fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    const windowSeconds = config.mail.openReferralDigestSeconds;
    const mail = { mailer: app.mailer, publicUrl: config.publicUrl };
    let running: Promise<unknown> | undefined;
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      running ??= sendOpenReferralDigests(app.db, mail, { windowSeconds })
        .catch((error: unknown) => app.log.error({ err: error }, 'open-referral digests could not be sent'))
        .finally(() => (running = undefined));
    };
    app.decorate('openReferralDigest', {
      runNow: () => sendOpenReferralDigests(app.db, mail, { windowSeconds: 0 }),
    });
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, Math.max(1, windowSeconds / 5) * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'refnet-open-referral-digest', dependencies: ['refnet-database', 'refnet-mail'] },
);
