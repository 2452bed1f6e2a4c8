import { useState } from 'react';
import type { Patient } from '@refnet/contracts/patients';
import type { PatientFormParcelProps } from '@refnet/contracts/referrals';
import { LoadFailed, LoadingState, RemoteParcel } from '@refnet/shared-ui/display';
import { fetchPatient } from '@refnet/shared-ui/patients';

export const PATIENT_FORM_PARCEL = 'mf_patients/patientForm';
export const NEW_PATIENT_LOAD_FAILED_TEXT =
  'The patient was added, but could not be loaded. Please choose them from your patients.';

/**
 * mf-patients' add-patient form (a parcel). Once it has saved the patient, the form goes (so the patient
 * cannot be added twice), their record is fetched and handed to `onCreated`, which chooses them (SPEC
 * §2.11: creating a patient advances). A failed fetch offers a retry of the fetch alone.
 */
export function NewPatientForm({ onCreated }: { onCreated: (patient: Patient) => void }) {
  const [saved, setSaved] = useState<{ patientId: number; failed: boolean } | null>(null);
  const loadSaved = async (patientId: number) => {
    setSaved({ patientId, failed: false });
    try {
      onCreated((await fetchPatient(patientId)).currentPatient);
    } catch {
      setSaved({ patientId, failed: true });
    }
  };

  if (!saved)
    return (
      <RemoteParcel<PatientFormParcelProps> id={PATIENT_FORM_PARCEL} parcelProps={{ onSaved: loadSaved }} />
    );
  if (saved.failed)
    return <LoadFailed text={NEW_PATIENT_LOAD_FAILED_TEXT} onRetry={() => void loadSaved(saved.patientId)} />;
  return <LoadingState />;
}
