/** @jest-environment node */
import { isoFromTypedDate } from './typed-date';

describe('isoFromTypedDate', () => {
  it('reads the UK order, day then month then year, as yyyy-mm-dd', () => {
    expect(isoFromTypedDate('07/03/1990')).toBe('1990-03-07');
    expect(isoFromTypedDate('7/3/1990')).toBe('1990-03-07');
    expect(isoFromTypedDate('31/12/1985')).toBe('1985-12-31');
    expect(isoFromTypedDate(' 7.3.1990 ')).toBe('1990-03-07');
    expect(isoFromTypedDate('7-3-1990')).toBe('1990-03-07');
  });

  it('leaves a date that does not exist for the rules to refuse', () => {
    expect(isoFromTypedDate('31/02/2000')).toBe('2000-02-31');
  });

  it('returns anything else as it is', () => {
    for (const text of ['', '1990-03-07', '7/3/90', '07/03/19900', '1990/03/07', 'yesterday']) {
      expect(isoFromTypedDate(text)).toBe(text);
    }
  });
});
