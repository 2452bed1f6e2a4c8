import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { HttpProblem, dangerBody, isHttpProblem } from '../../http/problem.js';
import { describeIssues, parseReportingInput } from '../../http/zod-validation.js';
import { PATIENT_API_MESSAGES } from './messages.js';

/** The patient form has 14 short fields: a little room, and nothing more. */
const FORM_FIELDS = 32;
const FORM_FIELD_BYTES = 4096;
const FORM_BODY_BYTES = 64 * 1024;

const filesNotAccepted = () => new HttpProblem(400, dangerBody(PATIENT_API_MESSAGES.filesNotAccepted));

/**
 * What went wrong reading a multipart body, as the client's mistake in a sentence (never a 500):
 * @fastify/multipart's limits (FST_PARTS_LIMIT, FST_FIELDS_LIMIT: 413; FST_FILES_LIMIT: a file) and
 * the rest, its own (FST_PROTO_VIOLATION, FST_MP_PREMATURE_CLOSE ...) and busboy's plain errors
 * ("Unexpected end of multipart data", "Multipart: Boundary not found"): 400, the form unreadable.
 */
function formReadingProblem(error: unknown): HttpProblem {
  if (isHttpProblem(error)) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpProblem(413, dangerBody(PATIENT_API_MESSAGES.tooManyFields));
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_REQ_FILE_TOO_LARGE') return filesNotAccepted();
  return new HttpProblem(400, dangerBody(PATIENT_API_MESSAGES.formUnreadable));
}

const fieldRepeated = () => new HttpProblem(400, dangerBody(PATIENT_API_MESSAGES.fieldRepeated));

/** A multipart body's fields as plain values; a name sent twice is refused. */
async function readMultipartFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw filesNotAccepted();
      }
      if (Object.hasOwn(fields, part.fieldname)) throw fieldRepeated();
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw formReadingProblem(error);
  }
  return fields;
}

/** Every field of the form is one value: a name repeated (urlencoded) or a JSON list is refused. */
function refuseRepeatedFields(body: unknown) {
  if (body !== null && typeof body === 'object' && Object.values(body).some(Array.isArray)) {
    throw fieldRepeated();
  }
}

/**
 * SPEC §7.3: the patient form arrives as multipart/form-data or application/x-www-form-urlencoded
 * (JSON keeps working). Registered inside the patients plugin, so other routes stay JSON only.
 * Multipart fields become plain values before validation; a file part is refused.
 */
export async function acceptFormBodies(app: FastifyInstance) {
  await app.register(formbody, { bodyLimit: FORM_BODY_BYTES });
  await app.register(multipart, {
    limits: {
      fields: FORM_FIELDS,
      parts: FORM_FIELDS,
      fieldNameSize: 100,
      fieldSize: FORM_FIELD_BYTES,
      files: 0,
    },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readMultipartFields(request);
    else refuseRepeatedFields(request.body);
  });
}

/**
 * Like the app's zod validator, but a refused form answers with its first failing rule only (in
 * the form's field order), the one sentence the form shows next to that field (SPEC §5).
 */
export const firstIssueValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = parseReportingInput(schema, data);
    return result.success
      ? { value: result.data }
      : { error: new Error(describeIssues(result.error.issues.slice(0, 1))) };
  };
