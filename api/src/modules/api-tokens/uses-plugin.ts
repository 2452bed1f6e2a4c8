import fp from 'fastify-plugin';
import { runInBackground } from '../../plugins/background-job.js';
import { pruneApiTokenUses, recordApiTokenUse } from './token-uses.js';

const PRUNE_EVERY_MS = 60 * 60_000;

/** The writes of the uses answered so far, for a test or a shutdown to wait on. */
export interface ApiTokenUseLog {
  /** Settles once every use answered so far is written (or its failure logged). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiTokenUses: ApiTokenUseLog;
  }
}

/**
 * Writes each request a personal API token made into the audit trail (`api_token_uses`) once it has been
 * answered, with its status, so that the answer never waits for it. A failed write is logged; the request
 * was answered already. The auth plugin says which requests an API token made (`request.apiToken`); one it
 * refused for the token's rate limit did nothing and is not recorded. Uses older than `retentionDays` are
 * removed once the server is ready and then every hour, in the background.
 */
export default fp<{ retentionDays: number }>(
  async (app, { retentionDays }) => {
    const pending = new Set<Promise<void>>();
    app.decorate('apiTokenUses', {
      idle: async () => {
        while (pending.size > 0) await Promise.all(pending);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      const { apiToken } = request;
      if (!apiToken || reply.statusCode === 429) return;
      const use = recordApiTokenUse(app.db, {
        tokenId: apiToken.id,
        tokenName: apiToken.name,
        userId: apiToken.userId,
        method: request.method,
        route: request.routeOptions.url ?? '',
        statusCode: reply.statusCode,
      }).then(
        () => undefined,
        (error: unknown) => request.log.error({ err: error }, 'api token use not recorded'),
      );
      pending.add(use);
      void use.finally(() => pending.delete(use));
    });

    runInBackground(app, {
      name: 'remove api token uses past their retention',
      everyMs: PRUNE_EVERY_MS,
      run: () => pruneApiTokenUses(app.db, retentionDays),
    });

    app.addHook('onClose', async () => {
      await app.apiTokenUses.idle();
    });
  },
  { name: 'refnet-api-token-uses', dependencies: ['refnet-auth'] },
);
