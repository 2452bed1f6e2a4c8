/** Day, month and four-digit year, as the UK writes a date: 07/03/1990, 7/3/1990 (or with - . or spaces). */
const UK_DATE = /^(\d{1,2})[/.\s-](\d{1,2})[/.\s-](\d{4})$/;

/**
 * A date as a person typed it, read as yyyy-mm-dd: DD/MM/YYYY (also D/M/YYYY) becomes 1990-03-07; anything
 * else is returned as it is. Whether the date exists is not checked here: 31/02/2000 reads as 2000-02-31,
 * which the date rules refuse with their own message.
 */
export function isoFromTypedDate(text: string): string {
  const match = UK_DATE.exec(text.trim());
  if (!match) return text;
  const [, day = '', month = '', year = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
