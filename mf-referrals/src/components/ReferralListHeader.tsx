import { refnetColours, useIsNarrow } from '@refnet/shared-ui';
import { referralGridRow } from './referralGrid';
import { visuallyHidden } from './visuallyHidden';

export const DETAILS_COLUMN_LABEL = 'Details';

/**
 * The column headers: Patient, DOB, Sex, the other clinician, and a blank one over the toggles (SPEC §2.7,
 * §2.8), named for screen readers only. On narrow screens every value names itself, so the row is hidden.
 */
export function ReferralListHeader({ counterpartTitle }: { counterpartTitle: string }) {
  const isNarrow = useIsNarrow();
  const titles = ['Patient', 'DOB', 'Sex', counterpartTitle];
  return (
    <div role="rowgroup" style={isNarrow ? visuallyHidden : undefined}>
      <div
        role="row"
        style={{ ...referralGridRow, fontWeight: 600, borderBottom: `2px solid ${refnetColours.primary}` }}
      >
        {titles.map((title) => (
          <div role="columnheader" key={title}>
            {title}
          </div>
        ))}
        <div role="columnheader">
          <span style={visuallyHidden}>{DETAILS_COLUMN_LABEL}</span>
        </div>
      </div>
    </div>
  );
}
