import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { PATIENT_MESSAGES } from '@refnet/contracts/patients';
import { showGlobalMessage } from '@refnet/shared-ui';
import { createPatient, updatePatient, type PatientFormFields } from '@refnet/shared-ui/patients';
import { PATIENTS_PATH, serverWords } from './saveOutcome';

/** Saves the patient; answers the server's message and the saved patient's id. */
async function send(patientId: number | undefined, fields: PatientFormFields) {
  if (patientId !== undefined)
    return { message: (await updatePatient(patientId, fields)).message, patientId };
  const { message, currentPatient } = await createPatient(fields);
  if (!currentPatient.success) throw new Error(message.message);
  return { message, patientId: currentPatient.patient.id };
}

/**
 * Creates the patient (no id) or updates it. Success: the server's message, then `onSaved` with the patient's
 * id when given (the form inside the referral wizard), else back to the list. Failure: SPEC §8's notice, and
 * the server's reason kept for the form to show; the form keeps what was entered.
 */
export function usePatientSave(patientId?: number, onSaved?: (patientId: number) => void) {
  const [saving, setSaving] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const save = async (fields: PatientFormFields) => {
    setSaving(true);
    setServerMessage(null);
    try {
      const saved = await send(patientId, fields);
      showGlobalMessage(saved.message);
      if (onSaved) {
        onSaved(saved.patientId);
        // The form may stay on screen (the wizard could not go on): it must be usable again.
        setSaving(false);
      } else navigateToUrl(PATIENTS_PATH);
    } catch (error) {
      const failed = patientId === undefined ? PATIENT_MESSAGES.createFailed : PATIENT_MESSAGES.updateFailed;
      showGlobalMessage({ variant: 'danger', message: failed });
      setServerMessage(serverWords(error));
      setSaving(false);
    }
  };

  return { save, saving, serverMessage };
}
