/** @jest-environment node */
import { formatDate, formatDateTime, padId, personName, userDisplayName } from './format';

describe('formatDateTime', () => {
  it('shows local time then the en-GB date', () => {
    expect(formatDateTime('2024-03-05T09:07:00')).toBe('09:07 05/03/2024');
    expect(formatDateTime(new Date(2025, 11, 31, 23, 59))).toBe('23:59 31/12/2025');
  });

  it('converts an instant with an offset to local time', () => {
    const instant = '2024-07-01T12:30:00Z';
    const local = new Date(instant);
    const expected = `${String(local.getHours()).padStart(2, '0')}:30 01/07/2024`;
    expect(formatDateTime(instant)).toBe(expected);
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats as DD/MM/YYYY', () => {
    expect(formatDate('1980-05-02')).toBe('02/05/1980');
    expect(formatDate('2024-11-30T08:00:00')).toBe('30/11/2024');
  });

  it('gives an empty string for invalid values', () => {
    expect(formatDate('31/31/2020')).toBe('');
  });
});

describe('padId', () => {
  it('pads to five digits by default', () => {
    expect(padId(42)).toBe('00042');
    expect(padId('7')).toBe('00007');
    expect(padId(0)).toBe('00000');
  });

  it('keeps longer ids and honours a width', () => {
    expect(padId(1234567)).toBe('1234567');
    expect(padId(3, 3)).toBe('003');
  });
});

describe('personName', () => {
  it('joins title and names, leaving out what is missing', () => {
    expect(personName({ title: 'Dr', firstName: 'Amelia', lastName: 'Hart' })).toBe('Dr Amelia Hart');
    expect(personName({ title: '', firstName: 'Amelia', lastName: 'Hart' })).toBe('Amelia Hart');
    expect(personName({ firstName: '', lastName: 'Hart' })).toBe('Hart');
  });
});

describe('userDisplayName', () => {
  const user = {
    id: 1,
    username: 'a@x.uk',
    email: 'a@x.uk',
    first_name: 'Ada',
    last_name: 'Okafor',
    is_staff: false,
  };
  it('is the first and last name, or the e-mail without a name', () => {
    expect(userDisplayName(user)).toBe('Ada Okafor');
    expect(userDisplayName({ ...user, first_name: '', last_name: '' })).toBe('a@x.uk');
  });
});
