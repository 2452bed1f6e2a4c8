import { Button, followInAppLink } from '@refnet/shared-ui';
import { directReferralPath } from '../../components/referralPaths';

export const REFER_PATIENT_LABEL = 'Refer patient now';

/** Opens the referral wizard with this clinician (at this clinic) as the target. */
export function ReferPatientButton({ crpId }: { crpId: number }) {
  return (
    <Button type="primary" href={directReferralPath(crpId)} onClick={followInAppLink}>
      {REFER_PATIENT_LABEL}
    </Button>
  );
}
