import type { ClinicianCard } from '@refnet/contracts/clinicians';
import { Button, followInAppLink, personName } from '@refnet/shared-ui';
import { directReferralPath } from '../../components/referralPaths';
import { usePageActions } from '../../components/pageActions';

/**
 * A card's "Refer" (SPEC §2.12): the referral wizard with this clinician at this clinic. The same rules as
 * the clinician page's button: not on one's own card, not for staff, only with permissionCreateReferrals.
 */
export function ReferButton({ card }: { card: ClinicianCard }) {
  const { referButton } = usePageActions(card.userProfile.id);
  if (!referButton) return null;
  return (
    <Button
      type="primary"
      size="small"
      href={directReferralPath(card.id)}
      onClick={followInAppLink}
      aria-label={`Refer a patient to ${personName(card.userProfile)}`}
    >
      Refer
    </Button>
  );
}
