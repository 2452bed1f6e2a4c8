import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from './messages.js';

type Issue = z.core.$ZodIssue;

/** A check declared with `params: { standalone: true }` carries a whole sentence for the user. */
const isStandalone = (issue: Issue) =>
  issue.code === 'custom' && (issue.params as { standalone?: unknown } | undefined)?.standalone === true;

function describeIssue(issue: Issue): string {
  const field = issue.path.map(String).join('.');
  if (isStandalone(issue)) return issue.message;
  if (field === '') {
    if (issue.code === 'invalid_type' && issue.input == null) return MESSAGES.bodyRequired;
    if (issue.code === 'invalid_type' && issue.expected === 'object') return MESSAGES.bodyNotObject;
    return issue.message;
  }
  if (issue.code === 'invalid_type') {
    return `${field}: ${issue.input === undefined ? 'Required' : `Expected ${issue.expected}`}`;
  }
  return `${field}: ${issue.message}`;
}

/** One readable sentence for the client, e.g. "username: Required; password: Expected string". */
export const describeIssues = (issues: readonly Issue[]) => issues.map(describeIssue).join('; ');

/**
 * `schema.safeParse(data)`, whose issues carry their input (which the messages need: "Required" or
 * "Expected …"). Asking zod for the input on every parse turns off its compiled fast path (several times
 * slower on a page's params and query), so the input is asked for only when a request is refused.
 */
export function parseReportingInput<Schema extends z.ZodType>(schema: Schema, data: unknown) {
  const result = schema.safeParse(data);
  return result.success ? result : schema.safeParse(data, { reportInput: true });
}

/**
 * Validates request parts with their zod schema. Fastify turns the returned Error into a 400
 * validation error, which the error-mapping plugin writes as `{ message: { variant, message } }`.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = parseReportingInput(schema, data);
    return result.success
      ? { value: result.data }
      : { error: new Error(describeIssues(result.error.issues)) };
  };
