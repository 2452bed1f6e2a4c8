import { visuallyHidden } from './visuallyHidden';

export const PRIVATE_DETAIL_TEXT = 'Shown once you accept the referral';

/**
 * A detail the receiver may not see yet (SPEC §4): a random placeholder, blurred and hidden from assistive
 * technology, which reads (and a pointer's tooltip shows) why instead.
 */
export function PrivateValue({ placeholder }: { placeholder: string }) {
  return (
    <span title={PRIVATE_DETAIL_TEXT} data-private-value="">
      <span aria-hidden="true" style={{ filter: 'blur(5px)', userSelect: 'none' }}>
        {placeholder}
      </span>
      <span style={visuallyHidden}>{PRIVATE_DETAIL_TEXT}</span>
    </span>
  );
}
