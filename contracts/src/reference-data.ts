// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { ID_TOO_LARGE_MESSAGE, MAX_ROW_ID } from './validation.js';

/** A positive whole-number id in a path, e.g. `/job-roles/{id}/`. */
export const idParamSchema = z.object({
  id: z.pipe(
    z.pipe(
      z.string().check(z.regex(/^[0-9]{1,10}$/, 'must be a whole number.')),
      z.transform((value) => Number(value)),
    ),
    z.number().check(z.lte(MAX_ROW_ID, ID_TOO_LARGE_MESSAGE)),
  ),
});
export type IdParam = z.infer<typeof idParamSchema>;

/** SPEC §3 JobRole: one leaf of role → specialty → sub-specialty (keys exactly as the spec lists them). */
export const jobRoleSchema = z.object({
  id: z.int(),
  jobRole: z.string(),
  specialty: z.nullable(z.string()),
  subSpecialty: z.nullable(z.string()),
  registrationBody: z.string(),
  jobTitle: z.string(),
  isVerified: z.boolean(),
  isDoctor: z.boolean(),
});
export type JobRole = z.infer<typeof jobRoleSchema>;

/** One specialty of one role; a role without specialties has no entries. */
export const jobRoleSpecialtySchema = z.object({ jobRole: z.string(), specialty: z.string() });
export type JobRoleSpecialty = z.infer<typeof jobRoleSpecialtySchema>;

/**
 * SPEC §7.2 GET /job-roles/ and /job-roles/filtered/.
 * - jobRoles: every leaf, in catalogue order;
 * - clinicianTypes: the distinct role names, in catalogue order;
 * - specialties: each role's distinct specialties, in catalogue order;
 * - doctorIds: the ids of the doctor leaves among jobRoles.
 */
export const jobRolesResponseSchema = z.object({
  jobRoles: z.array(jobRoleSchema),
  clinicianTypes: z.array(z.string()),
  specialties: z.array(jobRoleSpecialtySchema),
  doctorIds: z.array(z.int()),
});
export type JobRolesResponse = z.infer<typeof jobRolesResponseSchema>;

export const JOB_ROLE_NOT_FOUND_MESSAGE = 'Job role not found.';

/** SPEC §3 InsuranceAgreement. Self-payer is the value 0 and never an agreement. */
export const SELF_PAYER_INSURANCE_ID = 0;

export const insuranceAgreementSchema = z.object({
  id: z.int(),
  policyName: z.string(),
  provider: z.string(),
  verified: z.boolean(),
});
export type InsuranceAgreement = z.infer<typeof insuranceAgreementSchema>;

/** SPEC §7.2 GET /insurance-agreements/: the verified agreements, by provider then policy. */
export const insuranceAgreementsResponseSchema = z.object({
  insuranceAgreements: z.array(insuranceAgreementSchema),
});
export type InsuranceAgreementsResponse = z.infer<typeof insuranceAgreementsResponseSchema>;

export const INSURANCE_AGREEMENT_NOT_FOUND_MESSAGE = 'Insurance agreement not found.';
