// Issue 17: the `postcodes` table answers first; on a miss the postcodes.io adapter (GEOCODER_URL) is
// asked, here a local stand-in, and what it finds is kept in the table.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  ADDRESS_NOT_FOUND_MESSAGE,
  GEOCODER_UNAVAILABLE_MESSAGE,
  POSTCODE_INVALID_MESSAGE,
} from '@refnet/contracts/accounts';
import type { Patient } from '@refnet/contracts/patients';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import { addresses, postcodes } from '../src/db/schema.js';
import { GeocoderUnavailableError, geocode } from '../src/modules/geocoding/service.js';
import { danger, setUpTestApp, startApp } from './helpers/app.js';
import { startGeocoderStandIn, type GeocoderStandIn } from './helpers/geocoder-stand-in.js';
import { newClinician, unreachableUrl, validPatient } from './helpers/patients.js';

let db: Database;
let handle: DatabaseHandle;
setUpTestApp((started) => ({ db, handle } = started));

const storedPostcode = async (postcode: string) =>
  (await db.select().from(postcodes).where(eq(postcodes.postcode, postcode)))[0];

const getGps = (target: RefnetApp, postCode: string) =>
  target.inject({ method: 'POST', url: '/api/v1/get-gps/', payload: { postCode } });
const checkClinic = (target: RefnetApp, postcode: string) =>
  target.inject({ method: 'POST', url: '/api/v1/register/check-clinic/', payload: { postcode } });

describe('postcode look-up: the table, then the postcodes.io adapter', () => {
  let standIn: GeocoderStandIn;
  let remote: RefnetApp;

  before(async () => {
    standIn = await startGeocoderStandIn();
    remote = await startApp(handle, { GEOCODER_URL: `${standIn.url}/` });
  });

  after(async () => {
    await remote?.close();
    await standIn?.close();
  });

  test('a postcode in the table is answered from it, without asking the geocoder', async () => {
    standIn.requests.length = 0;
    const response = await getGps(remote, 'sw1a1aa');
    assert.equal(response.statusCode, 200);
    // The seeded sample's coordinates, not the stand-in's.
    assert.deepEqual(response.json(), { latitude: 51.501009, longitude: -0.141588 });
    assert.deepEqual(standIn.requests, []);
  });

  test('found: the geocoder is asked once, and its answer is kept in the table', async () => {
    assert.equal(await storedPostcode('M1 1AE'), undefined, 'not in the seeded sample');
    standIn.requests.length = 0;
    const first = await getGps(remote, 'm11ae');
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { latitude: 53.4808, longitude: -2.2426 });
    assert.deepEqual(standIn.requests, ['/postcodes/M1%201AE']);
    assert.deepEqual(await storedPostcode('M1 1AE'), {
      postcode: 'M1 1AE',
      latitude: 53.4808,
      longitude: -2.2426,
    });

    const again = await getGps(remote, 'M1 1AE');
    assert.deepEqual([again.statusCode, again.json()], [200, { latitude: 53.4808, longitude: -2.2426 }]);
    assert.deepEqual((await checkClinic(remote, 'M1 1AE')).json(), { addressValid: true });
    assert.deepEqual(standIn.requests, ['/postcodes/M1%201AE'], 'the second look-up stays local');
  });

  test('unknown (404) and known-without-coordinates are a 404 with the SPEC message; nothing is kept', async () => {
    for (const postCode of ['ZZ1 1ZZ', 'GY1 1AA']) {
      const response = await getGps(remote, postCode);
      assert.equal(response.statusCode, 404, postCode);
      assert.deepEqual(response.json(), danger(ADDRESS_NOT_FOUND_MESSAGE));
      assert.equal(await storedPostcode(postCode), undefined, postCode);
    }
    assert.deepEqual((await checkClinic(remote, 'ZZ1 1ZZ')).json(), { addressValid: false });
  });

  test('a malformed postcode never reaches the geocoder', async () => {
    standIn.requests.length = 0;
    const response = await getGps(remote, 'HELLO');
    assert.deepEqual([response.statusCode, response.json()], [400, danger(POSTCODE_INVALID_MESSAGE)]);
    assert.deepEqual(standIn.requests, []);
  });

  test('a 5xx or an answer that is not JSON is a 502 with a clear message; nothing is kept', async () => {
    for (const mode of ['failing', 'garbled'] as const) {
      standIn.mode = mode;
      try {
        const response = await getGps(remote, 'E1 6AN');
        assert.equal(response.statusCode, 502, mode);
        assert.deepEqual(response.json(), danger(GEOCODER_UNAVAILABLE_MESSAGE));
        const clinic = await checkClinic(remote, 'E1 6AN');
        assert.deepEqual([clinic.statusCode, clinic.json()], [502, danger(GEOCODER_UNAVAILABLE_MESSAGE)]);
        assert.equal(await storedPostcode('E1 6AN'), undefined, mode);
        assert.equal((await getGps(remote, 'SW1A 1AA')).statusCode, 200, 'the table still answers');
      } finally {
        standIn.mode = 'normal';
      }
    }
    assert.equal((await getGps(remote, 'E1 6AN')).statusCode, 200, 'recovers');
  });

  test('a geocoder that does not answer within GEOCODER_TIMEOUT_MS is a 502', async () => {
    const impatient = await startApp(handle, { GEOCODER_URL: standIn.url, GEOCODER_TIMEOUT_MS: '200' });
    standIn.mode = 'silent';
    try {
      const started = Date.now();
      const response = await getGps(impatient, 'ZE1 0AA');
      assert.deepEqual([response.statusCode, response.json()], [502, danger(GEOCODER_UNAVAILABLE_MESSAGE)]);
      assert.ok(Date.now() - started < 2000, 'gives up after the timeout');
      assert.equal(await storedPostcode('ZE1 0AA'), undefined);
      assert.equal((await impatient.inject({ method: 'GET', url: '/api/v1/app-version/' })).statusCode, 200);
    } finally {
      standIn.mode = 'normal';
      await impatient.close();
    }
  });

  test('an unreachable geocoder is a 502, while postcodes in the table still resolve', async () => {
    const offline = await startApp(handle, { GEOCODER_URL: await unreachableUrl() });
    try {
      const response = await getGps(offline, 'CF10 1EP');
      assert.deepEqual([response.statusCode, response.json()], [502, danger(GEOCODER_UNAVAILABLE_MESSAGE)]);
      assert.equal((await getGps(offline, 'SE1 7EH')).statusCode, 200);
      assert.equal((await getGps(offline, 'M1 1AE')).statusCode, 200, 'kept from the earlier look-up');
    } finally {
      await offline.close();
    }
  });

  test('many look-ups of the same new postcode at once all succeed and keep one row', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => getGps(remote, 'ZE1 0AA')));
    for (const answer of answers) {
      assert.deepEqual(
        [answer.statusCode, answer.json()],
        [200, { latitude: 60.15413, longitude: -1.14561 }],
      );
    }
    const rows = await db.select().from(postcodes).where(eq(postcodes.postcode, 'ZE1 0AA'));
    assert.equal(rows.length, 1);
  });

  test('a patient whose postcode only the geocoder knows is saved with its coordinates', async () => {
    await db.delete(postcodes).where(eq(postcodes.postcode, 'E1 6AN'));
    const clinician = await newClinician(remote, db, 'geocoded.patient');
    const response = await clinician.send('POST', '/patient/create/', validPatient({ postcode: 'e1 6an' }));
    assert.equal(response.statusCode, 200, response.body);
    const { address } = response.json<{ currentPatient: { patient: Patient } }>().currentPatient.patient;
    const [stored] = await db.select().from(addresses).where(eq(addresses.id, address.id));
    assert.deepEqual([stored?.postcode, stored?.latitude, stored?.longitude], ['E1 6AN', 51.5203, -0.0772]);
  });

  test('geocode() says whether only the table was asked, and reports outages', async () => {
    assert.deepEqual(await geocode(db, 'yo1 7hh', { geocoderUrl: undefined }), {
      status: 'unknown',
      postcode: 'YO1 7HH',
      directoryOnly: true,
    });
    assert.deepEqual(await geocode(db, 'YO1 7HH', { geocoderUrl: standIn.url }), {
      status: 'unknown',
      postcode: 'YO1 7HH',
      directoryOnly: false,
    });
    assert.deepEqual(await geocode(db, 'nope', { geocoderUrl: standIn.url }), { status: 'invalid' });
    await assert.rejects(
      geocode(db, 'YO1 7HH', { geocoderUrl: await unreachableUrl() }),
      GeocoderUnavailableError,
    );
  });
});
