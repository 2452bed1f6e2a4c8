import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { PATIENT_MESSAGES } from '@refnet/contracts/patients';
import { showGlobalMessage } from '@refnet/shared-ui';
import { createPatient, updatePatient, type PatientFormFields } from '@refnet/shared-ui/patients';
import { PATIENTS_PATH, serverWords } from './saveOutcome';

async function send(patientId: number | undefined, fields: PatientFormFields) {
  if (patientId !== undefined) return (await updatePatient(patientId, fields)).message;
  const { message, currentPatient } = await createPatient(fields);
  if (!currentPatient.success) throw new Error(message.message);
  return message;
}

/**
 * Creates the patient (no id) or updates it. Success: the server's message and back to the list. Failure:
 * SPEC §8's notice, and the server's reason kept for the form to show; the form keeps what was entered.
 */
export function usePatientSave(patientId?: number) {
  const [saving, setSaving] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const save = async (fields: PatientFormFields) => {
    setSaving(true);
    setServerMessage(null);
    try {
      showGlobalMessage(await send(patientId, fields));
      navigateToUrl(PATIENTS_PATH);
    } catch (error) {
      const failed = patientId === undefined ? PATIENT_MESSAGES.createFailed : PATIENT_MESSAGES.updateFailed;
      showGlobalMessage({ variant: 'danger', message: failed });
      setServerMessage(serverWords(error));
      setSaving(false);
    }
  };

  return { save, saving, serverMessage };
}
