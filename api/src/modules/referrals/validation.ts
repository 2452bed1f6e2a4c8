import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { describeIssues, parseReportingInput } from '../../http/zod-validation.js';

const SENTENCES: ReadonlySet<string> = new Set(Object.values(REFERRAL_MESSAGES));

/**
 * The first failing rule only, as one sentence: the contracts' own referral sentence when the schema
 * gives one (e.g. toComplete's, which zod reports as a type error), else the usual "field: problem".
 */
export const referralValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = parseReportingInput(schema, data);
    if (result.success) return { value: result.data };
    const [first] = result.error.issues;
    if (!first) return { error: new Error(describeIssues(result.error.issues)) };
    return { error: new Error(SENTENCES.has(first.message) ? first.message : describeIssues([first])) };
  };
