// How the downloads write values a person reads: names, yes/no, UK times, job roles.
import { formatUkDateTime } from '@refnet/contracts';
import { registrationText, type JobRole } from '@refnet/contracts/accounts';

/** SPEC §9 "HH:MM DD/MM/YYYY" in UK time, whatever the server's time zone: the screens' own formatter. */
export const ukDateTime = (iso: string): string => formatUkDateTime(iso);

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** "Dr Amelia Hart"; a missing title is left out. */
export const fullName = (person: { title: string; firstName: string; lastName: string }) =>
  [person.title, person.firstName, person.lastName].filter(Boolean).join(' ');

export const jobTitles = (roles: readonly JobRole[]) => roles.map((role) => role.jobTitle).join('; ');

/** SPEC §2.14 Registration: as the screens write it ("GMC 7012345", the body never twice). */
export const registration = (roles: readonly JobRole[], registrationNumber: string) =>
  registrationText(roles, registrationNumber);
