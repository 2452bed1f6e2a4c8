/** @jest-environment node */
import { isValidPhone, phoneAsE164, toE164Phone } from './phone';

describe('toE164Phone', () => {
  it('reads a UK number as dialled, the country defaulting to GB', () => {
    expect(toE164Phone('07700 900123')).toBe('+447700900123');
    expect(toE164Phone('07700900123')).toBe('+447700900123');
    expect(toE164Phone('020 7946 0000')).toBe('+442079460000');
    expect(toE164Phone('(020) 7946-0000')).toBe('+442079460000');
    expect(toE164Phone('0121 496 0108')).toBe('+441214960108');
    expect(toE164Phone('016977 3456')).toBe('+44169773456');
  });

  it('keeps a number already written with + and its country code, without the spaces', () => {
    expect(toE164Phone('+447700900123')).toBe('+447700900123');
    expect(toE164Phone('+44 7700 900123')).toBe('+447700900123');
    expect(toE164Phone('+44 20 7946 0011')).toBe('+442079460011');
    expect(toE164Phone('+33 1 23 45 67 89')).toBe('+33123456789');
    expect(toE164Phone('+1 212 555 0100')).toBe('+12125550100');
  });

  it('drops the UK’s leading 0 written after +44, and reads 00 as +', () => {
    expect(toE164Phone('+44 (0)7700 900123')).toBe('+447700900123');
    expect(toE164Phone('+44 07700 900123')).toBe('+447700900123');
    expect(toE164Phone('0044 7700 900123')).toBe('+447700900123');
    expect(toE164Phone('0033 1 23 45 67 89')).toBe('+33123456789');
  });

  it('refuses what cannot be a phone number', () => {
    for (const text of [
      '',
      '12',
      '0207',
      '7700 900123', // neither + nor a leading 0: the country is unknown
      '+123 456', // 6 digits
      '+1234567890123456', // 16 digits
      '+0123456789', // no country code starts with 0
      '+44 7700 9001', // too short for the UK
      '+44 7700 900123 4', // too long for the UK
      '07700 9001234', // too long for the UK
      '07700 900123 ext 4',
      '+44 7700 900123+',
      'phone me',
    ]) {
      expect({ text, phone: toE164Phone(text) }).toEqual({ text, phone: null });
    }
  });
});

describe('isValidPhone and phoneAsE164', () => {
  it('accept exactly the numbers toE164Phone reads; anything else is kept as typed', () => {
    expect(isValidPhone('07700 900123')).toBe(true);
    expect(isValidPhone('0207')).toBe(false);
    expect(phoneAsE164('07700 900123')).toBe('+447700900123');
    expect(phoneAsE164('0207')).toBe('0207');
  });
});
