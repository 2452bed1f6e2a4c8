import type { JobRole } from '@refnet/contracts/accounts';

/** The registration bodies of a person's job roles, each once: "GMC, HCPC". */
export function registrationBodies(jobRoles: readonly JobRole[]): string {
  return [...new Set(jobRoles.map((jobRole) => jobRole.registrationBody).filter(Boolean))].join(', ');
}

/** SPEC §2.14 Registration: the body and the number, "GMC 1234567". */
export function registrationText(jobRoles: readonly JobRole[], registrationNumber: string): string {
  return [registrationBodies(jobRoles), registrationNumber].filter(Boolean).join(' ');
}
