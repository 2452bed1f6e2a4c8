import {
  checkAuthResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
} from '@refnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIpLimit } from '../../plugins/rate-limit.js';
import { login, logout } from './service.js';

/** Under /api/v1: SPEC §7.2 login/logout and §7.6 check-auth. */
export const accountsRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  const throttle = config.loginThrottle;

  app.post(
    '/login/',
    {
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
      config: {
        access: 'public',
        rateLimit: perIpLimit(config),
      },
    },
    async (request) => login(app.db, { ...request.body, ipAddress: request.ip }, throttle),
  );

  app.post(
    '/logout/',
    {
      schema: { response: { 200: logoutResponseSchema } },
      config: { access: 'authenticated', sessionOnly: true },
    },
    async (request) => {
      await logout(app.db, requireAuth(request));
      return { success: true } as const;
    },
  );

  app.get(
    '/user/check-auth/',
    { schema: { response: { 200: checkAuthResponseSchema } }, config: { access: 'authenticated' } },
    async (request) => requireAuth(request).identity,
  );
};
