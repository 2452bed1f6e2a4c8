import multipart from '@fastify/multipart';
import {
  attachmentDownloadQuerySchema,
  attachmentParamsSchema,
  attachmentUploadResponseSchema,
} from '@refnet/contracts/conversation';
import { referralIdParamsSchema } from '@refnet/contracts/referrals';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import { requireAuth } from '../../plugins/auth.js';
import { findActingClinician, type ActingPermission } from '../policy/acting-clinician.js';
import { REFERRAL_API_MESSAGES } from '../referrals/messages.js';
import { readAttachment } from './attachment-download.js';
import { uploadAttachment } from './attachment-upload.js';
import { receiveOneFile } from './multipart-file.js';
import { scheduleOrphanSweeps } from './orphan-sweep.js';

/**
 * Under /api/v1: files on a referral (issue 22). Attaching needs the delegate's manage permission, reading
 * viewReferrals; a referral that is not the caller's is 404. Multipart is accepted here only.
 */
export const attachmentRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  await app.register(multipart);
  scheduleOrphanSweeps(app);

  const acting = (
    request: FastifyRequest,
    permission: Extract<ActingPermission, 'manage' | 'viewReferrals'>,
  ) => findActingClinician(app.db, requireAuth(request), permission, REFERRAL_API_MESSAGES);
  const mail = { mailer: app.mailer, publicUrl: config.publicUrl };

  app.post(
    '/referrals/:refId/attachments/',
    {
      schema: {
        params: referralIdParamsSchema,
        response: { 200: attachmentUploadResponseSchema },
        consumes: ['multipart/form-data'],
      },
      config: { access: 'verified', keepsSessions: true },
    },
    async (request) =>
      uploadAttachment(
        app.db,
        app.fileStore,
        mail,
        await acting(request, 'manage'),
        request.params.refId,
        (store, undo) => receiveOneFile(request, store, undo),
      ),
  );

  app.get(
    '/referrals/:refId/attachments/:attachmentId/',
    {
      schema: { params: attachmentParamsSchema, querystring: attachmentDownloadQuerySchema },
      config: {
        access: 'verified',
        binaryAnswer: {
          description: 'The file (PDF, JPEG or PNG), as a download, or in place with `disposition=inline`.',
          contentType: 'application/octet-stream',
        },
      },
    },
    async (request, reply) => {
      const { refId, attachmentId } = request.params;
      const answer = await readAttachment(
        app.db,
        app.fileStore,
        await acting(request, 'viewReferrals'),
        refId,
        attachmentId,
        request.query.disposition ?? 'attachment',
      );
      return reply.headers(answer.headers).send(answer.body);
    },
  );
};
