import { useEffect, useRef } from 'react';
import { useMap } from '@vis.gl/react-google-maps';
import type { MapFocus } from './geo';

/**
 * Pans the map to each new focus (a located user, a postcode, a patient's address). The zoom changes only
 * when the new focus asks for a different one (the default centre's 10 → a known point's 11), so a user
 * who zoomed keeps their zoom.
 */
export function FollowFocus({ focus }: { focus: MapFocus }) {
  const map = useMap();
  // The map was created at the first focus (defaultCenter / defaultZoom).
  const shown = useRef(focus);

  useEffect(() => {
    const previous = shown.current;
    if (!map || previous === focus) return;
    shown.current = focus;
    map.panTo({ lat: focus.lat, lng: focus.lng });
    if (focus.zoom !== previous.zoom) map.setZoom(focus.zoom);
  }, [map, focus]);

  return null;
}
