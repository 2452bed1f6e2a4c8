import type { JobRole } from '@refnet/contracts/accounts';
import { Button, Flex } from '@refnet/shared-ui';
import { Alert, LoadingState } from '@refnet/shared-ui/display';
import { createReferralRequest, missingReferralData } from '../referralRequest';
import { useActingClinician } from '../useActingClinician';
import type { WizardState } from '../wizardState';
import { WizardNav } from '../WizardNav';
import { ReferralSummary } from './ReferralSummary';
import { useReportProblem } from './useReportProblem';
import { useSendReferral } from './useSendReferral';

export const SEND_REFERRAL_LABEL = 'Send referral';
export const LOADING_PROFILES_TEXT = 'Loading clinician profiles...';
export const NO_PROFILES_TITLE = 'Error loading user clinician profiles';
export const NO_PROFILES_TEXT = 'Please refresh your screen.';
export const MISSING_DATA_TITLE = 'Error missing data';

export interface ReviewStepProps {
  state: WizardState;
  onSent: () => void;
  onSetJobRole?: (jobRole: JobRole) => void;
  /** The wizard's Previous, on the row of Send referral. */
  onPrevious?: () => void;
}

/**
 * Step 3: what will be sent, SPEC §5's checks before sending (a failure is shown and reported), and Send.
 * Referrals go from the user's first clinician role profile (SPEC §6), so the review needs one.
 */
export function ReviewStep({ state, onSent, onSetJobRole, onPrevious }: ReviewStepProps) {
  const acting = useActingClinician();
  const { send, sending } = useSendReferral(onSent);
  const missing = missingReferralData(state);
  const noProfile = acting.loaded && acting.crpId === undefined;
  useReportProblem(missing ?? (noProfile ? NO_PROFILES_TITLE : null));

  if (!acting.loaded) return <LoadingState text={LOADING_PROFILES_TEXT} />;
  const { crpId } = acting;
  return (
    <Flex vertical gap="middle">
      {crpId === undefined && (
        <Alert type="error" showIcon role="alert" title={NO_PROFILES_TITLE} description={NO_PROFILES_TEXT} />
      )}
      {missing && (
        <Alert type="error" showIcon role="alert" title={MISSING_DATA_TITLE} description={missing} />
      )}
      <ReferralSummary data={state} onSetJobRole={onSetJobRole} />
      <WizardNav
        onPrevious={onPrevious}
        disabled={state.referralMade}
        forward={
          <Button
            type="primary"
            loading={sending}
            disabled={crpId === undefined || missing !== null || state.referralMade}
            onClick={() => crpId !== undefined && send(createReferralRequest(state, crpId))}
          >
            {SEND_REFERRAL_LABEL}
          </Button>
        }
      />
    </Flex>
  );
}
