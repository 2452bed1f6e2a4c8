import type { InsuranceAgreement } from '@refnet/contracts/accounts';
import { ADMIN_TEXTS } from '@refnet/contracts/admin';
import { Button, useGlobalMessage } from '@refnet/shared-ui';
import { describeAgreement } from '@refnet/shared-ui/accounts';
import { rejectInsuranceAgreement } from '@refnet/shared-ui/admin';
import { Popconfirm } from '@refnet/shared-ui/display';
import { failureMessage } from '../../components/failureMessage';

export const INSURER_REJECT_FAILED_TEXT = 'The insurer could not be rejected. Please try again.';

export interface RejectInsurerButtonProps {
  agreement: InsuranceAgreement;
  /** After the insurer is rejected: the list is fetched again. */
  onRejected: () => Promise<void>;
}

/**
 * "Reject", once confirmed: an insurer a clinician typed in that the team does not recognise is taken off
 * their clinics (issue 17; the API e-mails them).
 */
export function RejectInsurerButton({ agreement, onRejected }: RejectInsurerButtonProps) {
  const { show } = useGlobalMessage();
  const name = describeAgreement(agreement);
  const reject = async () => {
    try {
      const { message } = await rejectInsuranceAgreement(agreement.id);
      show(message);
      await onRejected();
    } catch (error) {
      show(failureMessage(error, INSURER_REJECT_FAILED_TEXT));
    }
  };
  return (
    <Popconfirm
      title={ADMIN_TEXTS.rejectInsurerQuestion(name)}
      description={ADMIN_TEXTS.rejectInsurerExplanation}
      okText={ADMIN_TEXTS.reject}
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      // Returning the promise keeps the question open, its button loading, until the answer.
      onConfirm={reject}
    >
      <Button size="small" danger aria-label={`${ADMIN_TEXTS.reject}: ${name}`}>
        {ADMIN_TEXTS.reject}
      </Button>
    </Popconfirm>
  );
}
