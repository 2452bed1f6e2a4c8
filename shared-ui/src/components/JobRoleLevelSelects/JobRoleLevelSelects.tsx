import type { JobRoleChoice, JobRoleLevels } from '@refnet/contracts/accounts';
import { Select, type SelectProps } from 'antd';

/** A text for each level of the job-role hierarchy. */
export interface JobRoleLevelTexts {
  role: string;
  specialty: string;
  subSpecialty: string;
}

export interface JobRoleLevelSelectsProps {
  /** resolveJobRole's answer for the current choice. */
  levels: JobRoleLevels;
  /** The new choice; a level changed or cleared drops the levels below it. */
  onChoose: (choice: JobRoleChoice) => void;
  /** Lets the user clear a level (e.g. back to "any job role"). */
  allowClear?: boolean;
  disabled?: boolean;
  /** What an empty level shows; its name ("Job role") unless told, e.g. "Any job role" in a search. */
  placeholders?: JobRoleLevelTexts;
  /** The job roles are still loading: the role select shows a spinner. */
  loading?: boolean;
  /** Lets the user type to find a role. */
  searchableRoles?: boolean;
}

const LEVEL_NAMES: JobRoleLevelTexts = {
  role: 'Job role',
  specialty: 'Specialty',
  subSpecialty: 'Sub-specialty',
};
const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));
const SELECT_STYLE = { minWidth: 220 };

/**
 * The job-role drill-down of SPEC §4: role, then specialty, then sub-specialty, each level asked only when
 * it has more than one option (resolveJobRole picks a single option itself). Only a leaf carries an id.
 */
export function JobRoleLevelSelects({
  levels,
  onChoose,
  allowClear = false,
  disabled,
  placeholders = LEVEL_NAMES,
  loading,
  searchableRoles,
}: JobRoleLevelSelectsProps) {
  const { role, specialty, subSpecialty } = levels.choice;
  const levelSelect = (
    level: keyof JobRoleLevelTexts,
    value: string | undefined,
    options: string[],
    choiceOf: (next?: string) => JobRoleChoice,
    props: SelectProps = {},
  ) => (
    <Select
      {...props}
      aria-label={LEVEL_NAMES[level]}
      placeholder={placeholders[level]}
      allowClear={allowClear}
      disabled={disabled}
      value={value}
      options={asOptions(options)}
      onChange={(next?: string) => onChoose(choiceOf(next))}
      style={SELECT_STYLE}
    />
  );
  return (
    <>
      {levelSelect('role', role, levels.roles, (next) => (next === undefined ? {} : { role: next }), {
        loading,
        showSearch: searchableRoles,
      })}
      {levels.specialties.length > 1 &&
        levelSelect('specialty', specialty, levels.specialties, (next) => ({ role, specialty: next }))}
      {levels.subSpecialties.length > 1 &&
        levelSelect('subSpecialty', subSpecialty, levels.subSpecialties, (next) => ({
          role,
          specialty,
          subSpecialty: next,
        }))}
    </>
  );
}
