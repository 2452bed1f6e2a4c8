import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * - 'normal': answers like postcodes.io;
 * - 'failing': 500 to everything; 'garbled': 200 with a body that is not JSON;
 * - 'silent': never answers (until the stand-in is closed), for the client's timeout.
 */
export type StandInMode = 'normal' | 'failing' | 'garbled' | 'silent';

export interface GeocoderStandIn {
  url: string;
  mode: StandInMode;
  /** The path of every request received, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** What the stand-in knows; null: known to postcodes.io but without a location (it has some). */
export const STAND_IN_POSTCODES: Readonly<Record<string, { latitude: number; longitude: number } | null>> = {
  'M1 1AE': { latitude: 53.4808, longitude: -2.2426 },
  'E1 6AN': { latitude: 51.5203, longitude: -0.0772 },
  'ZE1 0AA': { latitude: 60.15413, longitude: -1.14561 },
  // In the seeded sample too, with other coordinates: shows which source answered.
  'SW1A 1AA': { latitude: 51.50101, longitude: -0.14159 },
  'GY1 1AA': null,
};

/** A postcodes.io-compatible server (`GET /postcodes/<postcode>`) on 127.0.0.1 with an ephemeral port. */
export async function startGeocoderStandIn(): Promise<GeocoderStandIn> {
  const state: GeocoderStandIn = { url: '', mode: 'normal', requests: [], close: async () => {} };
  const server = http.createServer((request, response) => {
    state.requests.push(request.url ?? '');
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (state.mode === 'silent') return;
    if (state.mode === 'failing') return send(500, JSON.stringify({ status: 500, error: 'boom' }));
    if (state.mode === 'garbled') return send(200, '<html>not json');
    const match = /^\/postcodes\/([^/?]+)$/.exec(request.url ?? '');
    const postcode = match ? decodeURIComponent(match[1]!) : '';
    if (!(postcode in STAND_IN_POSTCODES)) {
      return send(404, JSON.stringify({ status: 404, error: 'Postcode not found' }));
    }
    const found = STAND_IN_POSTCODES[postcode];
    return send(
      200,
      JSON.stringify({
        status: 200,
        result: { postcode, latitude: found?.latitude ?? null, longitude: found?.longitude ?? null },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Requests held by 'silent' would otherwise keep the server open.
      server.closeAllConnections();
    });
  return state;
}
