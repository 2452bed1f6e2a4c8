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

/** A file's size for people, en-GB: 812 bytes → "1 KB", 245,760 → "240 KB", 3,250,000 → "3.1 MB". */
export function formatFileSize(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-GB')} KB`;
  return `${(bytes / MB).toLocaleString('en-GB', { maximumFractionDigits: 1 })} MB`;
}
