/** @jest-environment node */
import {
  MAX_ROW_ID,
  NUL_CHARACTER_MESSAGE,
  VALIDATION_MESSAGES,
  ageOn,
  emailField,
  isIsoDate,
  isRowId,
  isValidEmail,
  optionalText,
  parseRowId,
  requiredText,
  ukToday,
} from './validation';

describe('ukToday', () => {
  it('is the date in London, which is an hour ahead of UTC in summer', () => {
    expect(ukToday(new Date('2026-06-30T22:59:59Z'))).toBe('2026-06-30');
    expect(ukToday(new Date('2026-06-30T23:00:00Z'))).toBe('2026-07-01');
  });

  it('is the UTC date in winter', () => {
    expect(ukToday(new Date('2026-01-15T23:59:59Z'))).toBe('2026-01-15');
    expect(ukToday(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
  });

  it('defaults to now, written yyyy-mm-dd', () => {
    expect(isIsoDate(ukToday())).toBe(true);
  });
});

describe('ageOn', () => {
  it('counts full years: the birthday within the year matters', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn('2008-12-31', '2026-12-30')).toBe(17);
    expect(ageOn('2008-12-31', '2026-12-31')).toBe(18);
  });

  it('makes someone born on 29 February a year older on 1 March in other years', () => {
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
    expect(ageOn('2000-02-29', '2028-02-29')).toBe(28);
  });
});

describe('isIsoDate', () => {
  it('refuses the year 0000, which PostgreSQL cannot store', () => {
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0001-01-01')).toBe(true);
  });

  it('refuses dates that do not exist or are not yyyy-mm-dd', () => {
    for (const value of ['2026-02-29', '2026-13-01', '2026-1-01', '01/02/2026', '']) {
      expect(isIsoDate(value)).toBe(false);
    }
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});

describe('isRowId', () => {
  it('is a whole number from 1 to MAX_ROW_ID', () => {
    expect(isRowId(1)).toBe(true);
    expect(isRowId(MAX_ROW_ID)).toBe(true);
    for (const value of [0, -1, 1.5, MAX_ROW_ID + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isRowId(value)).toBe(false);
    }
  });
});

describe('parseRowId', () => {
  it('reads plain digits naming a possible row', () => {
    expect(parseRowId('42')).toBe(42);
    expect(parseRowId('007')).toBe(7);
    expect(parseRowId(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it('is null for anything else', () => {
    for (const text of [
      undefined,
      '',
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x1',
      ' 1',
      '1 ',
      'abc',
      String(MAX_ROW_ID + 1),
      '99999999999',
    ]) {
      expect(parseRowId(text)).toBeNull();
    }
  });
});

describe('the NUL character rule', () => {
  it('refuses U+0000 in required and optional text with its own message', () => {
    const required = requiredText('Please enter a name.').safeParse('Ada\u0000');
    expect(required.error?.issues.map((issue) => issue.message)).toEqual([NUL_CHARACTER_MESSAGE]);
    const optional = optionalText().safeParse('\u0000');
    expect(optional.error?.issues.map((issue) => issue.message)).toEqual([NUL_CHARACTER_MESSAGE]);
  });

  it('lets other text through, trimmed', () => {
    expect(requiredText('Please enter a name.').parse('  Ada Lovelace ')).toBe('Ada Lovelace');
    expect(optionalText().parse('')).toBe('');
  });
});

describe('isValidEmail', () => {
  it('accepts the usual shapes', () => {
    for (const value of [
      'a@b.co',
      'nina.shah+ref@nhs.example.org',
      "o'brien@example.org",
      'x@sub.example.co.uk',
    ]) {
      expect(isValidEmail(value)).toBe(true);
    }
  });

  it('refuses missing parts, spaces and a second @', () => {
    for (const value of ['', 'not-an-email', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a@b@c.co', 'a@b.co ']) {
      expect(isValidEmail(value)).toBe(false);
    }
  });

  it('refuses , ; < > " ( ) [ ] \\ anywhere, which could name another recipient', () => {
    for (const character of [',', ';', '<', '>', '"', '(', ')', '[', ']', '\\']) {
      for (const value of [
        `x${character}victim@example.org`,
        `victim@example.org${character}x.org`,
        `x@exam${character}ple.org`,
        `x@example.o${character}rg`,
      ]) {
        expect({ value, valid: isValidEmail(value) }).toEqual({ value, valid: false });
      }
    }
  });

  it('refuses more than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(186)}.org`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(185)}.org`)).toBe(true);
  });

  it('is what the e-mail field answers with, after trimming and lower-casing', () => {
    expect(emailField.parse('  Nina.Shah@Example.ORG ')).toBe('nina.shah@example.org');
    const refused = emailField.safeParse('x,victim@example.org');
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([VALIDATION_MESSAGES.emailInvalid]);
    expect(VALIDATION_MESSAGES.emailInvalid).toBe('Please enter a valid email address.');
  });
});
