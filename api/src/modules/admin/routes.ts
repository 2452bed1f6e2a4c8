import {
  idParamSchema,
  setVerificationRequestSchema,
  setVerificationResponseSchema,
} from '@refnet/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { setUserVerification } from './service.js';

/** Under /api/v1: SPEC §7.1 admin calls. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/set-verification/user-profile/:id/',
    {
      schema: {
        params: idParamSchema,
        body: setVerificationRequestSchema,
        response: { 200: setVerificationResponseSchema },
      },
      config: { access: 'staff' },
    },
    async (request) =>
      setUserVerification(app.db, requireAuth(request), request.params.id, request.body.setVerified),
  );
};
