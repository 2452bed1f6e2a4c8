import type { CSSProperties } from 'react';

/** The five columns of a referral list: Patient, DOB, Sex, the other clinician, the details toggle. */
export const referralGridRow: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr) auto',
  gap: 12,
  alignItems: 'center',
  padding: '12px 16px',
};

/** Narrow screens (SPEC §9, ≤ 768 px): each value on its own line, named, with the toggle beside them. */
export const narrowReferralGridRow: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 12,
  rowGap: 2,
  padding: '12px 16px',
};
