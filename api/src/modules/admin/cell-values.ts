// How the downloads write values a person reads: names, yes/no, UK times, job roles.
import type { JobRole } from '@refnet/contracts/accounts';

const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hourCycle: 'h23',
});

/** SPEC §9 "HH:MM DD/MM/YYYY" in UK time, whatever the server's time zone. */
export function ukDateTime(iso: string): string {
  const part = Object.fromEntries(
    UK_TIME.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  );
  return `${part.hour}:${part.minute} ${part.day}/${part.month}/${part.year}`;
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** "Dr Amelia Hart"; a missing title is left out. */
export const fullName = (person: { title: string; firstName: string; lastName: string }) =>
  [person.title, person.firstName, person.lastName].filter(Boolean).join(' ');

export const jobTitles = (roles: readonly JobRole[]) => roles.map((role) => role.jobTitle).join('; ');

/** SPEC §2.14 Registration: each role's registration body, then the number ("GMC 7012345"). */
export const registration = (roles: readonly JobRole[], registrationNumber: string) =>
  [...new Set(roles.map((role) => role.registrationBody)), registrationNumber].filter(Boolean).join(' ');
