// SPEC §5 phone numbers: "+" and a country code, or a number as dialled in the UK (the country defaults to
// GB). Whatever the writing, RefNet keeps the number in E.164 (+447700900123).

const UK_COUNTRY_CODE = '44';
/** Spaces, hyphens, dots and brackets people write between digits: "(020) 7946-0000". */
const SEPARATORS = /[\s().-]/g;
/** E.164: + then up to 15 digits, the first not 0; SPEC §5 asks for at least 7. */
const E164 = /^\+[1-9]\d{6,14}$/;
/** A UK national significant number (after +44, without the leading 0) has 9 or 10 digits. */
const UK_NATIONAL_NUMBER = /^[1-9]\d{8,9}$/;

/**
 * The number in E.164, or null when it cannot be a phone number:
 * - "07700 900123" (a UK number with its leading 0) → "+447700900123";
 * - "+44 7700 900123", "+44 (0)7700 900123" and "0044 7700 900123" → "+447700900123";
 * - another country's "+33 1 23 45 67 89" → "+33123456789".
 */
export function toE164Phone(text: string): string | null {
  const written = text.replace(SEPARATORS, '');
  const international = written.startsWith('00')
    ? `+${written.slice(2)}`
    : /^0\d/.test(written)
      ? `+${UK_COUNTRY_CODE}${written.slice(1)}`
      : written;
  // "+44 (0)20 …": the UK's leading 0 is never dialled after the country code.
  const number = international.replace(/^\+440/, `+${UK_COUNTRY_CODE}`);
  if (!E164.test(number)) return null;
  const isUk = number.startsWith(`+${UK_COUNTRY_CODE}`);
  return isUk && !UK_NATIONAL_NUMBER.test(number.slice(UK_COUNTRY_CODE.length + 1)) ? null : number;
}

export const isValidPhone = (text: string) => toE164Phone(text) !== null;

/** A valid number in E.164; anything else as it was, for the rule that refuses it to quote. */
export const phoneAsE164 = (text: string) => toE164Phone(text) ?? text;
