// RefNet's one way of writing dates and times for people (SPEC §9): UK time (Europe/London, so GMT in winter
// and BST in summer) in en-GB order, whatever the time zone of the browser or the server showing it.
// Every screen and every download goes through these two functions.

export const UK_TIME_ZONE = 'Europe/London';

/** What a date or time may arrive as: an ISO string from the API, a Date, or nothing. */
export type DateTimeValue = string | Date | null | undefined;

/** Built once: constructing an Intl.DateTimeFormat costs far more than formatting with it. */
const UK_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  // Not `hour12: false`, which some engines write as 24:05 just after midnight.
  hourCycle: 'h23',
});

/** A date or date-time with no zone: the UK's own wall-clock time, as written. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

interface UkParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function ukParts(value: DateTimeValue): UkParts | null {
  if (value === null || value === undefined || value === '') return null;
  const wallClock = typeof value === 'string' ? WALL_CLOCK.exec(value) : null;
  if (wallClock) {
    const [, year = '', month = '', day = '', hour = '00', minute = '00'] = wallClock;
    // Only a date that exists (no 31/02) is written back.
    const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return null;
    return { year, month, day, hour, minute };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(UK_PARTS.formatToParts(date).map(({ type, value }) => [type, value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/**
 * SPEC §9 time stamps: 'HH:MM DD/MM/YYYY' in UK time ('14:05 31/01/2025'). An instant (with Z or an offset)
 * is shown as the clock in London read it; a time without a zone is taken as UK time already. Nothing or an
 * invalid value gives ''.
 */
export function formatUkDateTime(value: DateTimeValue): string {
  const parts = ukParts(value);
  return parts ? `${parts.hour}:${parts.minute} ${parts.day}/${parts.month}/${parts.year}` : '';
}

/**
 * SPEC §9 dates: 'DD/MM/YYYY'. A calendar date (yyyy-mm-dd, e.g. a date of birth) is written as it is; an
 * instant as its date in London. Nothing or an invalid value gives ''.
 */
export function formatUkDate(value: DateTimeValue): string {
  const parts = ukParts(value);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : '';
}
