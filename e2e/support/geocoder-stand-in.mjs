// A postcodes.io stand-in for the journeys: the app's GEOCODER_URL points here, so postcodes outside the
// seeded sample resolve without the internet. GET /postcodes/<postcode> answers like postcodes.io for a
// few real postcodes (coordinates to about 100 m) and 404 for any other.
import { createServer } from 'node:http';

const [port] = process.argv.slice(2).map(Number);

const KNOWN = {
  'M1 1AE': { latitude: 53.4808, longitude: -2.2426 },
  'E1 6AN': { latitude: 51.5203, longitude: -0.0772 },
  'SE1 9SG': { latitude: 51.5045, longitude: -0.0865 },
  'B1 1AA': { latitude: 52.4796, longitude: -1.9026 },
  'EH1 1YZ': { latitude: 55.9521, longitude: -3.188 },
  'CF10 1EP': { latitude: 51.4816, longitude: -3.1791 },
};

/** postcodes.io takes any spacing and case: "m11ae" and "M1 1AE" are the same postcode. */
const compact = (text) => text.replace(/\s+/g, '').toUpperCase();
const byCompact = new Map(
  Object.entries(KNOWN).map(([postcode, place]) => [compact(postcode), { postcode, ...place }]),
);

createServer((request, response) => {
  const send = (status, body) =>
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const match = /^\/postcodes\/([^/?]+)$/.exec(request.url ?? '');
  let asked = '';
  try {
    asked = match ? decodeURIComponent(match[1]) : '';
  } catch {
    // A malformed escape names no postcode.
  }
  const found = request.method === 'GET' ? byCompact.get(compact(asked)) : undefined;
  if (!found) return send(404, { status: 404, error: 'Postcode not found' });
  return send(200, { status: 200, result: found });
}).listen(port, '127.0.0.1');
