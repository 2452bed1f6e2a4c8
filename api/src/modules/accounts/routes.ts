import { checkAuthResponseSchema, logoutResponseSchema } from '@refnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { logout } from './service.js';

/** Under /api/v1: SPEC §7.2 logout and §7.6 check-auth (login, with its second step: second-factor/). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
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
