/** A point on the map. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The visible part of the map (google.maps.LatLngBoundsLiteral without depending on the Maps API). */
export interface MapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** The coordinates of an address, or null when it has none. */
export function positionOf(address: { latitude: number | null; longitude: number | null }): LatLng | null {
  return address.latitude === null || address.longitude === null
    ? null
    : { lat: address.latitude, lng: address.longitude };
}

/** Whether `point` lies inside `bounds`, including bounds that cross the antimeridian (west > east). */
export function withinBounds(point: LatLng, bounds: MapBounds): boolean {
  if (point.lat < bounds.south || point.lat > bounds.north) return false;
  return bounds.west <= bounds.east
    ? point.lng >= bounds.west && point.lng <= bounds.east
    : point.lng >= bounds.west || point.lng <= bounds.east;
}

/** Where the map should look: a centre and its zoom. A new focus moves the map there. */
export interface MapFocus extends LatLng {
  zoom: number;
}
