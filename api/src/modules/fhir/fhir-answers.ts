import type { FastifyInstance } from 'fastify';
import { FHIR_JSON } from './media-types.js';
import { issueTypeOf, operationOutcome, sentenceOf } from './operation-outcome.js';

/** The refusals of the sign-in check (`{ detail }`, RefNet's session-ending 403): a FHIR client's 401. */
const isAuthenticationRefusal = (status: number, body: unknown) =>
  status === 403 && typeof (body as { detail?: unknown } | null)?.detail === 'string';

/**
 * Every answer of the interface is FHIR JSON, and every refusal an OperationOutcome, whoever gave it: the
 * interface's own handlers, the sign-in check, the rate limit or the framework (a body that is not JSON).
 * Must be added before compression, which would otherwise see the body first.
 */
export function answerAsFhir(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    reply.header('content-type', FHIR_JSON);
    if (reply.statusCode < 400) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      body = undefined;
    }
    if ((body as { resourceType?: unknown } | undefined)?.resourceType === 'OperationOutcome') return payload;
    if (isAuthenticationRefusal(reply.statusCode, body)) {
      reply.code(401).header('www-authenticate', 'Bearer realm="RefNet FHIR"');
    }
    const sentence = sentenceOf(body) ?? 'The request could not be answered.';
    return JSON.stringify(operationOutcome('error', issueTypeOf(reply.statusCode), sentence));
  });
}
