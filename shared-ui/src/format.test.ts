/** @jest-environment node */
import { formatDate, formatDateTime, formatFileSize, padId, personName, userDisplayName } from './format';

describe('formatDateTime', () => {
  it('is the contracts formatter: UK time then the en-GB date, BST in summer', () => {
    expect(formatDateTime('2024-01-05T09:07:00Z')).toBe('09:07 05/01/2024');
    expect(formatDateTime('2024-07-01T23:30:00Z')).toBe('00:30 02/07/2024');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats as DD/MM/YYYY: a date of birth as it is, an instant as its UK date', () => {
    expect(formatDate('1980-05-02')).toBe('02/05/1980');
    expect(formatDate('2024-11-30T08:00:00Z')).toBe('30/11/2024');
    expect(formatDate('2024-06-30T23:30:00Z')).toBe('01/07/2024');
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

describe('formatFileSize', () => {
  it('writes KB below a megabyte (at least 1) and MB with one decimal above', () => {
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(245_760)).toBe('240 KB');
    expect(formatFileSize(1_048_575)).toBe('1,024 KB');
    expect(formatFileSize(1_048_576)).toBe('1 MB');
    expect(formatFileSize(3_250_000)).toBe('3.1 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});
