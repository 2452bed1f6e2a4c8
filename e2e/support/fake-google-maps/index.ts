import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

const MAPS_API_STAND_IN = readFileSync(path.join(__dirname, 'maps-api.js'), 'utf8');
const GOOGLE_ORIGINS = /^https:\/\/([a-z0-9-]+\.)*(googleapis|gstatic)\.com\//;

/**
 * Serves the Maps JavaScript API stand-in (maps-api.js) in place of Google's script, and answers 404 for
 * anything else from Google (tiles, fonts, telemetry) so nothing waits on a network the journeys do not have.
 * Returns the script URLs the page asked for, to check the key sent or that no script was loaded.
 */
export async function serveFakeGoogleMaps(page: Page): Promise<URL[]> {
  const scriptRequests: URL[] = [];
  await page.route(GOOGLE_ORIGINS, async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'maps.googleapis.com' && url.pathname === '/maps/api/js') {
      scriptRequests.push(url);
      await route.fulfill({ contentType: 'text/javascript', body: MAPS_API_STAND_IN });
      return;
    }
    await route.fulfill({ status: 404, body: '' });
  });
  return scriptRequests;
}

/** The stand-in's map box: markers are buttons in it, an open popup a dialog. */
export const fakeMap = (page: Page): Locator => page.getByTestId('fake-map');

type LatLngLiteral = { lat: number; lng: number };

/** Moves the map's camera as a user's drag would (the stand-in then fires bounds_changed and idle). */
export async function panFakeMap(page: Page, center: LatLngLiteral): Promise<void> {
  await fakeMap(page).evaluate(
    (box, target) =>
      (box as HTMLElement & { __fakeMap: { panTo(c: LatLngLiteral): void } }).__fakeMap.panTo(target),
    center,
  );
}
