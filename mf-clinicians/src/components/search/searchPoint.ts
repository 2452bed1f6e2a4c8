import { MAP_VIEW_ZOOM, SEARCH_DEFAULT_CENTRE, SEARCH_DEFAULT_ZOOM } from '@refnet/contracts/clinicians';
import type { MapFocus } from '../map/geo';

/** Where a search measures distances from, and where the map looks. */
export interface SearchPoint extends MapFocus {
  /** default centre, the browser's location, a searched postcode, or the picker's origin (a patient). */
  source: 'default' | 'location' | 'postcode' | 'origin';
}

/** SPEC §4 / §9 search defaults: central London at zoom 10. */
export const DEFAULT_SEARCH_POINT: SearchPoint = {
  ...SEARCH_DEFAULT_CENTRE,
  zoom: SEARCH_DEFAULT_ZOOM,
  source: 'default',
};

/** A known point: the map shows it at the map view zoom (SPEC §2.12: 11). */
export function searchPointAt(
  lat: number,
  lng: number,
  source: Exclude<SearchPoint['source'], 'default'>,
): SearchPoint {
  return { lat, lng, zoom: MAP_VIEW_ZOOM, source };
}
