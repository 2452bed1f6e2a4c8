import { useCallback } from 'react';
import { MAX_ROW_ID } from '@refnet/contracts/accounts';
import {
  isApiRequestError,
  PageContainer,
  PageHeading,
  useReferralPermissions,
  type ScreenProps,
} from '@refnet/shared-ui';
import { Alert, LoadingState, StatusScreen, useLoad } from '@refnet/shared-ui/display';
import { LoadFailed } from '../../components/LoadFailed';
import { insuranceOptions } from './insuranceOptions';
import { FORM_LOAD_FAILED_TEXT, LOADING_FORM_TEXT, loadPatientAndAgreements } from './loadFormData';
import { PatientForm } from './PatientForm';
import { formValuesOf } from './patientFormValues';
import { RemovePatientButton } from './RemovePatientButton';

export const UPDATE_PATIENT_LABEL = 'Update patient';
export const NO_MANAGE_PERMISSION_TEXT = 'Your clinician has not allowed you to update or remove patients.';

/** A patient id from the address: a whole number from 1 to the largest row id, else null (SPEC §5). */
export function parsePatientId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_ROW_ID ? id : null;
}

const isNotFound = (error: unknown) => isApiRequestError(error) && error.status === 404;

function EditPatient({ patientId, title }: { patientId: number; title: string }) {
  const load = useCallback(() => loadPatientAndAgreements(patientId), [patientId]);
  const loaded = useLoad(load);
  const { permissionManageReferrals } = useReferralPermissions();
  if (loaded.status === 'error' && isNotFound(loaded.error)) return <StatusScreen code={404} />;
  return (
    <PageContainer maxWidth={720}>
      <PageHeading title={title} />
      {loaded.status === 'loading' && <LoadingState text={LOADING_FORM_TEXT} />}
      {loaded.status === 'error' && <LoadFailed text={FORM_LOAD_FAILED_TEXT} onRetry={loaded.retry} />}
      {loaded.status === 'ready' && (
        <>
          {!permissionManageReferrals && (
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

/** /patients/{patientId}/edit: Update Patient Information, prefilled; an unknown or foreign id is a 404. */
export function EditPatientScreen({ route, params }: ScreenProps) {
  const patientId = parsePatientId(params.patientId);
  if (patientId === null) return <StatusScreen code={404} />;
  return <EditPatient key={patientId} patientId={patientId} title={route.title} />;
}
