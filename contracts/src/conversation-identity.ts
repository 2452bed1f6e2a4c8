// Whether a message on a referral names its patient (issue 22): before the receiver accepts, a message
// from the sender's side may not. One implementation for the API's refusal and the composer's warning.

/** What identifies the patient: their names and date of birth (yyyy-mm-dd). */
export interface PatientIdentity {
  firstName: string;
  lastName: string;
  dob: string;
}

/** What a text was found to hold, in this order. */
export const IDENTITY_FINDINGS = ['name', 'dob', 'nhsNumber'] as const;
export type IdentityFinding = (typeof IDENTITY_FINDINGS)[number];

const MONTHS = [
  ['jan', 'january'],
  ['feb', 'february'],
  ['mar', 'march'],
  ['apr', 'april'],
  ['may'],
  ['jun', 'june'],
  ['jul', 'july'],
  ['aug', 'august'],
  ['sep', 'sept', 'september'],
  ['oct', 'october'],
  ['nov', 'november'],
  ['dec', 'december'],
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Typographic apostrophes and dashes count as the plain ones: O’Brien is O'Brien. */
const plain = (text: string) => text.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u2010-\u2014]/g, '-');

/** A name on its own: not inside a longer word ("Ann" is not found in "Annual"). */
function namePattern(name: string): RegExp | null {
  const words = plain(name).trim().split(/\s+/).filter(Boolean);
  // An initial or a one-letter name would be found in almost any text.
  if (words.join('').length < 2) return null;
  const body = words.map(escapeRegExp).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * The date of birth as people write it in the UK: 14/03/1968, 14-03-1968, 14.03.1968, 14/3/68, 1968-03-14,
 * 14 March 1968, 14 Mar 1968, 14th March 1968, March 14, 1968.
 */
function dobPattern(dob: string): RegExp | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob.trim());
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  const d = `0?${Number(day)}`;
  const m = `0?${Number(month)}`;
  const y = `(?:${year}|${year.slice(2)})`;
  const monthNames = `(?:${MONTHS[Number(month) - 1]?.join('|') ?? '-'})\\.?`;
  const ordinal = '(?:st|nd|rd|th)?';
  const forms = [
    `${d}(?<dmy>[/.-])${m}\\k<dmy>${y}`,
    `${year}(?<ymd>[/.-])${m}\\k<ymd>${d}`,
    `${d}${ordinal}\\s+(?:of\\s+)?${monthNames},?\\s+${year}`,
    `${monthNames}\\s+${d}${ordinal},?\\s+${year}`,
  ];
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

/** Ten digits, alone or spaced 3-3-4 (spaces or hyphens). */
const NHS_NUMBER_CANDIDATE = /(?<!\d)(\d{3})[ -]?(\d{3})[ -]?(\d{4})(?!\d)/g;

/** The NHS number's modulus 11 check: weights 10 to 2, check digit 11 − remainder (11 is 0, 10 is invalid). */
export function isValidNhsNumber(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += Number(digits[index]) * (10 - index);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[9]);
}

/** Whether the text holds a valid NHS number (anyone's: the patient's is not recorded). */
export function containsNhsNumber(text: string): boolean {
  for (const match of text.matchAll(NHS_NUMBER_CANDIDATE)) {
    if (isValidNhsNumber(`${match[1]}${match[2]}${match[3]}`)) return true;
  }
  return false;
}

/**
 * What in the text identifies the patient: their first or last name as a word, their date of birth in a
 * common UK form, or any valid NHS number. `patient` null (the composer of a side that cannot see the
 * patient) checks NHS numbers only.
 */
export function findPatientIdentity(text: string, patient: PatientIdentity | null): IdentityFinding[] {
  const body = plain(text);
  const found = new Set<IdentityFinding>();
  if (patient) {
    const names = [namePattern(patient.firstName), namePattern(patient.lastName)];
    if (names.some((pattern) => pattern?.test(body))) found.add('name');
    if (dobPattern(patient.dob)?.test(body)) found.add('dob');
  }
  if (containsNhsNumber(body)) found.add('nhsNumber');
  return IDENTITY_FINDINGS.filter((finding) => found.has(finding));
}

const FINDING_WORDS: Record<IdentityFinding, string> = {
  name: 'name',
  dob: 'date of birth',
  nhsNumber: 'NHS number',
};

/** "name and date of birth": the findings in words. */
export function identityFindingWords(findings: readonly IdentityFinding[]): string {
  const words = findings.map((finding) => FINDING_WORDS[finding]);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
