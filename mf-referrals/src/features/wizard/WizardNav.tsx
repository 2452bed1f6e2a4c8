import type { ReactNode } from 'react';
import { Button, Flex } from '@refnet/shared-ui';

export const WIZARD_NAV_LABEL = 'Wizard steps';

export interface WizardNavProps {
  /** Goes back one step; absent on step 0 (SPEC §2.11: Previous is hidden there). */
  onPrevious?: () => void;
  /** The step's way forward, on the right: Next, Send referral; none where choosing moves on. */
  forward?: ReactNode;
  /** Once the referral is sent, there is no going back. */
  disabled?: boolean;
}

/**
 * The foot of every wizard step: Previous on the left and the way forward on the right, on one row at any
 * width (SPEC §2.11: Previous is hidden on step 0, Next shows only where a step does not move on by itself).
 */
export function WizardNav({ onPrevious, forward, disabled }: WizardNavProps) {
  return (
    <Flex
      role="group"
      aria-label={WIZARD_NAV_LABEL}
      gap="small"
      justify="space-between"
      align="center"
      wrap={false}
      style={{ marginTop: 16 }}
    >
      {onPrevious ? (
        <Button onClick={onPrevious} disabled={disabled}>
          Previous
        </Button>
      ) : (
        <span />
      )}
      {forward}
    </Flex>
  );
}
