import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { describeIssues } from '../../http/zod-validation.js';
import { PATIENT_API_MESSAGES } from './messages.js';

/** The patient form has 14 short fields: a little room, and nothing more. */
const FORM_FIELDS = 32;
const FORM_FIELD_BYTES = 4096;
const FORM_BODY_BYTES = 64 * 1024;

/**
 * SPEC §7.3: the patient form arrives as multipart/form-data or application/x-www-form-urlencoded
 * (JSON keeps working). Registered inside the patients plugin, so other routes stay JSON only.
 * Multipart fields become plain values (attachFieldsToBody: 'keyValues'); a file part is refused.
 */
export async function acceptFormBodies(app: FastifyInstance) {
  await app.register(formbody, { bodyLimit: FORM_BODY_BYTES });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fields: FORM_FIELDS,
      parts: FORM_FIELDS,
      fieldNameSize: 100,
      fieldSize: FORM_FIELD_BYTES,
      fileSize: 1, // nothing of a file is kept: onFile refuses it and drains the rest
    },
    // A file part is not part of the form: refused with a sentence rather than multipart's own 413.
    onFile: async (part) => {
      part.file.resume();
      throw new HttpProblem(400, dangerBody(PATIENT_API_MESSAGES.filesNotAccepted));
    },
  });
}

/**
 * Like the app's zod validator, but a refused form answers with its first failing rule only (in
 * the form's field order), the one sentence the form shows next to that field (SPEC §5).
 */
export const firstIssueValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new Error(describeIssues(result.error.issues.slice(0, 1))) };
  };
