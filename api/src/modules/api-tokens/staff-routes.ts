import {
  apiTokenIdParamsSchema,
  staffApiTokensQuerySchema,
  staffApiTokensResponseSchema,
  staffRevokeApiTokenResponseSchema,
} from '@refnet/contracts/api-tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { listApiTokensForStaff, revokeApiTokenAsStaff } from './staff-tokens.js';

/** Under /api/v1 (issue 21): every user's personal API tokens, for Staff and Full Admin. */
export const staffApiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { access: 'staff', sessionOnly: true } as const;

  app.get(
    '/staff/api-tokens/',
    {
      schema: { querystring: staffApiTokensQuerySchema, response: { 200: staffApiTokensResponseSchema } },
      config: staff,
    },
    async (request) => listApiTokensForStaff(app.db, request.query),
  );

  app.delete(
    '/staff/api-tokens/:tokenId/',
    {
      schema: { params: apiTokenIdParamsSchema, response: { 200: staffRevokeApiTokenResponseSchema } },
      config: staff,
    },
    async (request) => revokeApiTokenAsStaff(app.db, requireAuth(request), request.params.tokenId),
  );
};
