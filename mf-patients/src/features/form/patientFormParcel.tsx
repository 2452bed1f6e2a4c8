import type { PatientFormParcelProps } from '@refnet/contracts/referrals';
import { createParcelLifecycles } from '@refnet/shared-ui/remote';
import { AddPatientForm } from './AddPatientForm';

/** The form's accessible name, as on /patients/add. */
export const PATIENT_FORM_PARCEL_NAME = 'Enter Patient Information';

/** The add-patient form for step 0 of the referral wizard: the new patient's id goes to `onSaved`. */
export function PatientFormParcel({ onSaved }: PatientFormParcelProps) {
  return <AddPatientForm name={PATIENT_FORM_PARCEL_NAME} onSaved={onSaved} />;
}

/** single-spa parcel `mf_patients/patientForm`; `update` passes the wizard's new props in. */
export const { bootstrap, mount, unmount, update } = createParcelLifecycles(PatientFormParcel, {
  name: 'mf_patients_patient_form',
});
