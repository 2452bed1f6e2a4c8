import {
  CHECK_CLINIC_DIRECTORY_LIMITED,
  checkClinicRequestSchema,
  checkClinicResponseSchema,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  verifyEmailResponseSchema,
} from '@refnet/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerConfig } from '../../config.js';
import { perIpLimit } from '../../plugins/rate-limit.js';
import { geocodeOrFail } from '../geocoding/http.js';
import { register } from './register.js';
import { checkEmail, clinicPostcode } from './service.js';
import { verifyEmail } from './verify-email.js';

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
      if (result.status === 'unknown' && result.directoryOnly) {
        return { addressValid: false, reason: CHECK_CLINIC_DIRECTORY_LIMITED };
      }
      return { addressValid: result.status === 'found' };
    },
  );

  app.post(
    '/register/',
    {
      schema: { body: registerRequestSchema, response: { 200: registerResponseSchema } },
      config: { access: 'public', rateLimit: perIpLimit(config) },
    },
    async (request) => register(app.db, app.mailer, config, request.body, request.log),
  );

  // SPEC path: /register/verify-email/user={user}&time={time}&code={code}/. The router cannot split
  // one segment into parameters, so the segment arrives whole and verifyEmail parses it.
  app.post(
    '/register/verify-email/:link',
    {
      schema: { params: z.object({ link: z.string() }), response: { 200: verifyEmailResponseSchema } },
      config: { access: 'public', rateLimit: perIpLimit(config) },
    },
    async (request) => verifyEmail(app.db, app.mailer, request.params.link),
  );
};
