import {
  ADMIN_TEXTS,
  adminClinicianRoleProfilesResponseSchema,
  adminInsuranceAgreementsResponseSchema,
  adminPatientsResponseSchema,
  adminReferralsResponseSchema,
  adminUserProfilesResponseSchema,
  newAdminUserRequestSchema,
  newAdminUserResponseSchema,
  platformStatsResponseSchema,
  rejectInsuranceAgreementResponseSchema,
  verifyInsuranceAgreementResponseSchema,
} from '@refnet/contracts/admin';
import {
  idParamSchema,
  setVerificationRequestSchema,
  setVerificationResponseSchema,
} from '@refnet/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import { requireAuth } from '../../plugins/auth.js';
import { ADMIN_USER_GROUPS } from './admin-users.js';
import { ADMIN_CLINICIAN_ROLE_GROUPS } from './clinician-role-groups.js';
import { adminDownloadRoutes } from './download-routes.js';
import { rejectInsuranceAgreement } from './insurer-rejection.js';
import { verifyInsuranceAgreement } from './insurer-verification.js';
import { ADMIN_INSURER_GROUPS } from './insurer-groups.js';
import { readGroups } from './keyset.js';
import { createAdminUser } from './new-admin.js';
import { ADMIN_PATIENTS } from './patient-group.js';
import { loadPlatformStats } from './platform-stats.js';
import { ADMIN_REFERRAL_GROUPS } from './referral-groups.js';
import { setUserVerification } from './service.js';

/** Under /api/v1: SPEC §7.1 admin calls, for Staff and Full Admin (the auth plugin refuses everyone else). */
export const adminRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  const staff = { access: 'staff' } as const;
  const mail = { mailer: app.mailer, publicUrl: config.publicUrl };

  app.get(
    '/admin/user-profiles/',
    { schema: { response: { 200: adminUserProfilesResponseSchema } }, config: staff },
    async () => readGroups(app.db, ADMIN_USER_GROUPS),
  );

  app.get(
    '/admin/clinician-role-profiles/',
    { schema: { response: { 200: adminClinicianRoleProfilesResponseSchema } }, config: staff },
    async () => readGroups(app.db, ADMIN_CLINICIAN_ROLE_GROUPS),
  );

  app.get(
    '/admin/patients/',
    { schema: { response: { 200: adminPatientsResponseSchema } }, config: staff },
    async () => ({ patients: (await ADMIN_PATIENTS.read(app.db)).rows }),
  );

  app.get(
    '/admin/referrals/',
    { schema: { response: { 200: adminReferralsResponseSchema } }, config: staff },
    async () => readGroups(app.db, ADMIN_REFERRAL_GROUPS),
  );

  app.get(
    '/admin/insurance-agreements/',
    { schema: { response: { 200: adminInsuranceAgreementsResponseSchema } }, config: staff },
    async () => readGroups(app.db, ADMIN_INSURER_GROUPS),
  );

  app.get(
    '/admin/platform-stats/',
    { schema: { response: { 200: platformStatsResponseSchema } }, config: staff },
    async () => loadPlatformStats(app.db),
  );

  app.post(
    '/admin/set-verification/user-profile/:id/',
    {
      schema: {
        params: idParamSchema,
        body: setVerificationRequestSchema,
        response: { 200: setVerificationResponseSchema },
      },
      config: staff,
    },
    async (request) =>
      setUserVerification(app.db, mail, requireAuth(request), request.params.id, request.body.setVerified),
  );

  app.post(
    '/insurance-agreements/verify/:id/',
    {
      schema: { params: idParamSchema, response: { 200: verifyInsuranceAgreementResponseSchema } },
      config: staff,
    },
    async (request) => verifyInsuranceAgreement(app.db, requireAuth(request), request.params.id),
  );

  // Not in SPEC (issue 17): the counterpart of verify, for an insurer the team does not recognise.
  app.post(
    '/insurance-agreements/reject/:id/',
    {
      schema: { params: idParamSchema, response: { 200: rejectInsuranceAgreementResponseSchema } },
      config: staff,
    },
    async (request) => rejectInsuranceAgreement(app.db, mail, requireAuth(request), request.params.id),
  );

  app.post(
    '/admin/new-admin-user/',
    {
      schema: { body: newAdminUserRequestSchema, response: { 200: newAdminUserResponseSchema } },
      // Refused before the body is read, so Staff hear why whatever they sent.
      config: { access: 'full-admin', staffRefusal: ADMIN_TEXTS.fullAdminOnly },
    },
    async (request) => createAdminUser(app.db, requireAuth(request), request.body),
  );

  await app.register(adminDownloadRoutes);
};
