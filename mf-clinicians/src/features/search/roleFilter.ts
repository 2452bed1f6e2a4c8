import { ANY_ID, type ClinicianListRequest } from '@refnet/contracts/clinicians';
import type { JobRole, JobRoleChoice, JobRoleLevels } from '@refnet/contracts/accounts';

/** SPEC §9: the search starts on job role id 1 (the seed's General Practitioner). */
export const INITIAL_SEARCH_ROLE_ID = 1;

/** The job-role part of POST /clinician-list/. */
export type RoleFilter = Pick<ClinicianListRequest, 'roleId' | 'jobRoleSelected' | 'jobSpecialtySelected'>;

/** What the search sends when the job roles cannot be listed: the initial role, by id alone. */
export const INITIAL_ROLE_FILTER: RoleFilter = {
  roleId: INITIAL_SEARCH_ROLE_ID,
  jobRoleSelected: '',
  jobSpecialtySelected: '',
};

/** The drill-down choice that reaches the leaf `jobRoleId`; nothing chosen when there is no such leaf. */
export function choiceOfLeaf(jobRoles: readonly JobRole[], jobRoleId: number): JobRoleChoice {
  const leaf = jobRoles.find((jobRole) => jobRole.id === jobRoleId);
  if (!leaf) return {};
  return {
    role: leaf.jobRole,
    specialty: leaf.specialty ?? undefined,
    subSpecialty: leaf.subSpecialty ?? undefined,
  };
}

/**
 * SPEC §4 / §7.2: the leaf's id once one is reached (0 = any), with the chosen role and specialty names
 * ('' = any) so a partial choice still narrows the search.
 */
export function roleFilterOf(levels: JobRoleLevels): RoleFilter {
  return {
    roleId: levels.leaf?.id ?? ANY_ID,
    jobRoleSelected: levels.choice.role ?? '',
    jobSpecialtySelected: levels.choice.specialty ?? '',
  };
}
