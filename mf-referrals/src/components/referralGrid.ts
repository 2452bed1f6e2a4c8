import type { CSSProperties } from 'react';

/**
 * The toggle's column is as wide as its widest label ("Show details" and the icon, 150 px at 15 px): a fixed
 * track, so the header row (a hidden label) and every bar ("Show" or "Hide") share the same columns. Sized
 * by its content, each row's track differed and put Sex and Referrer 70-100 px off their headers.
 */
export const DETAILS_TOGGLE_WIDTH = '10.5em';

/** The five columns of a referral list: Patient, DOB, Sex, the other clinician, the details toggle. */
export const referralGridRow: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: `minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr) ${DETAILS_TOGGLE_WIDTH}`,
  gap: 12,
  alignItems: 'center',
  padding: '12px 16px',
};

/**
 * Narrow screens (SPEC §9, ≤ 768 px): each value on its own line, named, and the toggle under them, so the
 * values keep the whole width (beside them it left about 60 px on a phone, breaking names mid-word).
 */
export const narrowReferralGridRow: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: 2,
  padding: '12px 16px',
};
