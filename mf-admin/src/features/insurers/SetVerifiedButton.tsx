import { useState } from 'react';
import type { InsuranceAgreement } from '@refnet/contracts/accounts';
import { ADMIN_TEXTS } from '@refnet/contracts/admin';
import { Button, useGlobalMessage } from '@refnet/shared-ui';
import { describeAgreement } from '@refnet/shared-ui/accounts';
import { verifyInsuranceAgreement } from '@refnet/shared-ui/admin';
import { failureMessage } from '../../components/failureMessage';

export const INSURER_VERIFY_FAILED_TEXT = 'The insurer could not be verified. Please try again.';

export interface SetVerifiedButtonProps {
  agreement: InsuranceAgreement;
  /** After the insurer is verified: the list is fetched again (SPEC §4). */
  onVerified: () => Promise<void>;
}

/** "Set verified": makes an insurer a clinician typed in selectable by everyone. */
export function SetVerifiedButton({ agreement, onVerified }: SetVerifiedButtonProps) {
  const { show } = useGlobalMessage();
  const [saving, setSaving] = useState(false);
  const verify = async () => {
    setSaving(true);
    try {
      const { message } = await verifyInsuranceAgreement(agreement.id);
      show(message);
      await onVerified();
    } catch (error) {
      show(failureMessage(error, INSURER_VERIFY_FAILED_TEXT));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      size="small"
      loading={saving}
      aria-label={`${ADMIN_TEXTS.setVerified}: ${describeAgreement(agreement)}`}
      onClick={() => void verify()}
    >
      {ADMIN_TEXTS.setVerified}
    </Button>
  );
}
