import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { count } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import { postcodes, users } from '../src/db/schema.js';
import { ADMIN, CLINICIAN, danger, startApp, setUpTestApp } from './helpers/app.js';

let db: Database;
let app: RefnetApp;
let handle: DatabaseHandle;

setUpTestApp((started) => ({ app, db, handle } = started));

const checkEmail = (target: RefnetApp, payload: unknown, remoteAddress = '127.0.0.1') =>
  target.inject({
    method: 'POST',
    url: '/api/v1/register/check-email/',
    payload: payload as object,
    remoteAddress,
  });
const checkClinic = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/register/check-clinic/', payload: payload as object });

const rowCounts = async () => ({
  users: (await db.select({ n: count() }).from(users))[0]!.n,
  postcodes: (await db.select({ n: count() }).from(postcodes))[0]!.n,
});

describe('POST /api/v1/register/check-email/', () => {
  test('an unused e-mail is valid', async () => {
    const response = await checkEmail(app, { email: 'new.clinician@refnet.test' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { emailValid: true });
  });

  test('an e-mail a user already has is not valid, compared trimmed and lower-case', async () => {
    for (const email of [CLINICIAN.email, `  ${CLINICIAN.email.toUpperCase()} `, ADMIN.email]) {
      const response = await checkEmail(app, { email });
      assert.equal(response.statusCode, 200, email);
      assert.deepEqual(response.json(), { emailValid: false }, email);
    }
  });

  test('an empty e-mail skips the check and is valid (SPEC §5)', async () => {
    for (const email of ['', '   ']) {
      const response = await checkEmail(app, { email });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { emailValid: true });
    }
  });

  test('bad input is a 400 with a readable message and writes nothing', async () => {
    const before = await rowCounts();
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ email: 'two words@refnet.test' }, 'Please enter a valid email address.'],
      [{ email: 'nobody@nowhere' }, 'Please enter a valid email address.'],
      [{ email: `${'a'.repeat(250)}@x.uk` }, 'Please enter a valid email address.'],
      [{}, 'email: Required'],
      [{ email: 7 }, 'email: Expected string'],
      [['x@refnet.test'], 'Request body must be a JSON object.'],
    ];
    for (const [payload, message] of cases) {
      const response = await checkEmail(app, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), danger(message), JSON.stringify(payload));
    }
    assert.deepEqual(await rowCounts(), before);
  });

  test('is rate-limited per IP like login', async () => {
    const limited = await startApp(handle, { LOGIN_IP_LIMIT: '3', LOGIN_IP_WINDOW_SECONDS: '60' });
    try {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const response = await checkEmail(limited, { email: `probe${attempt}@refnet.test` }, '10.0.0.1');
        assert.equal(response.statusCode, 200, `attempt ${attempt}`);
      }
      const blocked = await checkEmail(limited, { email: CLINICIAN.email }, '10.0.0.1');
      assert.equal(blocked.statusCode, 429);
      assert.deepEqual(blocked.json(), danger('Too many requests. Please try again in 1 minute.'));
      assert.ok(Number(blocked.headers['retry-after']) > 0);
      // Another address has its own budget; other public routes are not limited.
      assert.equal((await checkEmail(limited, { email: 'x@refnet.test' }, '10.0.0.2')).statusCode, 200);
      for (let i = 0; i < 4; i += 1) {
        const clinic = await limited.inject({
          method: 'POST',
          url: '/api/v1/register/check-clinic/',
          payload: { postcode: 'SW1A 1AA' },
          remoteAddress: '10.0.0.1',
        });
        assert.equal(clinic.statusCode, 200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/v1/register/check-clinic/', () => {
  const clinic = { firstLine: 'Buckingham Palace', city: 'London' };

  test('a postcode that geocodes is valid, flat or under address, however it is typed', async () => {
    for (const payload of [
      { ...clinic, postcode: 'SW1A 1AA' },
      { ...clinic, postcode: ' sw1a1aa ' },
      { address: { ...clinic, postcode: 'sw1a 1aa' } },
      { address: { postcode: 'W1A 1AA' } },
      { postcode: '', address: { ...clinic, postcode: 'SW1A 1AA' } },
    ]) {
      const response = await checkClinic(payload);
      assert.equal(response.statusCode, 200, JSON.stringify(payload));
      assert.deepEqual(response.json(), { addressValid: true }, JSON.stringify(payload));
    }
  });

  test('an empty, missing or malformed postcode is not valid', async () => {
    for (const payload of [
      { ...clinic, postcode: '' },
      { ...clinic, postcode: '   ' },
      { ...clinic },
      {},
      { address: { ...clinic } },
      { address: { ...clinic, postcode: '' } },
      { ...clinic, postcode: 'NOT A POSTCODE' },
    ]) {
      const response = await checkClinic(payload);
      assert.equal(response.statusCode, 200, JSON.stringify(payload));
      assert.deepEqual(response.json(), { addressValid: false }, JSON.stringify(payload));
    }
  });

  test('a well-formed postcode missing from the directory (no GEOCODER_URL) says why', async () => {
    const response = await checkClinic({ ...clinic, postcode: 'ZZ1 1ZZ' });
    assert.deepEqual(response.json(), { addressValid: false, reason: 'directoryLimited' });
  });

  test('bad input is a 400 with a readable message and writes nothing', async () => {
    const before = await rowCounts();
    const cases: [unknown, string][] = [
      [{ postcode: 12 }, 'postcode: Expected string'],
      [{ firstLine: false, postcode: 'SW1A 1AA' }, 'firstLine: Expected string'],
      [{ address: 'SW1A 1AA' }, 'address: Expected object'],
      [{ address: { postcode: ['SW1A 1AA'] } }, 'address.postcode: Expected string'],
      [{ postcode: 'SW1A 1AA'.repeat(3) }, 'postcode: Please enter a valid UK postcode.'],
      [{ city: 'x'.repeat(256), postcode: 'SW1A 1AA' }, 'city: must be at most 255 characters.'],
      [[1, 2], 'Request body must be a JSON object.'],
    ];
    for (const [payload, message] of cases) {
      const response = await checkClinic(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), danger(message), JSON.stringify(payload));
    }
    const empty = await app.inject({ method: 'POST', url: '/api/v1/register/check-clinic/' });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(await rowCounts(), before);
  });
});
