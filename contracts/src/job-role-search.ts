import type { JobRoleChoice } from './job-role-tree.js';
import type { JobRole } from './reference-data.js';

/** A place in the job-role tree (a role, a role's specialty or a specialty's sub-specialty) and its path. */
export interface JobRoleNode {
  choice: JobRoleChoice;
  /** "Consultant Physician – Dermatology". */
  label: string;
}

const pathsOf = ({ jobRole: role, specialty, subSpecialty }: JobRole): JobRoleChoice[] => [
  { role },
  ...(specialty === null ? [] : [{ role, specialty }]),
  ...(specialty === null || subSpecialty === null ? [] : [{ role, specialty, subSpecialty }]),
];

const labelOf = ({ role, specialty, subSpecialty }: JobRoleChoice) =>
  [role, specialty, subSpecialty].filter(Boolean).join(' – ');

/**
 * Typing in the job-role picker: every node of the tree whose path holds each word typed (any case), in
 * the tree's order, so "dermatolog" finds Consultant Physician – Dermatology and "consultant knee" finds
 * the Knee sub-specialty. Nothing typed: nothing found.
 */
export function findJobRoleNodes(jobRoles: readonly JobRole[], text: string): JobRoleNode[] {
  const words = text.toLocaleLowerCase('en-GB').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const nodes = new Map<string, JobRoleNode>();
  for (const path of jobRoles.flatMap(pathsOf)) {
    const label = labelOf(path);
    if (!nodes.has(label)) nodes.set(label, { choice: path, label });
  }
  return [...nodes.values()].filter(({ label }) => {
    const haystack = label.toLocaleLowerCase('en-GB');
    return words.every((word) => haystack.includes(word));
  });
}
