import type { Coordinates } from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { normalisePostcode } from './postcode.js';
import { findPostcode } from './queries.js';

/** The outside geocoder failed (5xx, bad answer, unreachable, timeout): not the caller's fault. */
export class GeocoderUnavailableError extends Error {
  override readonly name = 'GeocoderUnavailableError';
}

export interface GeocoderOptions {
  /** A postcodes.io-compatible service; when unset the `postcodes` table answers. */
  geocoderUrl: string | undefined;
  /** Per-request limit for the outside service (ms). */
  timeoutMs?: number;
}

/** Looks a normalised postcode up; undefined means the postcode is unknown. */
export type GeocoderAdapter = (postcode: string) => Promise<Coordinates | undefined>;

export const databaseAdapter =
  (db: Database): GeocoderAdapter =>
  (postcode) =>
    findPostcode(db, postcode);

const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

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
      throw new GeocoderUnavailableError('geocoder answered with invalid JSON');
    }
    const result = (body as { result?: { latitude?: unknown; longitude?: unknown } | null } | null)?.result;
    // postcodes.io knows some postcodes without coordinates (result.latitude null): not locatable.
    if (result && result.latitude === null && result.longitude === null) return undefined;
    if (!result || !isCoordinate(result.latitude) || !isCoordinate(result.longitude)) {
      throw new GeocoderUnavailableError('geocoder answered without coordinates');
    }
    return { latitude: result.latitude, longitude: result.longitude };
  };
}

export const pickAdapter = (db: Database, options: GeocoderOptions): GeocoderAdapter =>
  options.geocoderUrl ? postcodesIoAdapter(options.geocoderUrl, options.timeoutMs) : databaseAdapter(db);

export type GeocodeResult =
  | { status: 'found'; postcode: string; coordinates: Coordinates }
  | { status: 'invalid' }
  | { status: 'unknown'; postcode: string };

/**
 * The one place postcodes are located: normalises, then asks the outside geocoder when
 * GEOCODER_URL is set, otherwise the `postcodes` table. Throws GeocoderUnavailableError on outage.
 */
export async function geocode(db: Database, input: string, options: GeocoderOptions): Promise<GeocodeResult> {
  const postcode = normalisePostcode(input);
  if (!postcode) return { status: 'invalid' };
  const coordinates = await pickAdapter(db, options)(postcode);
  return coordinates ? { status: 'found', postcode, coordinates } : { status: 'unknown', postcode };
}
