import { useState } from 'react';
import type { FavouriteChangeResponse } from '@refnet/contracts/clinicians';
import { addFavouriteClinician, removeFavouriteClinician } from '@refnet/shared-ui/clinicians';
import { invalidateServerData } from '@refnet/shared-ui/data';

const keeps = (answer: FavouriteChangeResponse, userProfileId: number) =>
  answer.favouriteClinicians.some((favourite) => favourite.favouriteUserProfile.id === userProfileId);

/**
 * Whether the clinician with `userProfileId` is a favourite, and `toggle` to add or remove them. The state
 * follows the list the server answers with, and searches are asked again. SPEC §8: a failed update is only
 * logged; the state stays.
 */
export function useFavouriteToggle(userProfileId: number, initiallyFavourite: boolean) {
  const [isFavourite, setIsFavourite] = useState(initiallyFavourite);

  const toggle = async () => {
    try {
      const change = isFavourite ? removeFavouriteClinician : addFavouriteClinician;
      const answer = await change(userProfileId);
      setIsFavourite(keeps(answer, userProfileId));
      // Searches list favourites apart: the ones kept are out of date.
      void invalidateServerData(['/clinician-list/']);
    } catch (error) {
      console.error('Updating favourite clinicians failed', error);
    }
  };

  return { isFavourite, toggle };
}
