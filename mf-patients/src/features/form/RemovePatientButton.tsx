import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { Button, showGlobalMessage } from '@refnet/shared-ui';
import { Popconfirm } from '@refnet/shared-ui/display';
import { deletePatient } from '@refnet/shared-ui/patients';
import { PATIENTS_PATH, serverWords } from './saveOutcome';

export const REMOVE_PATIENT_LABEL = 'Remove patient';
export const REMOVE_PATIENT_QUESTION = 'Remove this patient?';
export const REMOVE_FAILED_MESSAGE = 'There has been an error removing the patient. Please try again.';

/**
 * Removes (deactivates) the patient after a confirmation. The server refuses while referrals are in
 * progress (409) and says why; that reason is shown as it is.
 */
export function RemovePatientButton({ patientId }: { patientId: number }) {
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    try {
      const { message } = await deletePatient(patientId);
      showGlobalMessage(message);
      navigateToUrl(PATIENTS_PATH);
    } catch (error) {
      showGlobalMessage({ variant: 'danger', message: serverWords(error) ?? REMOVE_FAILED_MESSAGE });
      setRemoving(false);
    }
  };

  return (
    <Popconfirm
      title={REMOVE_PATIENT_QUESTION}
      description="The patient will no longer be listed. Their referral history is kept."
      okText="Remove"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={remove}
    >
      <Button danger loading={removing}>
        {REMOVE_PATIENT_LABEL}
      </Button>
    </Popconfirm>
  );
}
