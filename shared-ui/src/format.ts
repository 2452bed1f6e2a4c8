import { formatUkDate, formatUkDateTime, type User } from '@refnet/contracts';

/** SPEC §9 time stamps in UK time, whatever the browser's zone: '14:05 31/01/2025'. Empty or invalid gives ''. */
export const formatDateTime = formatUkDateTime;

/** SPEC §9 en-GB date: '31/01/2025'; a bare 'YYYY-MM-DD' as it is, an instant as its date in the UK. */
export const formatDate = formatUkDate;

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
