/** Outward code (area, district) then inward code (sector, unit), e.g. "SW1A" + "1AA". */
const UK_POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/;
/** The one postcode that breaks the pattern (Girobank). */
const GIROBANK = 'GIR0AA';

/**
 * The single normal form used for storage and look-ups: upper case, no inner spaces except one
 * between outward and inward code ("sw1a1aa" and " SW1A  1AA " both give "SW1A 1AA").
 * Anything that is not shaped like a UK postcode gives undefined.
 */
export function normalisePostcode(input: string): string | undefined {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact === GIROBANK) return 'GIR 0AA';
  const match = UK_POSTCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : undefined;
}
