import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { describeIssues, parseReportingInput } from '../../http/zod-validation.js';

type Issue = z.core.$ZodIssue;

/**
 * A route validator that answers `message` instead of the field-by-field text when `replaces`
 * says so, e.g. a malformed link reads "Password reset code invalid. …" rather than "userHash: …".
 */
export const validatorReplacingMessage =
  <RouteSchema>(message: string, replaces: (issue: Issue) => boolean): FastifySchemaCompiler<RouteSchema> =>
  ({ schema }) =>
  (data) => {
    // Fastify types `schema` as the route's whole schema; at run time it is the part (body) checked.
    const result = parseReportingInput(schema as unknown as z.ZodType, data);
    if (result.success) return { value: result.data };
    const issues = result.error.issues;
    return { error: new Error(issues.some(replaces) ? message : describeIssues(issues)) };
  };

const LINK_FIELDS: readonly PropertyKey[] = ['userHash', 'timeHash', 'verificationCode'];

export const isLinkIssue = (issue: Issue) => LINK_FIELDS.includes(issue.path[0] as PropertyKey);
