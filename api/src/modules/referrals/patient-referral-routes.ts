import { patientReferralsResponseSchema } from '@refnet/contracts/patients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { requireAuth } from '../../plugins/auth.js';
import { firstIssueValidatorCompiler } from '../patients/body-parsers.js';
import { PATIENT_API_MESSAGES } from '../patients/messages.js';
import { parsePatientId } from '../patients/patient-access.js';
import { findActingClinician } from '../policy/acting-clinician.js';
import { listPatientReferrals } from './patient-referrals.js';

/** {px_id} is checked by parsePatientId: an id that cannot exist is a 404, like an unknown one. */
const patientIdParams = z.object({ id: z.string() });

/**
 * Under /api/v1: SPEC §7.3 a patient's referrals. Served here, beside the referrals it reads (the
 * patients area sits below referrals), and validated and worded as the other patient routes.
 */
export const patientReferralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setValidatorCompiler(firstIssueValidatorCompiler);

  app.get(
    '/patient/referrals/:id/',
    {
      schema: { params: patientIdParams, response: { 200: patientReferralsResponseSchema } },
      config: { access: 'verified' },
    },
    async (request) => {
      const acting = await findActingClinician(
        app.db,
        requireAuth(request),
        'viewReferrals',
        PATIENT_API_MESSAGES,
      );
      return listPatientReferrals(app.db, acting, parsePatientId(request.params.id));
    },
  );
};
