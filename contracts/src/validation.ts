// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { CONTROL_CHARACTERS_MESSAGE, noControlCharacters } from './control-characters.js';
import { isoFromTypedDate } from './typed-date.js';

export { isoFromTypedDate, noControlCharacters };
export { isValidPhone, phoneAsE164, toE164Phone } from './phone.js';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const EMAIL_ALREADY_USED_MESSAGE = 'Email address has already been used by another user.';

/**
 * SPEC §5 "usual address pattern": the WHATWG HTML pattern of <input type="email">, with at least one dot in
 * the domain (something@domain.tld). It has no room for what mail software reads as list separators, display
 * names, comments or quoting (spaces , ; < > " ( ) [ ] \), so one field names one recipient, and it allows
 * an apostrophe before the @ (o'neil@…) but never in the domain.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** SPEC §5 messages: the forms show them and the API answers with them, word for word. */
export const VALIDATION_MESSAGES = {
  titleRequired: 'Please select a title',
  firstNameRequired: 'Please enter a first name.',
  lastNameRequired: 'Please enter a last name.',
  emailRequired: 'Please enter email',
  emailInvalid: INVALID_EMAIL_MESSAGE,
  passwordRequired: 'Please enter a password.',
  passwordTooShort: 'Password must be at least 10 characters.',
  passwordsDoNotMatch: 'Passwords do not match!',
  dobRequired: 'Please enter a date of birth.',
  dobNotADate: 'This is not a real date. Please enter the date of birth as DD/MM/YYYY.',
  dobInFuture: 'The date of birth is in the future. Please check the year.',
  registrationUnder18: 'Users must be over 18 years old.',
  /** SPEC §5 words this "Check patient is over 18 years old."; the profile's date of birth is your own. */
  profileAgeOutOfRange: 'You must be between 18 and 100 years old. Please check your date of birth.',
  phoneInvalid: 'Please enter a valid phone number.',
  descriptionRequired: 'Please enter a description.',
  descriptionTooLong: '(Maximum characters exceeded 1000)',
  registrationNumberRequired: 'Please enter your registration number.',
  jobRoleRequired: 'Please choose at least one job role.',
  jobRoleDuplicate: 'Job roles cannot be added twice.',
  jobRoleUnknown: 'Job role not found.',
  clinicRequired: 'Please add at least one clinic.',
  centreNameRequired: 'Please enter the centre name.',
  firstLineRequired: 'Please enter the first line of the address.',
  cityRequired: 'Please enter a city.',
  postcodeRequired: 'Please enter a postcode.',
  addressNotFound: 'Address not found. Please check details.',
  newProviderMissing: 'Missing new insurance provider.',
  insuranceAgreementUnknown: 'Insurance agreement not found.',
  termsRequired: 'Please accept the terms and conditions.',
  referralEmailRequired: 'Please keep at least one e-mail address for referrals.',
  mainEmailKept: 'The main e-mail address cannot be removed.',
  subjectRequired: 'Please enter a subject.',
  detailsRequired: 'Please enter the details of your request.',
  nameRequired: 'Please enter your name.',
  suggestionEmpty: 'Suggestion cannot be empty',
  errorDescriptionRequired: 'Please describe the error.',
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
} as const;

export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof'] as const;
export type Title = (typeof TITLES)[number];

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1024;
export const CLINICIAN_DESCRIPTION_MAX = 1000;
export const NAME_MAX = 100;
export const TEXT_MAX = 5000;

/** A check whose message is shown to the user as it is (the API does not prefix the field name). */
export const rule = <T>(isValid: (value: T) => boolean, message: string) =>
  z.refine<T>(isValid, { message, params: { standalone: true } });

/** A trimmed string that must not be empty (`message` when it is) and not longer than `max`. */
export const requiredText = (message: string, max = NAME_MAX, { multiLine = false } = {}) =>
  z.string().check(
    z.trim(),
    noControlCharacters({ multiLine }),
    rule((value: string) => value.length > 0, message),
    rule((value: string) => value.length <= max, `Must be at most ${max} characters.`),
  );

/** A trimmed string that may be empty. */
export const optionalText = (max = NAME_MAX) =>
  z.string().check(
    z.trim(),
    noControlCharacters(),
    rule((value: string) => value.length <= max, `Must be at most ${max} characters.`),
  );

export const isValidEmail = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value);

/** SPEC §5: an e-mail is lower-cased on entry. */
export const emailField = z.string().check(
  z.trim(),
  z.toLowerCase(),
  noControlCharacters(),
  rule((value: string) => value.length > 0, VALIDATION_MESSAGES.emailRequired),
  rule((value: string) => value === '' || isValidEmail(value), VALIDATION_MESSAGES.emailInvalid),
);

/** An e-mail that may be left empty; when given, lower-cased and well formed. */
export const optionalEmailField = z.string().check(
  z.trim(),
  z.toLowerCase(),
  noControlCharacters(),
  rule((value: string) => value === '' || isValidEmail(value), VALIDATION_MESSAGES.emailInvalid),
);

export const titleField = z
  .string()
  .check(
    rule((value: string) => (TITLES as readonly string[]).includes(value), VALIDATION_MESSAGES.titleRequired),
  );

/** A profile update may keep a blank title (SPEC §3 lists blank among the titles). */
export const titleOrBlankField = z
  .string()
  .check(
    rule(
      (value: string) => value === '' || (TITLES as readonly string[]).includes(value),
      VALIDATION_MESSAGES.titleRequired,
    ),
  );

export const newPasswordField = z.string().check(
  noControlCharacters(),
  rule((value: string) => value.length > 0, VALIDATION_MESSAGES.passwordRequired),
  rule(
    (value: string) => value.length === 0 || value.length >= MIN_PASSWORD_LENGTH,
    VALIDATION_MESSAGES.passwordTooShort,
  ),
  rule((value: string) => value.length <= MAX_PASSWORD_LENGTH, 'Password is too long.'),
);

/** The form's terms checkbox: it must be ticked (an API body may leave the field out, never send false). */
export const termsTickedField = z
  .boolean()
  .check(rule((value: boolean) => value, VALIDATION_MESSAGES.termsRequired));

/** An ISO calendar date, yyyy-mm-dd, that exists. */
export function isIsoDate(value: string): boolean {
  // Year 0000 does not exist (PostgreSQL refuses it).
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Built once: constructing an Intl.DateTimeFormat costs far more than formatting with it. */
const UK_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

const MINUTE_MS = 60_000;
/** The last minute formatted: the UK's offset from UTC is whole hours, so its date is one within a minute. */
let lastDay = { minute: Number.NaN, date: '' };

/**
 * Today's date (yyyy-mm-dd) in the UK, where RefNet's clinicians and patients are. Formatted once a minute:
 * the server asks on every list answer (ages are shown), and formatting was a few per cent of one.
 */
export function ukToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== lastDay.minute) lastDay = { minute, date: UK_DATE.format(now) };
  return lastDay.date;
}

/** Age in full years on `today` (both yyyy-mm-dd): the birthday within the year counts. */
export function ageOn(dob: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(5) < dob.slice(5) ? years - 1 : years;
}

/** SPEC §5: age is the difference of years only (the birthday within the year is not considered). */
export function ageByYear(dob: string, today: Date = new Date()): number {
  return today.getUTCFullYear() - Number(dob.slice(0, 4));
}

/** A real date (yyyy-mm-dd) that is today or earlier in the UK: the only dates the age rules judge. */
export const isPastDate = (value: string) => isIsoDate(value) && value <= ukToday();

/**
 * The checks every date of birth starts with: typed as yyyy-mm-dd or as the UK's DD/MM/YYYY (D/M/YYYY too),
 * kept as yyyy-mm-dd; then one message for each way it can be wrong, before any age rule speaks.
 */
export const dateOfBirthChecks = () =>
  [
    z.trim(),
    z.overwrite(isoFromTypedDate),
    rule((value: string) => value.length > 0, VALIDATION_MESSAGES.dobRequired),
    rule((value: string) => value === '' || isIsoDate(value), VALIDATION_MESSAGES.dobNotADate),
    rule((value: string) => !isIsoDate(value) || isPastDate(value), VALIDATION_MESSAGES.dobInFuture),
  ] as const;

export const dobField = z.string().check(...dateOfBirthChecks());

/** Registration: at least 18 by year difference (SPEC §5). */
export const registrationDobField = z.string().check(
  ...dateOfBirthChecks(),
  rule(
    (value: string) => !isPastDate(value) || ageByYear(value) >= 18,
    VALIDATION_MESSAGES.registrationUnder18,
  ),
);

/** Profile update: age 18 to 100 inclusive by year difference (SPEC §5). */
export const profileDobField = z.string().check(
  ...dateOfBirthChecks(),
  rule((value: string) => {
    if (!isPastDate(value)) return true;
    const age = ageByYear(value);
    return age >= 18 && age <= 100;
  }, VALIDATION_MESSAGES.profileAgeOutOfRange),
);

export const clinicianDescriptionField = z.string().check(
  z.trim(),
  noControlCharacters({ multiLine: true }),
  rule((value: string) => value.length > 0, VALIDATION_MESSAGES.descriptionRequired),
  rule((value: string) => value.length <= CLINICIAN_DESCRIPTION_MAX, VALIDATION_MESSAGES.descriptionTooLong),
);

/** A profile update requires only names and date of birth (SPEC §5): the description may be empty. */
export const optionalClinicianDescriptionField = z.string().check(
  z.trim(),
  noControlCharacters({ multiLine: true }),
  rule((value: string) => value.length <= CLINICIAN_DESCRIPTION_MAX, VALIDATION_MESSAGES.descriptionTooLong),
);

/** The largest id an integer (int4) column holds: a larger one could only be a database error. */
export const MAX_ROW_ID = 2 ** 31 - 1;
export const ID_TOO_LARGE_MESSAGE = `must be at most ${MAX_ROW_ID}.`;

/** Whether `value` can be the id of a row: a whole number from 1 to MAX_ROW_ID. */
export const isRowId = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID;

/** The row id written in `text` (a path segment, a route parameter), or null when it cannot be one. */
export function parseRowId(text: string | undefined): number | null {
  if (text === undefined || !/^[0-9]{1,10}$/.test(text)) return null;
  const id = Number(text);
  return isRowId(id) ? id : null;
}

/** A positive whole-number id in a JSON body. */
export const idField = z.int().check(z.positive(), z.lte(MAX_ROW_ID, ID_TOO_LARGE_MESSAGE));
