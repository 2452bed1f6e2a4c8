import { parseRowId } from '@refnet/contracts/accounts';
import type { Patient } from '@refnet/contracts/patients';
import { isApiRequestError, PageContainer, PageHeading, type ScreenProps } from '@refnet/shared-ui';
import { Alert, LoadFailed, LoadingState, StatusScreen } from '@refnet/shared-ui/display';
import { useKnownReferralPermissions } from '@refnet/shared-ui/referrals';
import { insuranceOptions } from './insuranceOptions';
import { FORM_LOAD_FAILED_TEXT, LOADING_FORM_TEXT, usePatientAndAgreements } from './formData';
import { PatientForm } from './PatientForm';
import { formValuesOf } from './patientFormValues';
import { RemovePatientButton } from './RemovePatientButton';
import { ReferThisPatientButton } from '../../components/ReferThisPatient';

export const UPDATE_PATIENT_LABEL = 'Update patient';
export const NO_MANAGE_PERMISSION_TEXT = 'Your clinician has not allowed you to update or remove patients.';

const isNotFound = (error: unknown) => isApiRequestError(error) && error.status === 404;

/**
 * Only the owner's view (the clinician who keeps the record, or their delegate) may be edited. A receiver
 * of an accepted referral may read the patient, but has nothing to update here: for them it is a 404.
 */
const isOwnersView = (patient: Patient) => patient.viewType === 'owner';

function EditPatient({ patientId, title }: { patientId: number; title: string }) {
  const loaded = usePatientAndAgreements(patientId);
  // Until a delegate's permissions are known the form stays read-only, without a refusal.
  const permissions = useKnownReferralPermissions();
  const permissionManageReferrals = permissions?.permissionManageReferrals ?? false;
  const permissionCreateReferrals = permissions?.permissionCreateReferrals ?? false;
  if (loaded.status === 'error' && isNotFound(loaded.error)) return <StatusScreen code={404} />;
  if (loaded.status === 'ready' && !isOwnersView(loaded.data.patient)) return <StatusScreen code={404} />;
  return (
    <PageContainer maxWidth={720}>
      <PageHeading
        title={title}
        extra={
          loaded.status === 'ready' && permissionCreateReferrals ? (
            <ReferThisPatientButton patientId={patientId} />
          ) : undefined
        }
      />
      {loaded.status === 'loading' && <LoadingState text={LOADING_FORM_TEXT} />}
      {loaded.status === 'error' && <LoadFailed text={FORM_LOAD_FAILED_TEXT} onRetry={loaded.retry} />}
      {loaded.status === 'ready' && (
        <>
          {permissions && !permissionManageReferrals && (
            <Alert type="info" showIcon title={NO_MANAGE_PERMISSION_TEXT} style={{ marginBottom: 16 }} />
          )}
          <PatientForm
            name={title}
            patientId={patientId}
            initialValues={formValuesOf(loaded.data.patient)}
            insuranceOptions={insuranceOptions(loaded.data.agreements, loaded.data.patient.insurancePolicy)}
            submitLabel={UPDATE_PATIENT_LABEL}
            canSave={permissionManageReferrals}
            actions={permissionManageReferrals && <RemovePatientButton patientId={patientId} />}
          />
        </>
      )}
    </PageContainer>
  );
}

/**
 * /patients/{patientId}/edit: Update Patient Information, prefilled. An id that cannot be a row, or a patient
 * the server does not show this user, is a 404.
 */
export function EditPatientScreen({ route, params }: ScreenProps) {
  const patientId = parseRowId(params.patientId);
  if (patientId === null) return <StatusScreen code={404} />;
  return <EditPatient key={patientId} patientId={patientId} title={route.title} />;
}
