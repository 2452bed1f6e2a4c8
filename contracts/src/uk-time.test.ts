/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import { formatUkDate, formatUkDateTime } from './uk-time';

/** Instants around the 2026 clock changes (29 March and 25 October, at 01:00 UTC) and in midsummer. */
const INSTANTS = {
  winterMorning: '2026-01-05T09:30:00Z',
  lastMinuteOfGmt: '2026-03-29T00:59:00Z',
  firstMinuteOfBst: '2026-03-29T01:00:00Z',
  summerNightInUtc: '2026-07-05T23:30:00Z',
  bstBeforeClocksGoBack: '2026-10-25T00:30:00Z',
  gmtAfterClocksGoBack: '2026-10-25T01:30:00Z',
} as const;

const IN_LONDON = {
  winterMorning: '09:30 05/01/2026',
  lastMinuteOfGmt: '00:59 29/03/2026',
  firstMinuteOfBst: '02:00 29/03/2026',
  summerNightInUtc: '00:30 06/07/2026',
  bstBeforeClocksGoBack: '01:30 25/10/2026',
  gmtAfterClocksGoBack: '01:30 25/10/2026',
};

interface ShownInZone {
  timeZone: string;
  localHourOfWinterMorning: number;
  dateTimes: Record<string, string>;
  date: string;
  dateOfBirth: string;
}

/** uk-time.ts as plain JavaScript, for a Node process without jest's transform. */
function ukTimeModuleUrl() {
  const source = readFileSync(path.join(__dirname, 'uk-time.ts'), 'utf8');
  const { code } = transformSync(source, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  return `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
}

/**
 * Formats INSTANTS in a fresh Node process, once in each of `timeZones` as its own time zone, as a browser or
 * server there would. Jest's own process cannot change its zone; a plain Node process can (process.env.TZ).
 */
function shownInZones(timeZones: readonly string[]): ShownInZone[] {
  const script = `
    const { formatUkDate, formatUkDateTime } = await import(${JSON.stringify(ukTimeModuleUrl())});
    const instants = ${JSON.stringify(INSTANTS)};
    const shown = ${JSON.stringify(timeZones)}.map((timeZone) => {
      process.env.TZ = timeZone;
      return {
        timeZone,
        localHourOfWinterMorning: new Date(instants.winterMorning).getHours(),
        dateTimes: Object.fromEntries(Object.entries(instants).map(([k, v]) => [k, formatUkDateTime(v)])),
        date: formatUkDate(instants.summerNightInUtc),
        dateOfBirth: formatUkDate('1990-03-07'),
      };
    });
    console.log(JSON.stringify(shown));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(output) as ShownInZone[];
}

describe('formatUkDateTime', () => {
  it('writes HH:MM DD/MM/YYYY in London time: GMT in winter, BST (an hour ahead) in summer', () => {
    for (const [name, instant] of Object.entries(INSTANTS)) {
      expect({ name, shown: formatUkDateTime(instant) }).toEqual({
        name,
        shown: IN_LONDON[name as keyof typeof IN_LONDON],
      });
    }
  });

  it('shows London time in a process in New York or in India, across both clock changes', () => {
    const shown = shownInZones(['America/New_York', 'Asia/Kolkata']);
    // The process really was elsewhere: its own clock read 09:30 UTC as 04:30 and 15:00.
    expect(shown.map((zone) => zone.localHourOfWinterMorning)).toEqual([4, 15]);
    for (const zone of shown) {
      expect(zone.dateTimes).toEqual(IN_LONDON);
      expect([zone.date, zone.dateOfBirth]).toEqual(['06/07/2026', '07/03/1990']);
    }
  });

  it('takes a Date as well as an ISO string, and a time without a zone as UK time already', () => {
    expect(formatUkDateTime(new Date(INSTANTS.summerNightInUtc))).toBe('00:30 06/07/2026');
    expect(formatUkDateTime('2024-03-05T09:07:00')).toBe('09:07 05/03/2024');
    expect(formatUkDateTime('2024-03-05')).toBe('00:00 05/03/2024');
  });

  it('gives nothing for a missing or invalid value', () => {
    for (const value of [null, undefined, '', 'not a date', '2026-02-30T10:00:00', new Date(Number.NaN)]) {
      expect(formatUkDateTime(value)).toBe('');
    }
  });
});

describe('formatUkDate', () => {
  it('writes a calendar date such as a date of birth as it is, whatever the zone', () => {
    expect(formatUkDate('1980-05-02')).toBe('02/05/1980');
    expect(formatUkDate('1900-01-01')).toBe('01/01/1900');
  });

  it('writes an instant as its date in London', () => {
    expect(formatUkDate('2026-07-05T23:30:00Z')).toBe('06/07/2026');
    expect(formatUkDate('2026-01-31T23:30:00Z')).toBe('31/01/2026');
  });

  it('gives nothing for a missing or invalid value', () => {
    for (const value of [null, undefined, '', '31/31/2020', '2026-02-29']) {
      expect(formatUkDate(value)).toBe('');
    }
  });
});
