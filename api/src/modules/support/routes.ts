import {
  errorNotificationRequestSchema,
  featureRequestSchema,
  helpRequestSchema,
  supportResponseSchema,
} from '@refnet/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { ServerConfig } from '../../config.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIpLimit } from '../../plugins/rate-limit.js';
import { optionalSession } from './optional-session.js';
import { reportError, requestFeature, requestHelp } from './service.js';

/** Under /api/v1: SPEC §7.6 help and feature requests, §7.2 error notification. */
export const supportRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  app.post(
    '/user/request-help/',
    {
      schema: { body: helpRequestSchema, response: { 200: supportResponseSchema } },
      // Public, so that signed-out visitors can ask; each request e-mails the team, hence the limit.
      config: { access: 'public', rateLimit: perIpLimit(config) },
    },
    async (request) => requestHelp(app.db, app.mailer, request.body, await optionalSession(request)),
  );

  app.post(
    '/user/request-feature/',
    {
      schema: { body: featureRequestSchema, response: { 200: supportResponseSchema } },
      config: { access: 'authenticated' },
    },
    async (request) => requestFeature(app.db, app.mailer, request.body, requireAuth(request)),
  );

  app.post(
    '/error-notification/',
    {
      schema: { body: errorNotificationRequestSchema, response: { 204: z.null() } },
      config: { access: 'public', rateLimit: perIpLimit(config) },
      bodyLimit: 256 * 1024, // 20,000 characters, even if every one arrives \u-escaped
    },
    async (request, reply) => {
      const session = await optionalSession(request);
      await reportError(app.db, app.mailer, request.body, { session, ipAddress: request.ip });
      return reply.code(204).send(null);
    },
  );
};
