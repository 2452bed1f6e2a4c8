/// <reference types="google.maps" />
import { MARKER_SIZE_HOVERED_PX, MARKER_SIZE_PX } from '@refnet/contracts/clinicians';
import { refnetColours } from '@refnet/shared-ui';

const pin = (fill: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">' +
  `<path fill="${fill}" stroke="#ffffff" stroke-width="1.5" ` +
  'd="M12 1.5A7.5 7.5 0 0 0 4.5 9c0 5.6 7.5 13.5 7.5 13.5S19.5 14.6 19.5 9A7.5 7.5 0 0 0 12 1.5z"/>' +
  '<circle cx="12" cy="9" r="2.8" fill="#ffffff"/></svg>';

const svgUrl = (svg: string) => `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(svg)}`;

const PIN_URL = svgUrl(pin(refnetColours.primary));
const HIGHLIGHTED_PIN_URL = svgUrl(pin(refnetColours.warning));

/** The pixel size of a marker (SPEC §2.12: 25 px, 50 px while its card or itself is hovered). */
function markerSize(highlighted: boolean): number {
  return highlighted ? MARKER_SIZE_HOVERED_PX : MARKER_SIZE_PX;
}

/** A legacy marker icon: the RefNet pin as an SVG data URL, its tip on the clinic. Needs the Maps API loaded. */
export function markerIcon(highlighted: boolean): google.maps.Icon {
  const size = markerSize(highlighted);
  return {
    url: highlighted ? HIGHLIGHTED_PIN_URL : PIN_URL,
    scaledSize: new google.maps.Size(size, size),
    anchor: new google.maps.Point(size / 2, size),
  };
}
