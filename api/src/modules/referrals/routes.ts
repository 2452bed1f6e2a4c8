import {
  acceptRejectResponseSchema,
  cancelReferralResponseSchema,
  completeDnaResponseSchema,
  completeReferralRequestSchema,
  createReferralAnswerSchema,
  createReferralRequestSchema,
  dnaReferralRequestSchema,
  inboundPageParamsSchema,
  inboundReferralsResponseSchema,
  outboundPageParamsSchema,
  outboundReferralsResponseSchema,
  referralIdParamsSchema,
  referralNotificationsResponseSchema,
  referralPageQuerySchema,
  referralPageResponseSchema,
} from '@refnet/contracts/referrals';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import { applyMinimalReturn } from '../../http/prefer.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ListSources } from '../list-cache/list-stamps.js';
import {
  findActingClinician,
  type ActingClinician,
  type ActingPermission,
} from '../policy/acting-clinician.js';
import { referralValidatorCompiler } from './validation.js';
import { REFERRAL_API_MESSAGES } from './messages.js';
import { createReferral } from './referral-create.js';
import {
  countReferralNotifications,
  loadInboundReferrals,
  loadOutboundReferrals,
  loadReferralPage,
} from './referral-lists.js';
import {
  acceptOrRejectReferral,
  bookOrDnaReferral,
  cancelReferral,
  type TransitionAnswer,
} from './referral-transitions.js';

/**
 * Under /api/v1: SPEC §7.4 referrals, for verified clinicians and the delegates acting for them (lists:
 * permissionViewReferrals; create: permissionCreateReferrals; transitions: permissionManageReferrals).
 * A referral that is not the caller's is 404, never 403.
 */
export const referralRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  // The wizard shows one sentence: the first failing field's.
  app.setValidatorCompiler(referralValidatorCompiler);

  const acting = (request: FastifyRequest, permission: Exclude<ActingPermission, 'view'>) =>
    findActingClinician(app.db, requireAuth(request), permission, REFERRAL_API_MESSAGES);
  const mail = { mailer: app.mailer, publicUrl: config.publicUrl };
  const verified = { access: 'verified' } as const;
  // Referral writes change no one's account or permissions: the cached sessions stay (plugins/auth.ts).
  const verifiedWrite = { access: 'verified', keepsSessions: true } as const;
  // A list the caller may view, answered from the kept answer while nothing it shows has changed.
  const keptList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    load: (me: ActingClinician) => Promise<unknown>,
    sources: ListSources = 'own',
  ) => {
    const me = await acting(request, 'viewReferrals');
    return app.listAnswers.send(request, reply, me.clinicianUserProfileId, () => load(me), { sources });
  };
  const answerOf = (request: FastifyRequest, reply: FastifyReply): TransitionAnswer => ({
    withGroups: !applyMinimalReturn(request, reply),
  });

  app.post(
    '/referrals/create/',
    {
      schema: {
        body: createReferralRequestSchema,
        response: { 200: createReferralAnswerSchema },
      },
      config: verifiedWrite,
    },
    async (request, reply) =>
      createReferral(app.db, mail, await acting(request, 'create'), request.body, {
        withReferral: !applyMinimalReturn(request, reply),
      }),
  );

  for (const action of ['accept', 'reject'] as const) {
    app.post(
      `/referrals/${action}/:refId/`,
      {
        schema: { params: referralIdParamsSchema, response: { 200: acceptRejectResponseSchema } },
        config: verifiedWrite,
      },
      async (request, reply) =>
        acceptOrRejectReferral(
          app.db,
          mail,
          await acting(request, 'manage'),
          request.params.refId,
          action,
          answerOf(request, reply),
        ),
    );
  }

  app.post(
    '/referrals/complete/:refId/',
    {
      schema: {
        params: referralIdParamsSchema,
        body: completeReferralRequestSchema,
        response: { 200: completeDnaResponseSchema },
      },
      config: verifiedWrite,
    },
    async (request, reply) =>
      bookOrDnaReferral(
        app.db,
        mail,
        await acting(request, 'manage'),
        request.params.refId,
        request.body.toComplete ? 'book' : 'unbook',
        answerOf(request, reply),
      ),
  );

  app.post(
    '/referrals/dna/:refId/',
    {
      schema: {
        params: referralIdParamsSchema,
        body: dnaReferralRequestSchema,
        response: { 200: completeDnaResponseSchema },
      },
      config: verifiedWrite,
    },
    async (request, reply) =>
      bookOrDnaReferral(
        app.db,
        mail,
        await acting(request, 'manage'),
        request.params.refId,
        request.body.toDna ? 'dna' : 'undna',
        answerOf(request, reply),
      ),
  );

  app.delete(
    '/referrals/delete/:refId/',
    {
      schema: { params: referralIdParamsSchema, response: { 200: cancelReferralResponseSchema } },
      config: verifiedWrite,
    },
    async (request, reply) =>
      cancelReferral(
        app.db,
        mail,
        await acting(request, 'manage'),
        request.params.refId,
        answerOf(request, reply),
      ),
  );

  app.get(
    '/referrals/list/inbound',
    { schema: { response: { 200: inboundReferralsResponseSchema } }, config: verified },
    async (request, reply) =>
      keptList(request, reply, (me) => loadInboundReferrals(app.db, me), 'own-and-open'),
  );

  app.get(
    '/referrals/list/outbound',
    { schema: { response: { 200: outboundReferralsResponseSchema } }, config: verified },
    async (request, reply) => keptList(request, reply, (me) => loadOutboundReferrals(app.db, me)),
  );

  // The next pages of a list's groups (the lists above carry the first page of each).
  app.get(
    '/referrals/list/inbound/:group',
    {
      schema: {
        params: inboundPageParamsSchema,
        querystring: referralPageQuerySchema,
        response: { 200: referralPageResponseSchema },
      },
      config: verified,
    },
    async (request, reply) =>
      keptList(
        request,
        reply,
        (me) => loadReferralPage(app.db, me, 'received', request.params.group, request.query),
        request.params.group === 'open' ? 'own-and-open' : 'own',
      ),
  );

  app.get(
    '/referrals/list/outbound/:group',
    {
      schema: {
        params: outboundPageParamsSchema,
        querystring: referralPageQuerySchema,
        response: { 200: referralPageResponseSchema },
      },
      config: verified,
    },
    async (request, reply) =>
      keptList(request, reply, (me) =>
        loadReferralPage(app.db, me, 'made', request.params.group, request.query),
      ),
  );

  app.get(
    '/referrals/referral-notifications/',
    { schema: { response: { 200: referralNotificationsResponseSchema } }, config: verified },
    // Asked by every signed-in page: kept like the inbound list, whose waiting and open groups it counts.
    async (request, reply) =>
      keptList(request, reply, (me) => countReferralNotifications(app.db, me), 'own-and-open'),
  );
};
