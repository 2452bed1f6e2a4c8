import {
  ADDRESS_NOT_FOUND_MESSAGE,
  POSTCODE_INVALID_MESSAGE,
  getGpsRequestSchema,
  getGpsResponseSchema,
} from '@refnet/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { geocodeOrFail, notLocatedMessage } from './http.js';

/** Under /api/v1: SPEC §7.2 POST /get-gps/. */
export const geocodingRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  app.post(
    '/get-gps/',
    {
      schema: { body: getGpsRequestSchema, response: { 200: getGpsResponseSchema } },
      config: { access: 'public' },
    },
    async (request) => {
      const result = await geocodeOrFail(app.db, request.body.postCode, config, request.log);
      if (result.status === 'invalid') throw new HttpProblem(400, dangerBody(POSTCODE_INVALID_MESSAGE));
      if (result.status === 'unknown') {
        throw new HttpProblem(404, dangerBody(notLocatedMessage(result, ADDRESS_NOT_FOUND_MESSAGE)));
      }
      return result.coordinates;
    },
  );
};
