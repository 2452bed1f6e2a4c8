import { useReferralPermissions } from '@refnet/shared-ui';
import { Alert, LoadFailed, LoadingState, useLoad } from '@refnet/shared-ui/display';
import { insuranceOptions } from './insuranceOptions';
import { FORM_LOAD_FAILED_TEXT, loadAgreements, LOADING_FORM_TEXT } from './loadFormData';
import { PatientForm } from './PatientForm';
import { EMPTY_PATIENT_FORM } from './patientFormValues';

export const ADD_PATIENT_LABEL = 'Add patient';
export const NO_CREATE_PERMISSION_TEXT = 'Your clinician has not allowed you to add patients.';

export interface AddPatientFormProps {
  /** The form's accessible name. */
  name: string;
  /** See PatientForm: given inside the referral wizard, which takes the new patient's id. */
  onSaved?: (patientId: number) => void;
}

/** Enter Patient Information (SPEC §2.10): the insurers load first; read-only without the create permission. */
export function AddPatientForm({ name, onSaved }: AddPatientFormProps) {
  const loaded = useLoad(loadAgreements);
  const { permissionCreateReferrals } = useReferralPermissions();
  if (loaded.status === 'loading') return <LoadingState text={LOADING_FORM_TEXT} />;
  if (loaded.status === 'error') return <LoadFailed text={FORM_LOAD_FAILED_TEXT} onRetry={loaded.retry} />;
  return (
    <>
      {!permissionCreateReferrals && (
        <Alert type="info" showIcon title={NO_CREATE_PERMISSION_TEXT} style={{ marginBottom: 16 }} />
      )}
      <PatientForm
        name={name}
        initialValues={EMPTY_PATIENT_FORM}
        insuranceOptions={insuranceOptions(loaded.data)}
        submitLabel={ADD_PATIENT_LABEL}
        canSave={permissionCreateReferrals}
        onSaved={onSaved}
      />
    </>
  );
}
