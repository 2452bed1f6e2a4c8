import type { JobRole } from './reference-data.js';

/** What the user has picked so far, level by level. */
export interface JobRoleChoice {
  role?: string;
  specialty?: string;
  subSpecialty?: string;
}

export interface JobRoleLevels {
  roles: string[];
  /** Specialty options of the chosen role; a level with one option is chosen for the user and not asked. */
  specialties: string[];
  subSpecialties: string[];
  /** The choice with single-option levels filled in. */
  choice: JobRoleChoice;
  /** The job role once a leaf is reached; only a leaf carries an id (SPEC §3, §4). */
  leaf: JobRole | null;
}

const distinct = (values: (string | null)[]) =>
  values.filter((value, index): value is string => value !== null && values.indexOf(value) === index);

/** The single option, or the user's choice when it is one of the options. */
const pick = (options: string[], chosen?: string) =>
  options.length === 1 ? options[0] : chosen !== undefined && options.includes(chosen) ? chosen : undefined;

const onlyOne = (leaves: JobRole[]) => (leaves.length === 1 ? (leaves[0] ?? null) : null);

/** SPEC §4 job-role picker: drills role → specialty → sub-specialty, skipping levels with a single option. */
export function resolveJobRole(jobRoles: readonly JobRole[], chosen: JobRoleChoice): JobRoleLevels {
  const roles = distinct(jobRoles.map((jobRole) => jobRole.jobRole));
  const none = { roles, specialties: [], subSpecialties: [], choice: {}, leaf: null };
  const role = pick(roles, chosen.role);
  if (role === undefined) return none;

  const roleLeaves = jobRoles.filter((jobRole) => jobRole.jobRole === role);
  const specialties = distinct(roleLeaves.map((jobRole) => jobRole.specialty));
  if (specialties.length === 0) return { ...none, choice: { role }, leaf: onlyOne(roleLeaves) };
  const specialty = pick(specialties, chosen.specialty);
  if (specialty === undefined) return { ...none, specialties, choice: { role } };

  const specialtyLeaves = roleLeaves.filter((jobRole) => jobRole.specialty === specialty);
  const subSpecialties = distinct(specialtyLeaves.map((jobRole) => jobRole.subSpecialty));
  const base = { roles, specialties, subSpecialties };
  if (subSpecialties.length === 0) {
    return { ...base, choice: { role, specialty }, leaf: onlyOne(specialtyLeaves) };
  }
  const subSpecialty = pick(subSpecialties, chosen.subSpecialty);
  const leaf = specialtyLeaves.find((jobRole) => jobRole.subSpecialty === subSpecialty) ?? null;
  return { ...base, choice: { role, specialty, subSpecialty }, leaf };
}

/** "Consultant – Orthopaedic Surgery – Knee". */
export function describeJobRole(jobRole: JobRole): string {
  return [jobRole.jobRole, jobRole.specialty, jobRole.subSpecialty].filter(Boolean).join(' – ');
}

/** Whether the leaf lies under the choice: every level chosen so far matches (nothing chosen: any leaf). */
export function isUnderChoice(jobRole: JobRole, { role, specialty, subSpecialty }: JobRoleChoice): boolean {
  return (
    (role === undefined || jobRole.jobRole === role) &&
    (specialty === undefined || jobRole.specialty === specialty) &&
    (subSpecialty === undefined || jobRole.subSpecialty === subSpecialty)
  );
}
