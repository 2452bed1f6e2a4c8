import { useCallback, useState } from 'react';
import { InfoWindow, Map, type MapEvent } from '@vis.gl/react-google-maps';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, MARKER_SIZE_HOVERED_PX } from '@refnet/contracts/clinicians';
import { FollowFocus } from './FollowFocus';
import type { MapBounds, MapFocus } from './geo';
import { FREE_MAP_OPTIONS, FROZEN_MAP_OPTIONS } from './mapGestures';
import type { MapMarker } from './mapMarkers';
import { ClinicianMarker } from './ClinicianMarker';
import { MarkerPopup } from './MarkerPopup';

export interface MapCanvasProps {
  focus: MapFocus;
  markers: readonly MapMarker[];
  highlightedAddressId: number | null;
  onHover: (addressId: number | null) => void;
  /** The visible area, each time the map comes to rest. */
  onBoundsChange: (bounds: MapBounds | null) => void;
  height: number | string;
}

/**
 * Above the tip of even a hovered marker. Constant: vis.gl closes and reopens the popup when the offset
 * changes, and the close would read as the user's.
 */
const POPUP_OFFSET: [number, number] = [0, -MARKER_SIZE_HOVERED_PX];

function boundsOf(map: google.maps.Map): MapBounds | null {
  const bounds = map.getBounds();
  if (!bounds) return null;
  const northEast = bounds.getNorthEast();
  const southWest = bounds.getSouthWest();
  return { north: northEast.lat(), east: northEast.lng(), south: southWest.lat(), west: southWest.lng() };
}

/** The Google map with a marker per clinic address and the popup of the clicked one. */
export function MapCanvas({
  focus,
  markers,
  highlightedAddressId,
  onHover,
  onBoundsChange,
  height,
}: MapCanvasProps) {
  const [openAddressId, setOpenAddressId] = useState<number | null>(null);
  const popup = markers.find((marker) => marker.addressId === openAddressId) ?? null;
  // A popup whose address left the map (new search, favourites toggle) is closed for good: vis.gl drops its
  // close listener before closing on unmount, so we forget the address here, or its return would reopen it.
  if (openAddressId !== null && popup === null) setOpenAddressId(null);
  const closePopup = useCallback(() => setOpenAddressId(null), []);
  const reportBounds = useCallback(
    (event: MapEvent) => onBoundsChange(boundsOf(event.map)),
    [onBoundsChange],
  );

  return (
    <Map
      defaultCenter={{ lat: focus.lat, lng: focus.lng }}
      defaultZoom={focus.zoom}
      minZoom={MAP_MIN_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      {...(popup ? FROZEN_MAP_OPTIONS : FREE_MAP_OPTIONS)}
      clickableIcons={false}
      streetViewControl={false}
      onIdle={reportBounds}
      style={{ width: '100%', height }}
    >
      <FollowFocus focus={focus} />
      {markers.map((marker) => (
        <ClinicianMarker
          key={marker.addressId}
          marker={marker}
          highlighted={marker.addressId === highlightedAddressId}
          onOpen={setOpenAddressId}
          onHover={onHover}
        />
      ))}
      {popup && (
        <InfoWindow
          position={popup.position}
          pixelOffset={POPUP_OFFSET}
          onCloseClick={closePopup}
          onClose={closePopup}
        >
          <MarkerPopup clinicians={popup.clinicians} />
        </InfoWindow>
      )}
    </Map>
  );
}
