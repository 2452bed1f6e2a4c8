import type { JobRoleChoice, JobRoleLevels } from '@refnet/contracts/accounts';
import { Select } from '@refnet/shared-ui/forms';

export interface JobRoleSearchBarProps {
  levels: JobRoleLevels;
  onChoose: (choice: JobRoleChoice) => void;
  loading: boolean;
}

const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));
const SELECT_STYLE = { minWidth: 200 };

/**
 * SPEC §2.12 / §4 job-role search bar: role, then specialty and sub-specialty when the level has more than
 * one option. Clearing a level widens the search to everything under the level above.
 */
export function JobRoleSearchBar({ levels, onChoose, loading }: JobRoleSearchBarProps) {
  const { role, specialty } = levels.choice;
  return (
    <>
      <Select
        aria-label="Job role"
        placeholder="Any job role"
        allowClear
        showSearch
        loading={loading}
        value={role}
        options={asOptions(levels.roles)}
        onChange={(next?: string) => onChoose(next === undefined ? {} : { role: next })}
        style={SELECT_STYLE}
      />
      {levels.specialties.length > 1 && (
        <Select
          aria-label="Specialty"
          placeholder="Any specialty"
          allowClear
          value={specialty}
          options={asOptions(levels.specialties)}
          onChange={(next?: string) => onChoose({ role, specialty: next })}
          style={SELECT_STYLE}
        />
      )}
      {levels.subSpecialties.length > 1 && (
        <Select
          aria-label="Sub-specialty"
          placeholder="Any sub-specialty"
          allowClear
          value={levels.choice.subSpecialty}
          options={asOptions(levels.subSpecialties)}
          onChange={(next?: string) => onChoose({ role, specialty, subSpecialty: next })}
          style={SELECT_STYLE}
        />
      )}
    </>
  );
}
