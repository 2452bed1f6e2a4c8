import { atom } from 'jotai';
import { FAVOURITE_ANALYTICS_REFRESH_MS, type FavouriteClinician } from '@refnet/contracts/clinicians';
import { appStore } from '@refnet/shared-ui';

export interface FavouritesChange {
  /** The keeper's favourites after the change, as the server answered. */
  readonly favouriteClinicians: readonly FavouriteClinician[];
}

/**
 * SPEC §4: after a favourite is added or removed, the analytics refresh about a second later. This atom
 * (in the shared store) is that signal: it changes FAVOURITE_ANALYTICS_REFRESH_MS after the latest change,
 * for the analytics of this app to follow.
 */
export const favouritesChangedAtom = atom<FavouritesChange | null>(null);

let pending: ReturnType<typeof setTimeout> | undefined;

/** Signals a change of favourites after the refresh delay; quick successive changes give one signal. */
export function announceFavouritesChanged(favouriteClinicians: readonly FavouriteClinician[]): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    appStore.set(favouritesChangedAtom, { favouriteClinicians });
  }, FAVOURITE_ANALYTICS_REFRESH_MS);
}
