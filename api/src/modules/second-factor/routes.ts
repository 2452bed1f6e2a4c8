import { loginAnswerSchema, loginRequestSchema } from '@refnet/contracts';
import {
  confirmSecondFactorRequestSchema,
  loginSecondFactorRequestSchema,
  loginSecondFactorResponseSchema,
  recoveryCodesResponseSchema,
  secondFactorEnrolmentSchema,
  secondFactorMessageResponseSchema,
  secondFactorProofSchema,
  secondFactorStatusSchema,
  staffUserIdParamsSchema,
} from '@refnet/contracts/second-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIpLimit } from '../../plugins/rate-limit.js';
import { secondFactorKeys } from './keys.js';
import {
  beginOwnEnrolment,
  confirmOwnEnrolment,
  ownStatus,
  renewOwnRecoveryCodes,
  turnOffOwnFactor,
} from './own-factor.js';
import { signInWithPassword, signInWithSecondFactor, type SignInSettings } from './sign-in.js';
import { resetSecondFactorAsStaff } from './staff-reset.js';

/**
 * Under /api/v1: SPEC §7.2 login with its second step (issue 22, TOTP), a person's own second factor, and the
 * staff reset. Everything but the sign-in is session-only: a personal API token never changes how its owner
 * signs in.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (
  app,
  { config },
) => {
  const settings: SignInSettings = {
    keys: secondFactorKeys(config.secondFactor.key),
    throttle: config.loginThrottle,
    requiredForStaff: config.secondFactor.requiredForStaff,
  };
  if (settings.keys.isDevelopmentKey && process.env.NODE_ENV !== 'test')
    app.log.warn(
      'SECOND_FACTOR_KEY is not set: two-factor secrets are encrypted with a development key anyone can read. ' +
        'Set it (openssl rand -base64 32) before real accounts enrol.',
    );
  const own = { access: 'authenticated', sessionOnly: true } as const;

  app.post(
    '/login/',
    {
      schema: { body: loginRequestSchema, response: { 200: loginAnswerSchema } },
      config: { access: 'public', rateLimit: perIpLimit(config) },
    },
    async (request) => signInWithPassword(app.db, { ...request.body, ipAddress: request.ip }, settings),
  );

  app.post(
    '/login/second-factor/',
    {
      schema: { body: loginSecondFactorRequestSchema, response: { 200: loginSecondFactorResponseSchema } },
      config: { access: 'public', rateLimit: perIpLimit(config) },
    },
    async (request) => signInWithSecondFactor(app.db, { ...request.body, ipAddress: request.ip }, settings),
  );

  app.get(
    '/second-factor/',
    { schema: { response: { 200: secondFactorStatusSchema } }, config: own },
    async (request) => ownStatus(app.db, requireAuth(request), settings),
  );

  app.post(
    '/second-factor/enrolment/',
    { schema: { response: { 200: secondFactorEnrolmentSchema } }, config: own },
    async (request) => beginOwnEnrolment(app.db, requireAuth(request), settings),
  );

  app.post(
    '/second-factor/enrolment/confirm/',
    {
      schema: { body: confirmSecondFactorRequestSchema, response: { 200: recoveryCodesResponseSchema } },
      config: own,
    },
    async (request) =>
      confirmOwnEnrolment(app.db, requireAuth(request), { ...request.body, ipAddress: request.ip }, settings),
  );

  app.post(
    '/second-factor/turn-off/',
    {
      schema: { body: secondFactorProofSchema, response: { 200: secondFactorMessageResponseSchema } },
      config: own,
    },
    async (request) =>
      turnOffOwnFactor(app.db, requireAuth(request), { ...request.body, ipAddress: request.ip }, settings),
  );

  app.post(
    '/second-factor/recovery-codes/',
    {
      schema: { body: secondFactorProofSchema, response: { 200: recoveryCodesResponseSchema } },
      config: own,
    },
    async (request) =>
      renewOwnRecoveryCodes(
        app.db,
        requireAuth(request),
        { ...request.body, ipAddress: request.ip },
        settings,
      ),
  );

  app.delete(
    '/staff/users/:userId/second-factor/',
    {
      schema: { params: staffUserIdParamsSchema, response: { 200: secondFactorMessageResponseSchema } },
      config: { access: 'staff', sessionOnly: true },
    },
    async (request) => resetSecondFactorAsStaff(app.db, requireAuth(request), request.params.userId),
  );
};
