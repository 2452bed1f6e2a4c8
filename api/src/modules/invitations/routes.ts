import { inviteClinicianRequestSchema, inviteClinicianResponseSchema } from '@refnet/contracts/clinicians';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import { requireAuth } from '../../plugins/auth.js';
import { firstIssueValidatorCompiler } from '../patients/body-parsers.js';
import { inviteClinician } from './service.js';

/** Under /api/v1: SPEC §7.6 invite a clinician (any verified user: clinician, delegate or staff). */
export const invitationRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  // The modal shows one sentence: the first failing field's.
  app.setValidatorCompiler(firstIssueValidatorCompiler);

  app.post(
    '/user/invite-clinician/',
    {
      schema: { body: inviteClinicianRequestSchema, response: { 200: inviteClinicianResponseSchema } },
      config: { access: 'verified' },
    },
    async (request) =>
      inviteClinician(app.db, app.mailer, config.publicUrl, requireAuth(request), request.body),
  );
};
