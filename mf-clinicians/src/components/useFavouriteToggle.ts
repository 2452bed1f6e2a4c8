import { useState } from 'react';
import type { FavouriteChangeResponse } from '@refnet/contracts/clinicians';
import { addFavouriteClinician, removeFavouriteClinician } from '@refnet/shared-ui/clinicians';

const keeps = (answer: FavouriteChangeResponse, userProfileId: number) =>
  answer.favouriteClinicians.some((favourite) => favourite.favouriteUserProfile.id === userProfileId);

/**
 * Whether the clinician with `userProfileId` is a favourite, and `toggle` to add or remove them. The state
 * follows the list the server answers with (the data layer asks the searches again after the write). SPEC §8: a failed update is only
 * logged; the state stays.
 */
export function useFavouriteToggle(userProfileId: number, initiallyFavourite: boolean) {
  const [isFavourite, setIsFavourite] = useState(initiallyFavourite);

  const toggle = async () => {
    try {
      const change = isFavourite ? removeFavouriteClinician : addFavouriteClinician;
      const answer = await change(userProfileId);
      setIsFavourite(keeps(answer, userProfileId));
    } catch (error) {
      console.error('Updating favourite clinicians failed', error);
    }
  };

  return { isFavourite, toggle };
}
