import type { JobRole } from '@refnet/contracts/accounts';

/** The registration bodies of a person's job roles, each once: "GMC, HCPC". */
export function registrationBodies(jobRoles: readonly JobRole[]): string {
  return [...new Set(jobRoles.map((jobRole) => jobRole.registrationBody).filter(Boolean))].join(', ');
}
