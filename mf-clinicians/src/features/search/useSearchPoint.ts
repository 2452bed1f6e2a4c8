import { useEffect, useState } from 'react';
import { DEFAULT_SEARCH_POINT, searchPointAt, type SearchPoint } from '../../components/search/searchPoint';

/** How long the first search waits for the browser's location before it searches from the default centre. */
export const LOCATION_WAIT_MS = 3000;
/** The geolocation timeout once the user has allowed it; an answer after it counts as an error. */
export const LOCATION_TIMEOUT_MS = 10_000;
/** A position the browser found in the last few minutes is good enough. */
const LOCATION_MAX_AGE_MS = 5 * 60_000;
/** GeolocationPositionError.PERMISSION_DENIED (a number the spec fixes; jsdom has no such class). */
const PERMISSION_DENIED = 1;

export interface SearchPointState {
  /** null until the location is known or the wait is over. */
  point: SearchPoint | null;
  /** The user refused to share the location (SPEC §2.12 alert). */
  locationDenied: boolean;
  moveTo: (point: SearchPoint) => void;
}

const canLocate = () => typeof navigator !== 'undefined' && Boolean(navigator.geolocation);

/**
 * SPEC §2.12: asks the browser for the user's location once; searches from there when given, else from the
 * default centre: with the location alert when permission is denied, silently after any other error
 * (timeout, position unavailable) or without geolocation. A postcode searched meanwhile is never overridden.
 */
export function useSearchPoint(): SearchPointState {
  const [point, setPoint] = useState<SearchPoint | null>(() => (canLocate() ? null : DEFAULT_SEARCH_POINT));
  const [locationDenied, setLocationDenied] = useState(false);

  useEffect(() => {
    if (!canLocate()) return;
    let current = true;
    const fallBackToDefault = () => setPoint((known) => known ?? DEFAULT_SEARCH_POINT);
    const wait = setTimeout(fallBackToDefault, LOCATION_WAIT_MS);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!current) return;
        clearTimeout(wait);
        const located = searchPointAt(coords.latitude, coords.longitude, 'location');
        setPoint((known) => (known?.source === 'postcode' ? known : located));
      },
      (error) => {
        if (!current) return;
        clearTimeout(wait);
        if (error.code === PERMISSION_DENIED) setLocationDenied(true);
        fallBackToDefault();
      },
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: LOCATION_MAX_AGE_MS },
    );
    return () => {
      current = false;
      clearTimeout(wait);
    };
  }, []);

  return { point, locationDenied, moveTo: setPoint };
}
