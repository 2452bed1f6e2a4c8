import { CLINICIAN_MESSAGES } from '@refnet/contracts/clinicians';
import { Button, refnetColours } from '@refnet/shared-ui';
import { Popconfirm, StarFilled, StarOutlined } from '@refnet/shared-ui/display';
import { useFavouriteToggle } from './useFavouriteToggle';

export const ADD_FAVOURITE_LABEL = 'Add to favourite clinicians';
export const REMOVE_FAVOURITE_LABEL = 'Remove from favourite clinicians';

export interface FavouriteStarProps {
  /** The clinician's user-profile id (favourites are kept per clinician, not per clinic). */
  userProfileId: number;
  isFavourite: boolean;
}

/** SPEC §2.12, §4: the favourite star; a confirm popup, then the clinician is added or removed. */
export function FavouriteStar({ userProfileId, isFavourite: initiallyFavourite }: FavouriteStarProps) {
  const { isFavourite, toggle } = useFavouriteToggle(userProfileId, initiallyFavourite);
  return (
    <Popconfirm
      title={isFavourite ? CLINICIAN_MESSAGES.removeFavouriteConfirm : CLINICIAN_MESSAGES.addFavouriteConfirm}
      okText="Yes"
      cancelText="Cancel"
      onConfirm={toggle}
    >
      <Button
        type="text"
        shape="circle"
        aria-label={isFavourite ? REMOVE_FAVOURITE_LABEL : ADD_FAVOURITE_LABEL}
        aria-pressed={isFavourite}
        icon={
          isFavourite ? (
            <StarFilled style={{ color: refnetColours.warning, fontSize: 22 }} />
          ) : (
            <StarOutlined style={{ fontSize: 22 }} />
          )
        }
      />
    </Popconfirm>
  );
}
