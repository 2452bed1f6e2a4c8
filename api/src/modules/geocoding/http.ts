import { GEOCODER_UNAVAILABLE_MESSAGE, POSTCODE_DIRECTORY_LIMITED_MESSAGE } from '@refnet/contracts/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { GeocoderUnavailableError, geocode, type GeocodeResult, type GeocoderOptions } from './service.js';

/** geocode() for a route: an outside-geocoder outage becomes a logged 502, never a 500. */
export async function geocodeOrFail(
  db: Database,
  postcode: string,
  config: GeocoderOptions,
  log: FastifyBaseLogger | undefined,
): Promise<GeocodeResult> {
  try {
    return await geocode(db, postcode, {
      geocoderUrl: config.geocoderUrl,
      geocoderTimeoutMs: config.geocoderTimeoutMs,
    });
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError)) throw error;
    log?.warn({ err: error }, 'geocoder unavailable');
    throw new HttpProblem(502, dangerBody(GEOCODER_UNAVAILABLE_MESSAGE));
  }
}

/**
 * What to tell the user about a postcode that was not located: a well-formed one missing from this
 * server's limited directory says so (and how an administrator fills it); otherwise the form's own words.
 */
export function notLocatedMessage(
  result: Exclude<GeocodeResult, { status: 'found' }>,
  notFoundMessage: string,
): string {
  return result.status === 'unknown' && result.directoryOnly
    ? POSTCODE_DIRECTORY_LIMITED_MESSAGE
    : notFoundMessage;
}
