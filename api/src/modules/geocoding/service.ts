import type { Coordinates } from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { normalisePostcode } from './postcode.js';
import { findPostcode, upsertPostcodes } from './queries.js';

/** The outside geocoder failed (5xx, bad answer, unreachable, timeout): not the caller's fault. */
export class GeocoderUnavailableError extends Error {
  override readonly name = 'GeocoderUnavailableError';
}

export interface GeocoderOptions {
  /** A postcodes.io-compatible service, asked when the `postcodes` table does not list a postcode. */
  geocoderUrl: string | undefined;
  /** Per-request limit for the outside service (ms); 5 s when unset. */
  geocoderTimeoutMs?: number;
}

/** Looks a normalised postcode up; undefined means the postcode is unknown. */
export type GeocoderAdapter = (postcode: string) => Promise<Coordinates | undefined>;

const isLatitude = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 90;
const isLongitude = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 180;

/** GET `${baseUrl}/postcodes/<postcode>` → `{ status: 200, result: { latitude, longitude } }`; 404 → unknown. */
export function postcodesIoAdapter(baseUrl: string, timeoutMs = 5000): GeocoderAdapter {
  const base = baseUrl.replace(/\/+$/, '');
  return async (postcode) => {
    let response: Response;
    try {
      response = await fetch(`${base}/postcodes/${encodeURIComponent(postcode)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GeocoderUnavailableError(`geocoder unreachable: ${(error as Error).message}`);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeocoderUnavailableError(`geocoder answered ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      // Also a body cut short by the timeout.
      throw new GeocoderUnavailableError('geocoder answered with invalid JSON');
    }
    const result = (body as { result?: { latitude?: unknown; longitude?: unknown } | null } | null)?.result;
    // postcodes.io knows some postcodes without coordinates (result.latitude null): not locatable.
    if (result && result.latitude === null && result.longitude === null) return undefined;
    if (!result || !isLatitude(result.latitude) || !isLongitude(result.longitude)) {
      throw new GeocoderUnavailableError('geocoder answered without usable coordinates');
    }
    return { latitude: result.latitude, longitude: result.longitude };
  };
}

export type GeocodeResult =
  | { status: 'found'; postcode: string; coordinates: Coordinates }
  | { status: 'invalid' }
  /** `directoryOnly`: only the `postcodes` table was asked (no GEOCODER_URL), so the directory may be short. */
  | { status: 'unknown'; postcode: string; directoryOnly: boolean };

/**
 * The one place postcodes are located: normalises, then asks the `postcodes` table (the ONS import and the
 * seeded sample); on a miss, asks the outside geocoder when GEOCODER_URL is set and keeps what it finds
 * in the table, so the next look-up stays local. Throws GeocoderUnavailableError on outage.
 */
export async function geocode(db: Database, input: string, options: GeocoderOptions): Promise<GeocodeResult> {
  const postcode = normalisePostcode(input);
  if (!postcode) return { status: 'invalid' };
  const stored = await findPostcode(db, postcode);
  if (stored) return { status: 'found', postcode, coordinates: stored };
  if (!options.geocoderUrl) return { status: 'unknown', postcode, directoryOnly: true };
  const located = await postcodesIoAdapter(options.geocoderUrl, options.geocoderTimeoutMs)(postcode);
  if (!located) return { status: 'unknown', postcode, directoryOnly: false };
  // An upsert (ON CONFLICT DO UPDATE): two look-ups of the same new postcode at once both succeed.
  await upsertPostcodes(db, [{ postcode, ...located }]);
  return { status: 'found', postcode, coordinates: located };
}
