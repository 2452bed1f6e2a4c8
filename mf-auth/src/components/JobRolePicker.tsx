import { useState } from 'react';
import { Button, Flex, Typography } from '@refnet/shared-ui';
import { Tag } from '@refnet/shared-ui/display';
import { JobRoleLevelSelects } from '@refnet/shared-ui/forms';
import { VALIDATION_MESSAGES, type JobRole } from '@refnet/contracts/accounts';
import { describeJobRole, resolveJobRole, type JobRoleChoice } from '@refnet/contracts/accounts';

export interface JobRolePickerProps {
  /** Every leaf of the hierarchy (GET /job-roles/ jobRoles). */
  jobRoles: readonly JobRole[];
  /** The chosen job role ids. */
  value?: number[];
  onChange?: (jobRoleIds: number[]) => void;
}

/**
 * Chooses job roles (SPEC §4): role, then specialty, then sub-specialty, each asked only when it has more
 * than one option. "Add job role" is enabled at a leaf that is not chosen yet; chosen roles are tags.
 */
export function JobRolePicker({ jobRoles, value = [], onChange }: JobRolePickerProps) {
  const [choice, setChoice] = useState<JobRoleChoice>({});
  const levels = resolveJobRole(jobRoles, choice);
  const duplicate = levels.leaf !== null && value.includes(levels.leaf.id);
  const chosen = value
    .map((id) => jobRoles.find((jobRole) => jobRole.id === id))
    .filter((jobRole): jobRole is JobRole => jobRole !== undefined);

  const add = () => {
    if (!levels.leaf || duplicate) return;
    onChange?.([...value, levels.leaf.id]);
    setChoice({});
  };

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        <JobRoleLevelSelects levels={levels} onChoose={setChoice} />
        <Button onClick={add} disabled={!levels.leaf || duplicate}>
          Add job role
        </Button>
      </Flex>
      {duplicate && (
        <Typography.Text type="danger" role="alert">
          {VALIDATION_MESSAGES.jobRoleDuplicate}
        </Typography.Text>
      )}
      <Flex wrap gap="small" role="list" aria-label="Chosen job roles">
        {chosen.map((jobRole) => (
          <Tag
            key={jobRole.id}
            role="listitem"
            closable
            closeIcon={<span aria-label={`Remove ${describeJobRole(jobRole)}`}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              onChange?.(value.filter((id) => id !== jobRole.id));
            }}
          >
            {describeJobRole(jobRole)}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
