import type { ClinicianCard } from '@refnet/contracts/clinicians';
import { Button, personName, useProfile } from '@refnet/shared-ui';

/** A card's "Select" in the picker; one cannot refer to oneself, so not on one's own card. */
export function SelectButton({
  card,
  onSelect,
}: {
  card: ClinicianCard;
  onSelect: (card: ClinicianCard) => void;
}) {
  const ownUserProfileId = useProfile()?.userProfile.id;
  if (card.userProfile.id === ownUserProfileId) return null;
  return (
    <Button
      type="primary"
      size="small"
      onClick={() => onSelect(card)}
      aria-label={`Select ${personName(card.userProfile)}`}
    >
      Select
    </Button>
  );
}
