import type { JobRole } from './reference-data.js';

/** A body's name compared with the start of a number: case and spaces do not matter ("gmc 123" starts with GMC). */
const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * SPEC §2.14 Registration, "GMC 7654321": the registration bodies of a person's job roles, each once,
 * then their registration number. Many people type the body into the number ("GMC 7654321"), so a body
 * the number already starts with is not printed again.
 */
export function registrationText(
  jobRoles: readonly Pick<JobRole, 'registrationBody'>[],
  registrationNumber: string,
): string {
  const number = registrationNumber.trim();
  const bodies = [...new Set(jobRoles.map((role) => role.registrationBody.trim()).filter(Boolean))].filter(
    (body) => !compact(number).startsWith(compact(body)),
  );
  return [bodies.join(', '), number].filter(Boolean).join(' ');
}
