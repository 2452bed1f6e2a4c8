import { appConfigSchema, appVersionResponseSchema } from '@refnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import { NO_CACHE } from '../../http/cache-control.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/database-unavailable.js';
import { databaseAnswers, liveResponseSchema, readyResponseSchema } from './health.js';
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
      if (await databaseAnswers(app.db)) return { status: 'ready' as const, database: 'up' as const };
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', database: 'down' });
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
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return body;
    },
  );
};
