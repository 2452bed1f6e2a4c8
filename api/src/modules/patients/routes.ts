import {
  createPatientResponseSchema,
  currentPatientResponseSchema,
  deletePatientResponseSchema,
  patientFormSchema,
  patientListResponseSchema,
  patientPageParamsSchema,
  patientPageQuerySchema,
  patientPageResponseSchema,
  updatePatientResponseSchema,
} from '@refnet/contracts/patients';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { ServerConfig } from '../../config.js';
import { requireAuth } from '../../plugins/auth.js';
import { findActingClinician, type ActingPermission } from '../policy/acting-clinician.js';
import { acceptFormBodies, firstIssueValidatorCompiler } from './body-parsers.js';
import { PATIENT_API_MESSAGES } from './messages.js';
import { findVisiblePatient, parsePatientId } from './patient-access.js';
import { listPatientGroups, loadPatientPage } from './patient-groups.js';
import { createPatient, removePatient, updatePatient } from './patient-service.js';
import { toPatient } from './patient-views.js';

/** {px_id} is checked by parsePatientId: an id that cannot exist is a 404, like an unknown one. */
const patientIdParams = z.object({ id: z.string() });

/**
 * Under /api/v1: SPEC §7.3 patients, for verified clinicians and the delegates acting for them
 * (see policy/acting-clinician.ts). Other clinicians' patients are 404, never 403. A patient's
 * referrals are served by the referrals area (referrals/patient-referral-routes.ts).
 */
export const patientRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  app.setValidatorCompiler(firstIssueValidatorCompiler);
  await acceptFormBodies(app);

  const acting = (request: FastifyRequest, permission: ActingPermission) =>
    findActingClinician(app.db, requireAuth(request), permission, PATIENT_API_MESSAGES);
  const geocoding = (request: FastifyRequest) => ({ config, log: request.log });

  app.post(
    '/patient/create/',
    {
      schema: { body: patientFormSchema, response: { 200: createPatientResponseSchema } },
      config: { access: 'verified' },
    },
    async (request) =>
      createPatient(app.db, await acting(request, 'create'), request.body, geocoding(request)),
  );

  app.put(
    '/patient/update/:id/',
    {
      schema: {
        params: patientIdParams,
        body: patientFormSchema,
        response: { 200: updatePatientResponseSchema },
      },
      config: { access: 'verified' },
    },
    async (request) =>
      updatePatient(
        app.db,
        await acting(request, 'manage'),
        parsePatientId(request.params.id),
        request.body,
        geocoding(request),
      ),
  );

  app.delete(
    '/patient/delete/:id/',
    {
      schema: { params: patientIdParams, response: { 200: deletePatientResponseSchema } },
      config: { access: 'verified' },
    },
    async (request) =>
      removePatient(app.db, await acting(request, 'manage'), parsePatientId(request.params.id)),
  );

  app.get(
    '/patient/list/',
    { schema: { response: { 200: patientListResponseSchema } }, config: { access: 'verified' } },
    async (request, reply) => {
      const me = await acting(request, 'view');
      return app.listAnswers.send(request, reply, me.clinicianUserProfileId, () =>
        listPatientGroups(app.db, me),
      );
    },
  );

  app.get(
    '/patient/list/:group/',
    {
      schema: {
        params: patientPageParamsSchema,
        querystring: patientPageQuerySchema,
        response: { 200: patientPageResponseSchema },
      },
      config: { access: 'verified' },
    },
    async (request, reply) => {
      const me = await acting(request, 'view');
      return app.listAnswers.send(request, reply, me.clinicianUserProfileId, () =>
        loadPatientPage(app.db, me, request.params.group, request.query),
      );
    },
  );

  app.get(
    '/patient/:id/',
    {
      schema: { params: patientIdParams, response: { 200: currentPatientResponseSchema } },
      config: { access: 'verified' },
    },
    async (request) => {
      const { row, view } = await findVisiblePatient(
        app.db,
        await acting(request, 'view'),
        parsePatientId(request.params.id),
      );
      return { currentPatient: toPatient(row, view) };
    },
  );
};
