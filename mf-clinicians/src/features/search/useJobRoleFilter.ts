import { useState } from 'react';
import {
  resolveJobRole,
  type JobRoleChoice,
  type JobRoleLevels,
  type JobRolesResponse,
} from '@refnet/contracts/accounts';
import type { Loaded } from '@refnet/shared-ui/display';
import {
  choiceOfLeaf,
  INITIAL_ROLE_FILTER,
  INITIAL_SEARCH_ROLE_ID,
  roleFilterOf,
  type RoleFilter,
} from './roleFilter';

export interface JobRoleFilter {
  levels: JobRoleLevels;
  choose: (choice: JobRoleChoice) => void;
  /** null while the job roles load: the first search waits so it sends the initial role's names too. */
  filter: RoleFilter | null;
}

/** The job-role search bar's state: starts on the SPEC §9 initial role; clearing the role means any role. */
export function useJobRoleFilter(jobRoles: Loaded<JobRolesResponse>): JobRoleFilter {
  const [chosen, choose] = useState<JobRoleChoice | null>(null);
  const leaves = jobRoles.status === 'ready' ? jobRoles.data.jobRoles : [];
  const levels = resolveJobRole(leaves, chosen ?? choiceOfLeaf(leaves, INITIAL_SEARCH_ROLE_ID));
  const filter =
    jobRoles.status === 'loading'
      ? null
      : jobRoles.status === 'error'
        ? INITIAL_ROLE_FILTER
        : roleFilterOf(levels);
  return { levels, choose, filter };
}
