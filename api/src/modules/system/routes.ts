import { appConfigSchema, appVersionResponseSchema } from '@refnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import { NO_CACHE } from '../../http/cache-control.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/database-unavailable.js';
import { currentRemoteManifests } from '../releases/service.js';
import { databaseAnswers, liveResponseSchema, readyResponseSchema, type ReadyResponse } from './health.js';
import { appVersion, frontendConfig } from './service.js';

/** Under /api/v1. */
export const systemApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-version/',
    { schema: { response: { 200: appVersionResponseSchema } }, config: { access: 'public' } },
    async () => appVersion(),
  );

  app.get(
    '/health/live',
    { schema: { response: { 200: liveResponseSchema } }, config: { access: 'public' } },
    async () => ({ status: 'live' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: { response: { 200: readyResponseSchema, 503: readyResponseSchema } },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      const database: ReadyResponse['database'] = (await databaseAnswers(app.db)) ? 'up' : 'down';
      if (app.draining) return reply.code(503).send({ status: 'shutting down', database });
      if (database === 'up') return { status: 'ready' as const, database };
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', database });
    },
  );
};

/** At the site root, next to the shell's index.html. */
export const frontendConfigRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (
  app,
  { config },
) => {
  const body = frontendConfig(config);
  app.get(
    '/config.json',
    { schema: { response: { 200: appConfigSchema } }, config: { access: 'public' } },
    async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      try {
        return { ...body, remotes: await currentRemoteManifests(app.db, config.remotes) };
      } catch (error) {
        // Without the database the app still starts, on the builds the server was started with.
        request.log.warn({ err: error }, 'remote releases unreadable; /config.json names the default builds');
        return body;
      }
    },
  );
};
