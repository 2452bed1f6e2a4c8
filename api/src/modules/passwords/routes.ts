import {
  RESET_REQUEST_FAILED_MESSAGE,
  SET_NEW_PASSWORD_FAILED_MESSAGE,
  VALIDATION_MESSAGES,
  passwordMessageResponseSchema,
  passwordResetRequestSchema,
  passwordUpdateRequestSchema,
  setNewPasswordRequestSchema,
} from '@refnet/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIpLimit } from '../../plugins/rate-limit.js';
import { isLinkIssue, validatorReplacingMessage } from './link-validation.js';
import { requestPasswordReset, setNewPassword, updatePassword } from './service.js';

/** Under /api/v1: SPEC §7.6 password reset, set-new and update. */
export const passwordRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  app.post(
    '/user/password/reset/',
    {
      schema: { body: passwordResetRequestSchema, response: { 200: passwordMessageResponseSchema } },
      // SPEC §8: any unusable e-mail gets the one reset-failure sentence, but control characters their own.
      validatorCompiler: validatorReplacingMessage(
        RESET_REQUEST_FAILED_MESSAGE,
        (issue) => issue.message !== VALIDATION_MESSAGES.controlCharacters,
      ),
      config: { access: 'public', rateLimit: perIpLimit(config) },
    },
    async (request) => requestPasswordReset(app.db, app.mailer, config.publicUrl, request.body.email),
  );

  app.post(
    '/user/password/reset/set-new/',
    {
      schema: { body: setNewPasswordRequestSchema, response: { 200: passwordMessageResponseSchema } },
      validatorCompiler: validatorReplacingMessage(SET_NEW_PASSWORD_FAILED_MESSAGE, isLinkIssue),
      config: { access: 'public', rateLimit: perIpLimit(config) },
    },
    async (request) => setNewPassword(app.db, request.body),
  );

  app.put(
    '/user/password/update/',
    {
      schema: { body: passwordUpdateRequestSchema, response: { 200: passwordMessageResponseSchema } },
      config: { access: 'authenticated', sessionOnly: true },
    },
    async (request) =>
      updatePassword(
        app.db,
        requireAuth(request),
        { ...request.body, ipAddress: request.ip },
        config.loginThrottle,
      ),
  );
};
