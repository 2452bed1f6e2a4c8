import {
  clinicianInformationResponseSchema,
  clinicianProfilesResponseSchema,
  clinicsResponseSchema,
  createClinicRequestSchema,
  deactivateClinicRequestSchema,
  idParamSchema,
  messageResponseSchema,
  notificationUpdateRequestSchema,
  notificationUpdateResponseSchema,
  profilePictureUploadRequestSchema,
  profilePictureUploadResponseSchema,
  referralContactsUpdateRequestSchema,
  referralContactsUpdateResponseSchema,
  removeClinicRequestSchema,
  updateClinicRequestSchema,
  updateInsuranceAgreementsRequestSchema,
  updateUserRequestSchema,
  updateUserResponseSchema,
} from '@refnet/contracts/accounts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { ServerConfig } from '../../config.js';
import { IMMUTABLE } from '../../http/cache-control.js';
import { MESSAGES } from '../../http/messages.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { requireAuth } from '../../plugins/auth.js';
import {
  deactivateOwnAccount,
  updateNotificationSetting,
  updateReferralContacts,
  updateUser,
} from './account-service.js';
import { findCaller } from '../policy/caller.js';
import {
  createClinic,
  removeClinic,
  setClinicDeactivated,
  updateClinic,
  updateInsuranceAgreements,
} from './clinic-service.js';
import { getClinicianInformation } from './clinician-information.js';
import { getClinics } from './clinician-views.js';
import { findProfilePicture, uploadProfilePicture } from './profile-picture.js';

// A picture of 700 KB is ~955 KB of base64: over Fastify's 1 MiB default once wrapped in JSON
// with some room, so the route's own check answers "too large" instead of a bare 413.
const PICTURE_BODY_LIMIT = 2 * 1024 * 1024;

/** Under /api/v1: SPEC §7.6 the user's own profile, clinics and settings; §7.2 clinics. */
export const profileRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  const caller = (request: FastifyRequest) => findCaller(requireAuth(request));
  const geocoding = (request: FastifyRequest) => ({ config, log: request.log });

  app.get(
    '/user/clinician-information/',
    {
      schema: { response: { 200: clinicianInformationResponseSchema } },
      config: { access: 'authenticated' },
    },
    async (request) => getClinicianInformation(app.db, await caller(request)),
  );

  app.put(
    '/user/update/',
    {
      schema: { body: updateUserRequestSchema, response: { 200: updateUserResponseSchema } },
      config: { access: 'authenticated' },
    },
    async (request) => updateUser(app.db, await caller(request), request.body),
  );

  app.post(
    '/user/clinician-information/create/',
    {
      schema: { body: createClinicRequestSchema, response: { 200: clinicianProfilesResponseSchema } },
      config: { access: 'authenticated' },
    },
    async (request) => createClinic(app.db, await caller(request), request.body, geocoding(request)),
  );

  app.put(
    '/user/clinician-information/update/:id/',
    {
      schema: {
        params: idParamSchema,
        body: updateClinicRequestSchema,
        response: { 200: clinicianProfilesResponseSchema },
      },
      config: { access: 'authenticated' },
    },
    async (request) =>
      updateClinic(app.db, await caller(request), request.params.id, request.body, geocoding(request)),
  );

  app.put(
    '/user/clinician-information/deactivate/:id/',
    {
      schema: {
        params: idParamSchema,
        body: z.nullish(deactivateClinicRequestSchema),
        response: { 200: clinicianProfilesResponseSchema },
      },
      config: { access: 'authenticated' },
    },
    async (request) =>
      setClinicDeactivated(
        app.db,
        await caller(request),
        request.params.id,
        request.body?.isDeactivated ?? true,
      ),
  );

  app.post(
    '/user/clinician-information/remove-clinic/',
    {
      schema: { body: removeClinicRequestSchema, response: { 200: clinicianProfilesResponseSchema } },
      config: { access: 'authenticated' },
    },
    async (request) => removeClinic(app.db, await caller(request), request.body),
  );

  app.put(
    '/user/clinician-information/update-insurance-agreements/',
    {
      schema: {
        body: updateInsuranceAgreementsRequestSchema,
        response: { 200: clinicianProfilesResponseSchema },
      },
      config: { access: 'authenticated' },
    },
    async (request) => updateInsuranceAgreements(app.db, await caller(request), request.body),
  );

  app.put(
    '/user/referral-contacts-update/',
    {
      schema: {
        body: referralContactsUpdateRequestSchema,
        response: { 200: referralContactsUpdateResponseSchema },
      },
      config: { access: 'authenticated' },
    },
    async (request) =>
      updateReferralContacts(app.db, await caller(request), request.body.appointmentsContacts),
  );

  app.put(
    '/user/notifications/update/',
    {
      schema: { body: notificationUpdateRequestSchema, response: { 200: notificationUpdateResponseSchema } },
      config: { access: 'authenticated' },
    },
    async (request) => updateNotificationSetting(app.db, await caller(request), request.body),
  );

  app.post(
    '/user/profile-pic/upload/',
    {
      bodyLimit: PICTURE_BODY_LIMIT,
      schema: {
        body: profilePictureUploadRequestSchema,
        response: { 200: profilePictureUploadResponseSchema },
      },
      config: { access: 'authenticated' },
    },
    async (request) => uploadProfilePicture(app.db, await caller(request), request.body.image),
  );

  // Public: the key in the URL is random and unguessable, and <img> cannot send a token.
  app.get(
    '/profile-pictures/:publicKey',
    {
      schema: { params: z.object({ publicKey: z.string() }) },
      config: {
        access: 'public',
        binaryAnswer: { description: 'The picture, a PNG or a JPEG.', contentType: 'image/*' },
      },
    },
    async (request, reply) => {
      const picture = await findProfilePicture(app.db, request.params.publicKey);
      if (!picture) throw new HttpProblem(404, dangerBody(MESSAGES.notFound));
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(picture.data);
    },
  );

  app.delete(
    '/user/deactivate-account/:id/',
    {
      schema: { params: idParamSchema, response: { 200: messageResponseSchema } },
      // Closing the account is the person's own act, never a system's (personal API tokens).
      config: { access: 'authenticated', sessionOnly: true },
    },
    async (request) => deactivateOwnAccount(app.db, await caller(request), request.params.id),
  );

  app.get(
    '/clinics/',
    { schema: { response: { 200: clinicsResponseSchema } }, config: { access: 'verified' } },
    async (request) => getClinics(app.db, await caller(request)),
  );
};
