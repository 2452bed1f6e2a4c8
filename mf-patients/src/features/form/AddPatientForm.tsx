import { Alert, LoadFailed, LoadingState } from '@refnet/shared-ui/display';
import { useKnownReferralPermissions } from '@refnet/shared-ui/referrals';
import { insuranceOptions } from './insuranceOptions';
import { FORM_LOAD_FAILED_TEXT, LOADING_FORM_TEXT, useInsuranceAgreements } from './formData';
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

/** The form, once the insurers to choose from have loaded. */
function LoadedAddPatientForm({ name, onSaved }: AddPatientFormProps) {
  const loaded = useInsuranceAgreements();
  if (loaded.status === 'loading') return <LoadingState text={LOADING_FORM_TEXT} />;
  if (loaded.status === 'error') return <LoadFailed text={FORM_LOAD_FAILED_TEXT} onRetry={loaded.retry} />;
  return (
    <PatientForm
      name={name}
      initialValues={EMPTY_PATIENT_FORM}
      insuranceOptions={insuranceOptions(loaded.data)}
      submitLabel={ADD_PATIENT_LABEL}
      canSave
      onSaved={onSaved}
    />
  );
}

/**
 * Enter Patient Information (SPEC §2.10). SPEC §6: a delegate without permissionCreateReferrals is told they
 * cannot add patients instead of being shown a form they could not send.
 */
export function AddPatientForm(props: AddPatientFormProps) {
  const permissions = useKnownReferralPermissions();
  if (!permissions) return <LoadingState text={LOADING_FORM_TEXT} />;
  if (!permissions.permissionCreateReferrals)
    return <Alert type="info" showIcon title={NO_CREATE_PERMISSION_TEXT} />;
  return <LoadedAddPatientForm {...props} />;
}
