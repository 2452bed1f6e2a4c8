import { parseRowId } from '@refnet/contracts/accounts';
import type { ClinicianCard } from '@refnet/contracts/clinicians';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import type { ScreenProps } from '@refnet/shared-ui';
import { fetchClinicianRoleProfile } from '@refnet/shared-ui/clinicians';
import { serverQuery, useServerData } from '@refnet/shared-ui/data';
import { Alert, ClinicianNotFound, LoadingState } from '@refnet/shared-ui/display';
import { ReferralWizard } from './ReferralWizard';
import { useActingClinician } from './useActingClinician';
import { initialWizardState } from './wizardState';
import { DIRECT_STEPS, maxStepOf } from './wizardSteps';
import { WizardPage } from './WizardPage';

export const LOADING_CLINICIAN_TEXT = 'Loading...';

function DirectWizard({ target, clinics }: { target: ClinicianCard; clinics: readonly ClinicianCard[] }) {
  const { userProfileId } = useActingClinician();
  if (target.userProfile.id === userProfileId) {
    return <Alert type="error" showIcon role="alert" title={REFERRAL_MESSAGES.referToSelf} />;
  }
  const initialState = initialWizardState({ maxStep: maxStepOf(DIRECT_STEPS), target });
  return (
    <ReferralWizard
      steps={DIRECT_STEPS}
      initialState={initialState}
      canClearPatient
      targetFixed
      targetClinics={clinics}
    />
  );
}

/** GET /user-crp-information/{crpId}/ for the data layer. */
const roleProfileQuery = (crpId: number) =>
  serverQuery(['/user-crp-information/', crpId], (options) => fetchClinicianRoleProfile(crpId, options));

function LoadedTarget({ crpId }: { crpId: number }) {
  const { loaded } = useServerData(roleProfileQuery(crpId));
  if (loaded.status === 'loading') return <LoadingState text={LOADING_CLINICIAN_TEXT} />;
  if (loaded.status === 'error') return <ClinicianNotFound error={loaded.error} />;
  return <DirectWizard target={loaded.data.crp} clinics={loaded.data.allCrps} />;
}

/**
 * /referral/direct-to-clinician/{clinicianId}/add (SPEC §2.11): three steps (patient, information, review)
 * to the clinician named above every step, at the clinic of the route's role profile unless the user
 * chooses another of theirs, for the clinician's first job role unless the user picks another of theirs.
 * An unknown clinician: SPEC §8's message, then the clinicians map after 5 s.
 */
export function DirectReferralScreen({ route, params }: ScreenProps) {
  const crpId = parseRowId(params.clinicianId);
  return (
    <WizardPage title={route.title}>
      {crpId === null ? <ClinicianNotFound /> : <LoadedTarget key={crpId} crpId={crpId} />}
    </WizardPage>
  );
}
