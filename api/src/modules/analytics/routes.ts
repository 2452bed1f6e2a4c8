import {
  ANALYTICS_DEFAULT_SIZE,
  analyticsParamsSchema,
  analyticsResponseSchema,
} from '@refnet/contracts/referrals';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { findActingClinician } from '../policy/acting-clinician.js';
import { REFERRAL_API_MESSAGES } from '../referrals/messages.js';
import { getAnalytics } from './analytics-service.js';

/**
 * Under /api/v1: SPEC §7.6 GET /user/analytics-data/{number}/ (default 5) for approved clinicians and
 * the delegates allowed to view their clinician's referrals; staff keep no referrals (403).
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const analyticsOf = async (request: FastifyRequest, reply: FastifyReply, size: number) => {
    const me = await findActingClinician(
      app.db,
      requireAuth(request),
      'viewReferrals',
      REFERRAL_API_MESSAGES,
    );
    return app.listAnswers.send(request, reply, me.clinicianUserProfileId, () =>
      getAnalytics(app.db, me, size),
    );
  };

  app.get(
    '/user/analytics-data/:number/',
    {
      schema: { params: analyticsParamsSchema, response: { 200: analyticsResponseSchema } },
      config: { access: 'verified' },
    },
    async (request, reply) => analyticsOf(request, reply, request.params.number),
  );

  app.get(
    '/user/analytics-data/',
    { schema: { response: { 200: analyticsResponseSchema } }, config: { access: 'verified' } },
    async (request, reply) => analyticsOf(request, reply, ANALYTICS_DEFAULT_SIZE),
  );
};
