import type { ClinicianCard } from '@refnet/contracts/clinicians';
import { positionOf, withinBounds, type MapBounds } from '../map/geo';
import { filterClinicians } from './filterClinicians';

/**
 * The cards to list: those matching the text filter and, while the map works, those whose clinic is in
 * the visible part of the map (null bounds: no map, so no bounds filter).
 */
export function visibleCards(
  cards: readonly ClinicianCard[],
  text: string,
  bounds: MapBounds | null,
): ClinicianCard[] {
  const matching = filterClinicians(cards, text);
  if (bounds === null) return matching;
  return matching.filter((card) => {
    const position = positionOf(card.clinic.address);
    return position !== null && withinBounds(position, bounds);
  });
}
