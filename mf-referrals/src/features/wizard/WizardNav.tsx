import { Button, Flex } from '@refnet/shared-ui';

export interface WizardNavProps {
  step: number;
  /** Step 0's Next: only with a selected patient. */
  hasPatient: boolean;
  onPrevious: () => void;
  onNext: () => void;
  disabled?: boolean;
}

/**
 * SPEC §2.11: Previous is hidden on step 0; Next shows only on step 0 (later steps move on by their own
 * buttons: the information's Next, choosing a clinician or setting the referral open, sending).
 */
export function WizardNav({ step, hasPatient, onPrevious, onNext, disabled }: WizardNavProps) {
  return (
    <Flex gap="small" justify="space-between">
      {step > 0 ? (
        <Button onClick={onPrevious} disabled={disabled}>
          Previous
        </Button>
      ) : (
        <span />
      )}
      {step === 0 && (
        <Button type="primary" onClick={onNext} disabled={!hasPatient}>
          Next
        </Button>
      )}
    </Flex>
  );
}
