import type { ClinicianCard, MapAddress } from '@refnet/contracts/clinicians';

/**
 * One map marker per clinic address, in the order the cards come, each with the user-profile ids
 * (distinct, in card order) of the clinicians seen there.
 */
export function toMapAddresses(cards: readonly ClinicianCard[]): MapAddress[] {
  const byAddress = new Map<number, MapAddress>();
  for (const card of cards) {
    const { address } = card.clinic;
    const marker = byAddress.get(address.id) ?? { ...address, userProfileIds: [] };
    if (!marker.userProfileIds.includes(card.userProfile.id)) marker.userProfileIds.push(card.userProfile.id);
    byAddress.set(address.id, marker);
  }
  return [...byAddress.values()];
}
