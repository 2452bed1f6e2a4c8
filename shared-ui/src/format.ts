import type { User } from '@refnet/contracts';
import dayjs from 'dayjs';

type DateInput = string | Date | null | undefined;

function formatWith(pattern: string, value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** SPEC §9 time stamps in local time: '14:05 31/01/2025'. Empty or invalid input gives ''. */
export function formatDateTime(value: DateInput): string {
  return formatWith('HH:mm DD/MM/YYYY', value);
}

/** SPEC §9 en-GB date: '31/01/2025'. A bare 'YYYY-MM-DD' is read as a local date (no time-zone shift). */
export function formatDate(value: DateInput): string {
  return formatWith('DD/MM/YYYY', value);
}

/** SPEC §9 ids zero-padded: padId(42) === '00042'. Longer ids are left whole. */
export function padId(id: number | string, width = 5): string {
  return String(id).padStart(width, '0');
}

/** A person as RefNet addresses them: 'Dr Amelia Hart'; missing parts are left out. */
export function personName({
  title,
  firstName,
  lastName,
}: {
  title?: string;
  firstName: string;
  lastName: string;
}) {
  return [title, firstName, lastName].filter(Boolean).join(' ');
}

/** The signed-in user's name for greetings and menus, or their e-mail when they have no name. */
export function userDisplayName(user: User): string {
  return personName({ firstName: user.first_name, lastName: user.last_name }) || user.email;
}
