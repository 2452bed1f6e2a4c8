import {
  markReadResponseSchema,
  postMessageRequestSchema,
  postMessageResponseSchema,
  staffTimelineResponseSchema,
  timelineQuerySchema,
  timelineResponseSchema,
} from '@refnet/contracts/conversation';
import { referralIdParamsSchema } from '@refnet/contracts/referrals';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import { requireAuth } from '../../plugins/auth.js';
import { findActingClinician } from '../policy/acting-clinician.js';
import { REFERRAL_API_MESSAGES } from '../referrals/messages.js';
import { postMessage } from './post-message.js';
import { markConversationRead } from './read-notices.js';
import { loadStaffTimeline, loadTimeline } from './timeline.js';

/**
 * Under /api/v1, issue 22: a referral's timeline and messages for its two sides (reading: a delegate's
 * permissionViewReferrals; writing: permissionManageReferrals), and its timeline for staff. A referral
 * that is not the caller's is 404. There is no route to change or remove a message: they are a record.
 */
export const conversationRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (
  app,
  { config },
) => {
  const acting = (request: FastifyRequest, permission: 'viewReferrals' | 'manage') =>
    findActingClinician(app.db, requireAuth(request), permission, REFERRAL_API_MESSAGES);
  const mail = { mailer: app.mailer, publicUrl: config.publicUrl };
  const verified = { access: 'verified' } as const;
  // Messages and read marks change no one's account or permissions: the cached sessions stay.
  const verifiedWrite = { access: 'verified', keepsSessions: true } as const;

  app.get(
    '/referrals/:refId/timeline/',
    {
      schema: {
        params: referralIdParamsSchema,
        querystring: timelineQuerySchema,
        response: { 200: timelineResponseSchema },
      },
      config: verified,
    },
    async (request) =>
      loadTimeline(app.db, await acting(request, 'viewReferrals'), request.params.refId, request.query),
  );

  app.post(
    '/referrals/:refId/messages/',
    {
      schema: {
        params: referralIdParamsSchema,
        body: postMessageRequestSchema,
        response: { 200: postMessageResponseSchema },
      },
      config: verifiedWrite,
    },
    async (request) =>
      postMessage(app.db, mail, await acting(request, 'manage'), request.params.refId, request.body),
  );

  app.post(
    '/referrals/:refId/read/',
    {
      schema: { params: referralIdParamsSchema, response: { 200: markReadResponseSchema } },
      config: verifiedWrite,
    },
    async (request) =>
      markConversationRead(app.db, await acting(request, 'viewReferrals'), request.params.refId),
  );

  app.get(
    '/staff/referrals/:refId/timeline/',
    {
      schema: {
        params: referralIdParamsSchema,
        querystring: timelineQuerySchema,
        response: { 200: staffTimelineResponseSchema },
      },
      config: { access: 'staff' },
    },
    async (request) => loadStaffTimeline(app.db, request.params.refId, request.query),
  );
};
