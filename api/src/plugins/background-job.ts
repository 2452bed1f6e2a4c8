import type { FastifyInstance } from 'fastify';

export interface BackgroundJob {
  /** What the log calls it ("sweep stored files"). */
  name: string;
  everyMs: number;
  /** One run; how many things it removed or sent, for the log. */
  run: () => Promise<number>;
}

/**
 * Runs `job` once the server is ready and then every `everyMs`, in the background: one run at a time (a
 * tick while one is under way is skipped), its count logged when above 0, a failure logged as a warning.
 * On close the timer stops and a run under way finishes before the database and stores close.
 */
export function runInBackground(app: FastifyInstance, job: BackgroundJob): void {
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running ??= job
      .run()
      .then(
        (count) => {
          if (count > 0) app.log.info({ count }, job.name);
        },
        (error: unknown) => app.log.warn({ err: error }, `could not ${job.name}`),
      )
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
