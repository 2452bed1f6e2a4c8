/** @jest-environment node */
import { pxRef } from './px-ref';

describe('pxRef', () => {
  it('joins the rounded age and the first letter of the sex', () => {
    expect(pxRef(42, 'Male')).toBe('42M');
    expect(pxRef(36.6, 'Female')).toBe('37F');
    expect(pxRef(18.2, 'other')).toBe('18O');
    expect(pxRef(70, 'Unknown')).toBe('70U');
  });

  it('leaves out what is unknown', () => {
    expect(pxRef(null, 'Male')).toBe('M');
    expect(pxRef(55, undefined)).toBe('55');
    expect(pxRef(Number.NaN, '')).toBe('');
  });
});
