import { GEOCODER_UNAVAILABLE_MESSAGE } from '@refnet/contracts/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { GeocoderUnavailableError, geocode, type GeocodeResult } from './service.js';

/** geocode() for a route: an outside-geocoder outage becomes a logged 502, never a 500. */
export async function geocodeOrFail(
  db: Database,
  postcode: string,
  config: Pick<ServerConfig, 'geocoderUrl'>,
  log: FastifyBaseLogger,
): Promise<GeocodeResult> {
  try {
    return await geocode(db, postcode, { geocoderUrl: config.geocoderUrl });
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError)) throw error;
    log.warn({ err: error }, 'geocoder unavailable');
    throw new HttpProblem(502, dangerBody(GEOCODER_UNAVAILABLE_MESSAGE));
  }
}
