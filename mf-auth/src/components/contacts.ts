import {
  isValidEmail,
  toE164Phone,
  VALIDATION_MESSAGES,
  type ContactInput,
} from '@refnet/contracts/accounts';

export type ContactType = ContactInput['type'];

/** The text a contact stands for: its e-mail or its phone number. */
export function contactText(contact: ContactInput): string {
  return (contact.type === 'email' ? contact.email : contact.phoneNumber) ?? '';
}

/** Two contacts are the same when their e-mails match ignoring case, or their numbers ignoring spaces. */
function sameContact(a: ContactInput, b: ContactInput): boolean {
  if (a.type !== b.type) return false;
  const key = (contact: ContactInput) =>
    contact.type === 'email' ? contactText(contact).toLowerCase() : contactText(contact).replace(/\s/g, '');
  return key(a) === key(b);
}

export type AddContactResult =
  | { outcome: 'added'; contacts: ContactInput[] }
  | { outcome: 'ignored' }
  | { outcome: 'invalid'; message: string };

/**
 * SPEC §5 referral contacts: empty and duplicate entries are ignored (the main e-mail counts as an
 * existing entry); a malformed e-mail or phone number is refused with the SPEC message.
 */
export function addContact(
  contacts: readonly ContactInput[],
  type: ContactType,
  text: string,
  mainEmail?: string,
): AddContactResult {
  const value = type === 'email' ? text.trim().toLowerCase() : text.trim();
  if (value === '') return { outcome: 'ignored' };
  if (type === 'email' && !isValidEmail(value)) {
    return { outcome: 'invalid', message: VALIDATION_MESSAGES.emailInvalid };
  }
  const phone = type === 'phoneNumber' ? toE164Phone(value) : null;
  if (type === 'phoneNumber' && phone === null) {
    return { outcome: 'invalid', message: VALIDATION_MESSAGES.phoneInvalid };
  }
  const contact: ContactInput =
    type === 'email' ? { type, email: value } : { type, phoneNumber: phone ?? value };
  const existing = mainEmail ? [{ type: 'email' as const, email: mainEmail }, ...contacts] : contacts;
  if (existing.some((other) => sameContact(other, contact))) return { outcome: 'ignored' };
  return { outcome: 'added', contacts: [...contacts, contact] };
}
