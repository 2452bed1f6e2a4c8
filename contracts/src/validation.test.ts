/** @jest-environment node */
import {
  MAX_ROW_ID,
  VALIDATION_MESSAGES,
  ageOn,
  emailField,
  isIsoDate,
  isRowId,
  isValidEmail,
  optionalEmailField,
  parseRowId,
  profileDobField,
  registrationDobField,
  ukToday,
} from './validation';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

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

  it('accepts the project’s demo and test addresses and the usual providers', () => {
    for (const value of [
      'admin@refnet.test',
      'x@refnet.test',
      'clinician@refnet.example',
      'name@nhs.net',
      "first.o'neil@mail.example",
      'a-b_c%d+e@mail-1.example.co.uk',
    ]) {
      expect({ value, valid: isValidEmail(value) }).toEqual({ value, valid: true });
    }
  });

  it('refuses an apostrophe or anything but letters, digits, dots and hyphens in the domain', () => {
    for (const value of [
      "x@sec.example'",
      "x@o'neil.example",
      'x@sec.example/x',
      'x@sec_host.example',
      'x@-sec.example',
      'x@sec-.example',
      'x@sec..example',
      'x@sec.example.',
      'x@.sec.example',
      'x@sêc.example',
    ]) {
      expect({ value, valid: isValidEmail(value) }).toEqual({ value, valid: false });
    }
  });

  it('refuses a domain without a dot, or a label longer than 63 characters', () => {
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('name@localhost')).toBe(false);
    expect(isValidEmail(`a@${'b'.repeat(64)}.org`)).toBe(false);
    expect(isValidEmail(`a@${'b'.repeat(63)}.org`)).toBe(true);
  });

  it('refuses control characters anywhere', () => {
    for (const value of [
      'x\u0000@refnet.test',
      'x@refnet.test\u0000',
      'x\t@refnet.test',
      'x@ref\u007fnet.test',
    ]) {
      expect({ value, valid: isValidEmail(value) }).toEqual({ value, valid: false });
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
    // Labels of 63 characters at most, as a domain name allows.
    const domainOfLength = (length: number) =>
      `${'b'.repeat(length - 132)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org`;
    expect(isValidEmail(`${'a'.repeat(64)}@${domainOfLength(190)}`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(64)}@${domainOfLength(189)}`)).toBe(true);
  });

  it('is what the e-mail field answers with, after trimming and lower-casing', () => {
    expect(emailField.parse('  Nina.Shah@Example.ORG ')).toBe('nina.shah@example.org');
    const refused = emailField.safeParse('x,victim@example.org');
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([VALIDATION_MESSAGES.emailInvalid]);
    expect(VALIDATION_MESSAGES.emailInvalid).toBe('Please enter a valid email address.');
    const apostrophe = optionalEmailField.safeParse("x@sec.example'");
    expect(apostrophe.error?.issues.map((issue) => issue.message)).toEqual([
      VALIDATION_MESSAGES.emailInvalid,
    ]);
  });
});

describe('registrationDobField and profileDobField', () => {
  beforeEach(() => {
    // 10 March 2026, 23:30 in London (GMT).
    jest.useFakeTimers({ now: new Date('2026-03-10T23:30:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const fields = { registrationDobField, profileDobField };

  it('take the UK format DD/MM/YYYY (and D/M/YYYY) as typed and keep yyyy-mm-dd', () => {
    for (const field of Object.values(fields)) {
      expect(field.parse('07/03/1980')).toBe('1980-03-07');
      expect(field.parse('7/3/1980')).toBe('1980-03-07');
      expect(field.parse(' 1980-03-07 ')).toBe('1980-03-07');
    }
  });

  it('say a date that does not exist is not a date, and one after today is in the future', () => {
    for (const field of Object.values(fields)) {
      expect(messagesOf(field.safeParse(''))).toEqual([VALIDATION_MESSAGES.dobRequired]);
      expect(messagesOf(field.safeParse('31/02/2000'))).toEqual([VALIDATION_MESSAGES.dobNotADate]);
      expect(messagesOf(field.safeParse('1980-13-01'))).toEqual([VALIDATION_MESSAGES.dobNotADate]);
      expect(messagesOf(field.safeParse('01/01/2999'))).toEqual([VALIDATION_MESSAGES.dobInFuture]);
      expect(messagesOf(field.safeParse('11/03/2026'))).toEqual([VALIDATION_MESSAGES.dobInFuture]);
    }
  });

  it('keep SPEC’s age rules, by year difference, for real dates up to today', () => {
    expect(messagesOf(registrationDobField.safeParse('10/03/2026'))).toEqual([
      VALIDATION_MESSAGES.registrationUnder18,
    ]);
    expect(registrationDobField.parse('31/12/2008')).toBe('2008-12-31');
    expect(messagesOf(registrationDobField.safeParse('01/01/2009'))).toEqual([
      VALIDATION_MESSAGES.registrationUnder18,
    ]);
    expect(profileDobField.parse('31/12/2008')).toBe('2008-12-31');
    expect(profileDobField.parse('01/01/1926')).toBe('1926-01-01');
    for (const dob of ['01/01/2009', '31/12/1925', '10/03/2026']) {
      expect(messagesOf(profileDobField.safeParse(dob))).toEqual([VALIDATION_MESSAGES.profileAgeOutOfRange]);
    }
  });
});
