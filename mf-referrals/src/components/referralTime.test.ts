/** @jest-environment node */
import { formatReferralTime } from './referralTime';

describe('formatReferralTime', () => {
  it('shows UK winter time as HH:MM DD/MM/YYYY', () => {
    expect(formatReferralTime('2026-01-05T09:30:00Z')).toBe('09:30 05/01/2026');
  });

  it('shows UK summer time an hour ahead of UTC, across midnight', () => {
    expect(formatReferralTime('2026-07-05T23:30:00Z')).toBe('00:30 06/07/2026');
  });

  it('gives nothing for a missing or invalid time', () => {
    expect(formatReferralTime(null)).toBe('');
    expect(formatReferralTime('not a date')).toBe('');
  });
});
