import { PageContainer, PageHeading, useReferralPermissions, type ScreenProps } from '@refnet/shared-ui';
import { Alert, LoadingState, useLoad } from '@refnet/shared-ui/display';
import { LoadFailed } from '../../components/LoadFailed';
import { insuranceOptions } from './insuranceOptions';
import { FORM_LOAD_FAILED_TEXT, loadAgreements, LOADING_FORM_TEXT } from './loadFormData';
import { PatientForm } from './PatientForm';
import { EMPTY_PATIENT_FORM } from './patientFormValues';

export const ADD_PATIENT_LABEL = 'Add patient';
export const NO_CREATE_PERMISSION_TEXT = 'Your clinician has not allowed you to add patients.';

/** /patients/add: Enter Patient Information (SPEC §2.10). */
export function AddPatientScreen({ route }: ScreenProps) {
  const loaded = useLoad(loadAgreements);
  const { permissionCreateReferrals } = useReferralPermissions();
  return (
    <PageContainer maxWidth={720}>
      <PageHeading title={route.title} />
      {loaded.status === 'loading' && <LoadingState text={LOADING_FORM_TEXT} />}
      {loaded.status === 'error' && <LoadFailed text={FORM_LOAD_FAILED_TEXT} onRetry={loaded.retry} />}
      {loaded.status === 'ready' && (
        <>
          {!permissionCreateReferrals && (
            <Alert type="info" showIcon title={NO_CREATE_PERMISSION_TEXT} style={{ marginBottom: 16 }} />
          )}
          <PatientForm
            name={route.title}
            initialValues={EMPTY_PATIENT_FORM}
            insuranceOptions={insuranceOptions(loaded.data)}
            submitLabel={ADD_PATIENT_LABEL}
            canSave={permissionCreateReferrals}
          />
        </>
      )}
    </PageContainer>
  );
}
