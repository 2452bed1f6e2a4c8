/// <reference types="google.maps" />

/** While a marker's popup is open the map stands still (SPEC §2.12): no dragging, no zooming of any kind. */
export const FROZEN_MAP_OPTIONS = {
  gestureHandling: 'none',
  draggable: false,
  zoomControl: false,
  scrollwheel: false,
  disableDoubleClickZoom: true,
  keyboardShortcuts: false,
} as const satisfies google.maps.MapOptions;

/**
 * Otherwise the usual controls. Every frozen option is set back explicitly: vis.gl only passes on the
 * options it is given, so leaving one out would leave it frozen.
 */
export const FREE_MAP_OPTIONS = {
  gestureHandling: 'auto',
  draggable: true,
  zoomControl: true,
  scrollwheel: true,
  disableDoubleClickZoom: false,
  keyboardShortcuts: true,
} as const satisfies google.maps.MapOptions;
