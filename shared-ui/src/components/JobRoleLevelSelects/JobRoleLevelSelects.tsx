import { useState } from 'react';
import {
  findJobRoleNodes,
  type JobRole,
  type JobRoleChoice,
  type JobRoleLevels,
} from '@refnet/contracts/accounts';
import { Select, type SelectProps } from 'antd';
import { LONG_OPTION_PROPS } from './longOptions';

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
  /**
   * The whole hierarchy: every level can be searched by typing, and typing in the first finds a role,
   * specialty or sub-specialty wherever it sits in the tree ("dermatolog": Consultant Physician – Dermatology).
   */
  findIn?: readonly JobRole[];
}

const LEVEL_NAMES: JobRoleLevelTexts = {
  role: 'Job role',
  specialty: 'Specialty',
  subSpecialty: 'Sub-specialty',
};
const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));
const SELECT_STYLE = { minWidth: 220 };
/** A found node's option value: its path, which no role's own name looks like. */
const nodeValue = (choice: JobRoleChoice) =>
  JSON.stringify([choice.role, choice.specialty ?? null, choice.subSpecialty ?? null]);

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
  findIn,
}: JobRoleLevelSelectsProps) {
  const [typed, setTyped] = useState('');
  const { role, specialty, subSpecialty } = levels.choice;
  const found = findIn ? findJobRoleNodes(findIn, typed) : [];
  const searchingTree = typed.trim() !== '' && findIn !== undefined;

  const levelSelect = (
    level: keyof JobRoleLevelTexts,
    value: string | undefined,
    options: string[],
    choiceOf: (next?: string) => JobRoleChoice,
    props: SelectProps = {},
  ) => (
    <Select
      aria-label={LEVEL_NAMES[level]}
      placeholder={placeholders[level]}
      allowClear={allowClear}
      disabled={disabled}
      value={value}
      options={asOptions(options)}
      onChange={(next?: string) => onChoose(choiceOf(next))}
      style={SELECT_STYLE}
      showSearch={findIn !== undefined}
      {...LONG_OPTION_PROPS}
      {...props}
    />
  );

  /** A role, or (while typing) the node found, as the new choice. */
  const chooseRole = (next?: string): JobRoleChoice => {
    setTyped('');
    const node = searchingTree ? found.find(({ choice }) => nodeValue(choice) === next) : undefined;
    return node?.choice ?? (next === undefined ? {} : { role: next });
  };
  const treeSearch: SelectProps = findIn
    ? {
        showSearch: { searchValue: typed, onSearch: setTyped, filterOption: false },
        onOpenChange: (open) => !open && setTyped(''),
        ...(searchingTree && {
          options: found.map(({ choice, label }) => ({ value: nodeValue(choice), label })),
        }),
      }
    : { showSearch: searchableRoles };

  return (
    <>
      {levelSelect('role', role, levels.roles, chooseRole, { loading, ...treeSearch })}
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
