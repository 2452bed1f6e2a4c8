/** @jest-environment node */
import { checkClinicRequestSchema, checkEmailRequestSchema } from './registration';
import { idParamSchema } from './reference-data';
import { getGpsRequestSchema } from './geocoding';

describe('checkEmailRequestSchema', () => {
  it('trims and lower-cases, and allows an empty e-mail', () => {
    expect(checkEmailRequestSchema.parse({ email: '  Amelia@RefNet.Example ' })).toEqual({
      email: 'amelia@refnet.example',
    });
    expect(checkEmailRequestSchema.parse({ email: '' })).toEqual({ email: '' });
  });

  it('refuses a malformed address with the SPEC message', () => {
    const result = checkEmailRequestSchema.safeParse({ email: 'not-an-email' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address.');
  });
});

describe('checkClinicRequestSchema', () => {
  it('accepts the flat fields or an address object', () => {
    expect(checkClinicRequestSchema.safeParse({ postcode: 'SW1A 1AA' }).success).toBe(true);
    expect(checkClinicRequestSchema.safeParse({ address: { postcode: 'SW1A 1AA' } }).success).toBe(true);
    expect(checkClinicRequestSchema.safeParse({ postcode: 1 }).success).toBe(false);
  });
});

describe('getGpsRequestSchema', () => {
  it('requires a non-empty postCode', () => {
    expect(getGpsRequestSchema.safeParse({ postCode: ' ' }).error?.issues[0]?.message).toBe(
      'Please enter a postcode.',
    );
    expect(getGpsRequestSchema.parse({ postCode: ' sw1a 1aa ' })).toEqual({ postCode: 'sw1a 1aa' });
  });
});

describe('idParamSchema', () => {
  it('turns a whole number into a number and refuses anything else', () => {
    expect(idParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['abc', '1.5', '-1', '']) expect(idParamSchema.safeParse({ id }).success).toBe(false);
  });

  it('refuses an id beyond the int4 columns', () => {
    expect(idParamSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
    expect(idParamSchema.safeParse({ id: '9999999999' }).error?.issues[0]?.message).toBe(
      'must be at most 2147483647.',
    );
  });
});
