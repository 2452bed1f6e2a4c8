import { parseRowId } from '@refnet/contracts/accounts';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { Button, followInAppLink, isApiRequestError, type ScreenProps } from '@refnet/shared-ui';
import { useServerData } from '@refnet/shared-ui/data';
import { Alert, LoadFailed, LoadingState } from '@refnet/shared-ui/display';
import { patientQuery } from '@refnet/shared-ui/patients';
import { ReferralWizard } from './ReferralWizard';
import { initialWizardState } from './wizardState';
import { FOUR_STEPS, maxStepOf } from './wizardSteps';
import { WizardPage } from './WizardPage';

export const LOADING_PATIENT_TEXT = 'Loading...';
export const PATIENT_LOAD_FAILED_TEXT = 'The patient could not be loaded. Please try again.';

const isNotFound = (error: unknown) => isApiRequestError(error) && error.status === 404;

function PatientNotFound() {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={REFERRAL_MESSAGES.patientNotFound}
      action={
        <Button href="/patients" onClick={followInAppLink}>
          Your patients
        </Button>
      }
    />
  );
}

function PreselectedWizard({ patientId }: { patientId: number }) {
  // The wizard starts from the patient as they are now, never as held from before a change.
  const { loaded } = useServerData(patientQuery(patientId), { onlyCurrent: true });
  if (loaded.status === 'loading') return <LoadingState text={LOADING_PATIENT_TEXT} />;
  if (loaded.status === 'error') {
    if (isNotFound(loaded.error)) return <PatientNotFound />;
    return <LoadFailed text={PATIENT_LOAD_FAILED_TEXT} onRetry={loaded.retry} />;
  }
  const start = { maxStep: maxStepOf(FOUR_STEPS), step: 1, patient: loaded.data.currentPatient };
  return (
    <ReferralWizard steps={FOUR_STEPS} initialState={initialWizardState(start)} canClearPatient={false} />
  );
}

/**
 * /referral/patient-selected/{patientId}/add (SPEC §2.11): the route's patient is chosen and the wizard
 * starts at step 1; there is no clear-patient button. A patient the user cannot see is "not found".
 */
export function PatientSelectedReferralScreen({ route, params }: ScreenProps) {
  const patientId = parseRowId(params.patientId);
  return (
    <WizardPage title={route.title}>
      {patientId === null ? <PatientNotFound /> : <PreselectedWizard key={patientId} patientId={patientId} />}
    </WizardPage>
  );
}
