import { resolveJobRole, type JobRole, type JobRoleChoice } from '@refnet/contracts/accounts';
import { jobRolesQuery } from '@refnet/shared-ui/accounts';
import { useServerData } from '@refnet/shared-ui/data';
import { LoadFailed } from '@refnet/shared-ui/display';
import { JobRoleLevelSelects } from '@refnet/shared-ui/forms';

export const JOB_ROLES_LOAD_FAILED_TEXT = 'The job roles could not be loaded. Please try again.';

export interface JobRoleChooserProps {
  choice: JobRoleChoice;
  onChoose: (choice: JobRoleChoice, leaf: JobRole | null) => void;
}

/**
 * The wizard's single job role: role → specialty → sub-specialty, or any level found by typing; only a leaf
 * sets the job role id.
 */
export function JobRoleChooser({ choice, onChoose }: JobRoleChooserProps) {
  const { loaded } = useServerData(jobRolesQuery);
  if (loaded.status === 'error')
    return <LoadFailed text={JOB_ROLES_LOAD_FAILED_TEXT} onRetry={loaded.retry} />;
  const jobRoles = loaded.status === 'ready' ? loaded.data.jobRoles : [];
  const choose = (next: JobRoleChoice) => {
    const levels = resolveJobRole(jobRoles, next);
    onChoose(levels.choice, levels.leaf);
  };
  return (
    <JobRoleLevelSelects
      levels={resolveJobRole(jobRoles, choice)}
      onChoose={choose}
      allowClear
      disabled={loaded.status === 'loading'}
      findIn={jobRoles}
    />
  );
}
