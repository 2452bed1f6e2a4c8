import {
  checkClinicRequestSchema,
  checkClinicResponseSchema,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
} from '@refnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import { perIpLimit } from '../../plugins/rate-limit.js';
import { geocodeOrFail } from '../geocoding/http.js';
import { checkEmail, clinicPostcode } from './service.js';

/** Under /api/v1: SPEC §7.5 registration checks. */
export const registrationRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (
  app,
  { config },
) => {
  app.post(
    '/register/check-email/',
    {
      schema: { body: checkEmailRequestSchema, response: { 200: checkEmailResponseSchema } },
      config: {
        access: 'public',
        // Same per-IP budget as login, so the check cannot cheaply enumerate accounts.
        rateLimit: perIpLimit(config),
      },
    },
    async (request) => checkEmail(app.db, request.body.email),
  );

  app.post(
    '/register/check-clinic/',
    {
      schema: { body: checkClinicRequestSchema, response: { 200: checkClinicResponseSchema } },
      config: { access: 'public' },
    },
    async (request) => {
      const postcode = clinicPostcode(request.body);
      if (postcode === '') return { addressValid: false };
      const result = await geocodeOrFail(app.db, postcode, config, request.log);
      return { addressValid: result.status === 'found' };
    },
  );
};
