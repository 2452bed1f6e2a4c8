import { CLINICIAN_MESSAGES } from '@refnet/contracts/clinicians';
import { EmptyState } from '@refnet/shared-ui/display';

/** SPEC §8 empty state of the Favourites tab. */
export const NO_FAVOURITES_TEXT = 'Favourite clinicians have not been selected';

/**
 * An empty tab: the Favourites tab when the search found no favourites at all; otherwise (or when the text
 * filter or the map's view hides them) nobody matches, with the advice to change the search.
 */
export function NoClinicians({ noFavourites }: { noFavourites: boolean }) {
  if (noFavourites) return <EmptyState text={NO_FAVOURITES_TEXT} />;
  return <EmptyState text={CLINICIAN_MESSAGES.noneAvailable} hint={CLINICIAN_MESSAGES.noneAvailableAdvice} />;
}
