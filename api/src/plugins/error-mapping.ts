import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-unavailable.js';
import { MESSAGES } from '../http/messages.js';
import { dangerBody, isHttpProblem } from '../http/problem.js';

/** Fastify's own 4xx codes, re-worded for people; anything not listed keeps Fastify's status. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.bodyTooLarge },
  // The router's own refusals (a path that does not decode, a path parameter over maxParamLength).
  FST_ERR_BAD_URL: { status: 400, message: MESSAGES.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: MESSAGES.urlTooLong },
};

/**
 * Fastify's `frameworkErrors` option: the router answers a bad URL before any hook or error handler runs,
 * by default with Fastify's own body (`{ error, code, message: "'/api/v1/…' is not a valid url component" }`).
 * This answers in RefNet's shape instead.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = CLIENT_ERRORS[error.code];
  if (known) return reply.code(known.status).send(dangerBody(known.message));
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send(dangerBody(MESSAGES.unexpected));
}

const isSyntaxError = (error: FastifyError) => error instanceof SyntaxError && error.statusCode === 400;

/** Every error leaves as `{ message: { variant: 'danger', message } }` (or a HttpProblem's own body). */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isHttpProblem(error)) {
        return reply.code(error.statusCode).headers(error.headers).send(error.body);
      }
      if (error.code === 'FST_ERR_VALIDATION') {
        return reply.code(400).send(dangerBody(error.message));
      }
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.code(known.status).send(dangerBody(known.message));
      if (isSyntaxError(error)) return reply.code(400).send(dangerBody(MESSAGES.invalidJson));

      if (isDatabaseUnavailable(error)) {
        // Neither the client's fault nor a bug: a transaction in flight was rolled back; retrying is safe.
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(dangerBody(MESSAGES.databaseUnavailable));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send(dangerBody(error.message));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(dangerBody(MESSAGES.unexpected));
    });
  },
  { name: 'refnet-error-mapping' },
);
