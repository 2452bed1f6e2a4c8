import { memo, useCallback } from 'react';
import { Marker } from '@vis.gl/react-google-maps';
import type { MapMarker } from './mapMarkers';
import { markerIcon } from './markerIcon';

export interface ClinicianMarkerProps {
  marker: MapMarker;
  highlighted: boolean;
  onOpen: (addressId: number) => void;
  onHover: (addressId: number | null) => void;
}

/**
 * One clinic's marker. Memoised with stable handlers: a hover re-renders only the markers whose highlight
 * changes, instead of re-binding the listeners of every marker on the map.
 */
export const ClinicianMarker = memo(function ClinicianMarker({
  marker,
  highlighted,
  onOpen,
  onHover,
}: ClinicianMarkerProps) {
  const { addressId } = marker;
  const open = useCallback(() => onOpen(addressId), [onOpen, addressId]);
  const enter = useCallback(() => onHover(addressId), [onHover, addressId]);
  const leave = useCallback(() => onHover(null), [onHover]);
  return (
    <Marker
      position={marker.position}
      title={marker.title}
      icon={markerIcon(highlighted)}
      zIndex={highlighted ? 1 : 0}
      onClick={open}
      onMouseOver={enter}
      onMouseOut={leave}
    />
  );
});
