import {
  idParamSchema,
  insuranceAgreementSchema,
  insuranceAgreementsResponseSchema,
  jobRoleSchema,
  jobRolesResponseSchema,
} from '@refnet/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getInsuranceAgreement,
  getJobRole,
  listFilteredJobRoles,
  listInsuranceAgreements,
  listJobRoles,
} from './service.js';

/** Under /api/v1: SPEC §7.2 job roles and insurance agreements (public reference data). */
export const referenceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/job-roles/',
    { schema: { response: { 200: jobRolesResponseSchema } }, config: { access: 'public' } },
    async () => listJobRoles(app.db),
  );

  app.get(
    '/job-roles/filtered/',
    { schema: { response: { 200: jobRolesResponseSchema } }, config: { access: 'public' } },
    async () => listFilteredJobRoles(app.db),
  );

  app.get(
    '/job-roles/:id/',
    { schema: { params: idParamSchema, response: { 200: jobRoleSchema } }, config: { access: 'public' } },
    async (request) => getJobRole(app.db, request.params.id),
  );

  app.get(
    '/insurance-agreements/',
    { schema: { response: { 200: insuranceAgreementsResponseSchema } }, config: { access: 'public' } },
    async () => listInsuranceAgreements(app.db),
  );

  app.get(
    '/insurance-agreements/:id/',
    {
      schema: { params: idParamSchema, response: { 200: insuranceAgreementSchema } },
      config: { access: 'public' },
    },
    async (request) => getInsuranceAgreement(app.db, request.params.id),
  );
};
