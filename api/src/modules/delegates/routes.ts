import {
  DELEGATE_MESSAGES,
  completeDelegateRegistrationRequestSchema,
  completeDelegateRegistrationResponseSchema,
  delegateChangeResponseSchema,
  delegateInvitationResponseSchema,
  delegateLinkRequestSchema,
  delegatesResponseSchema,
  inviteDelegateRequestSchema,
  inviteDelegateResponseSchema,
  updateDelegatePermissionsRequestSchema,
} from '@refnet/contracts/accounts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { ServerConfig } from '../../config.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIpLimit } from '../../plugins/rate-limit.js';
import { isLinkIssue, validatorReplacingMessage } from '../passwords/link-validation.js';
import { completeDelegateRegistration } from './complete-registration.js';
import { listDelegates } from './delegate-lists.js';
import { getDelegateInvitation } from './invitation.js';
import { inviteDelegate } from './invite.js';
import { deactivateDelegate, restoreDelegate, updateDelegatePermissions } from './manage.js';
import { findManagingClinician } from './managing-clinician.js';

/** Under /api/v1: SPEC §7.5 delegate invitation and sign-up, §7.6 delegate management. */
export const delegateRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  const clinician = (request: FastifyRequest) => findManagingClinician(app.db, requireAuth(request));

  app.post(
    '/register-delegate/',
    {
      schema: { body: inviteDelegateRequestSchema, response: { 200: inviteDelegateResponseSchema } },
      config: { access: 'verified' },
    },
    async (request) => inviteDelegate(app.db, app.mailer, config, requireAuth(request), request.body),
  );

  // SPEC path: /get-verify-delegate/user={user}&time={time}&code={code}/ — one segment, parsed whole.
  app.get(
    '/get-verify-delegate/:link',
    {
      schema: { params: z.object({ link: z.string() }), response: { 200: delegateInvitationResponseSchema } },
      config: { access: 'public', rateLimit: perIpLimit(config) },
    },
    async (request) => getDelegateInvitation(app.db, request.params.link),
  );

  app.put(
    '/verify-delegate/',
    {
      schema: {
        body: completeDelegateRegistrationRequestSchema,
        response: { 200: completeDelegateRegistrationResponseSchema },
      },
      // A malformed link reads as any other unusable invitation, not "userHash: Invalid link."
      validatorCompiler: validatorReplacingMessage(DELEGATE_MESSAGES.invitationInvalid, isLinkIssue),
      config: { access: 'public', rateLimit: perIpLimit(config) },
    },
    async (request) => completeDelegateRegistration(app.db, request.body),
  );

  app.get(
    '/user/delegates/',
    { schema: { response: { 200: delegatesResponseSchema } }, config: { access: 'verified' } },
    async (request) => listDelegates(app.db, (await clinician(request)).userProfileId),
  );

  app.post(
    '/user/delegate/deactivate/',
    {
      schema: { body: delegateLinkRequestSchema, response: { 200: delegateChangeResponseSchema } },
      config: { access: 'verified' },
    },
    async (request) => deactivateDelegate(app.db, await clinician(request), request.body.id),
  );

  app.post(
    '/user/delegate/restore/',
    {
      schema: { body: delegateLinkRequestSchema, response: { 200: delegateChangeResponseSchema } },
      config: { access: 'verified' },
    },
    async (request) => restoreDelegate(app.db, await clinician(request), request.body.id),
  );

  // The SPEC spells the path so.
  app.post(
    '/user/delegate/update-permisison/',
    {
      schema: {
        body: updateDelegatePermissionsRequestSchema,
        response: { 200: delegateChangeResponseSchema },
      },
      config: { access: 'verified' },
    },
    async (request) => updateDelegatePermissions(app.db, await clinician(request), request.body),
  );
};
