import {
  apiTokenIdParamsSchema,
  apiTokensResponseSchema,
  createApiTokenRequestSchema,
  createApiTokenResponseSchema,
  revokeApiTokenResponseSchema,
} from '@refnet/contracts/api-tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { createApiToken, listOwnApiTokens, revokeOwnApiToken } from './own-tokens.js';
import { staffApiTokenRoutes } from './staff-routes.js';

/**
 * Under /api/v1 (issue 21): the caller's own personal API tokens. Session-only: a token never makes, lists
 * or revokes tokens, so a leaked one cannot make itself a successor.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-tokens/',
    {
      schema: { response: { 200: apiTokensResponseSchema } },
      // Anyone signed in: a person whose approval was withdrawn can still see and revoke their tokens.
      config: { access: 'authenticated', sessionOnly: true },
    },
    async (request) => listOwnApiTokens(app.db, requireAuth(request)),
  );

  app.post(
    '/api-tokens/',
    {
      schema: { body: createApiTokenRequestSchema, response: { 200: createApiTokenResponseSchema } },
      config: { access: 'verified', sessionOnly: true },
    },
    async (request) => createApiToken(app.db, requireAuth(request), request.body),
  );

  app.delete(
    '/api-tokens/:tokenId/',
    {
      schema: { params: apiTokenIdParamsSchema, response: { 200: revokeApiTokenResponseSchema } },
      config: { access: 'authenticated', sessionOnly: true },
    },
    async (request) => revokeOwnApiToken(app.db, requireAuth(request), request.params.tokenId),
  );

  await app.register(staffApiTokenRoutes);
};
