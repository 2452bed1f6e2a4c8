import type { ClinicianCard } from '@refnet/contracts/clinicians';
import { Button, personName } from '@refnet/shared-ui';
import { useActingClinicianId } from '../../components/useActingClinicianId';

/**
 * A card's "Select" in the picker; one cannot refer to oneself (nor a delegate to their clinician), so not
 * on that card, nor before we know whose card it is.
 */
export function SelectButton({
  card,
  onSelect,
}: {
  card: ClinicianCard;
  onSelect: (card: ClinicianCard) => void;
}) {
  const actingClinicianId = useActingClinicianId();
  if (actingClinicianId === undefined || card.userProfile.id === actingClinicianId) return null;
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
