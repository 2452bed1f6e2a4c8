import compress from '@fastify/compress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../config.js';
import { accountsRoutes } from './accounts/routes.js';
import { adminRoutes } from './admin/routes.js';
import { analyticsRoutes } from './analytics/routes.js';
import { apiTokenRoutes } from './api-tokens/routes.js';
import { attachmentRoutes } from './attachments/routes.js';
import { clinicianRoutes } from './clinicians/routes.js';
import { conversationRoutes } from './conversation/routes.js';
import { delegateRoutes } from './delegates/routes.js';
import { geocodingRoutes } from './geocoding/routes.js';
import { invitationRoutes } from './invitations/routes.js';
import { passwordRoutes } from './passwords/routes.js';
import { patientRoutes } from './patients/routes.js';
import { patientReferralRoutes } from './referrals/patient-referral-routes.js';
import { profileRoutes } from './profile/routes.js';
import { referenceDataRoutes } from './reference-data/routes.js';
import { referralRoutes } from './referrals/routes.js';
import { registrationRoutes } from './registration/routes.js';
import { releaseRoutes } from './releases/routes.js';
import { secondFactorRoutes } from './second-factor/routes.js';
import { supportRoutes } from './support/routes.js';
import { systemApiRoutes } from './system/routes.js';

/** Everything under /api/v1, one encapsulated plugin per SPEC area. */
export const apiRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  // A busy clinician's referral lists run to a megabyte of JSON; gzip makes them about 15 times smaller.
  // gzip only: brotli at its default quality costs more time than it saves on the wire.
  await app.register(compress, { threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(systemApiRoutes);
  await app.register(accountsRoutes);
  await app.register(secondFactorRoutes, { config });
  await app.register(referenceDataRoutes);
  await app.register(geocodingRoutes, { config });
  await app.register(registrationRoutes, { config });
  await app.register(passwordRoutes, { config });
  await app.register(supportRoutes, { config });
  await app.register(profileRoutes, { config });
  await app.register(patientRoutes, { config });
  await app.register(patientReferralRoutes);
  await app.register(clinicianRoutes);
  await app.register(adminRoutes, { config });
  await app.register(invitationRoutes, { config });
  await app.register(referralRoutes, { config });
  await app.register(attachmentRoutes, { config });
  await app.register(conversationRoutes, { config });
  await app.register(analyticsRoutes);
  await app.register(delegateRoutes, { config });
  await app.register(releaseRoutes, { config });
  await app.register(apiTokenRoutes);
};
