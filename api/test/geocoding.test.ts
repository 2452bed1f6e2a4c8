import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { POSTCODE_DIRECTORY_LIMITED_MESSAGE } from '@refnet/contracts/accounts';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import { quoteIdentifier } from '../src/db/identifiers.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { postcodes } from '../src/db/schema.js';
import { POSTCODE_SAMPLE_FILE, seedPostcodes } from '../src/db/seed/postcodes.js';
import { parseCsvLine } from '../src/modules/geocoding/csv.js';
import { CsvFormatError, ONS_COLUMNS, importPostcodeCsv } from '../src/modules/geocoding/import.js';
import { normalisePostcode } from '../src/modules/geocoding/postcode.js';
import { danger, startApp, setUpTestApp } from './helpers/app.js';

const API_DIR = fileURLToPath(new URL('../', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/onspd-sample.csv', import.meta.url));

/** The bundled sample's data rows (header excluded). */
const SAMPLE_ROWS = readFileSync(POSTCODE_SAMPLE_FILE, 'utf8')
  .split(/\r?\n/)
  .slice(1)
  .filter((line) => line.trim() !== '').length;

let db: Database;
let app: RefnetApp;
let handle: DatabaseHandle;

setUpTestApp((started) => ({ app, db, handle } = started));

const postcodeCount = async () => (await db.select({ n: count() }).from(postcodes))[0]!.n;
const storedPostcode = async (postcode: string) =>
  (await db.select().from(postcodes).where(eq(postcodes.postcode, postcode)))[0];

const getGps = (target: RefnetApp, payload: unknown) =>
  target.inject({ method: 'POST', url: '/api/v1/get-gps/', payload: payload as object });

describe('normalisePostcode', () => {
  test('upper-cases and puts one space before the inward code', () => {
    assert.equal(normalisePostcode('sw1a1aa'), 'SW1A 1AA');
    assert.equal(normalisePostcode(' w1a  1aa '), 'W1A 1AA');
    assert.equal(normalisePostcode('SW1A 1AA'), 'SW1A 1AA');
    assert.equal(normalisePostcode('m11ae'), 'M1 1AE');
    assert.equal(normalisePostcode('cr2 6xh'), 'CR2 6XH');
    assert.equal(normalisePostcode('DN55 1PT'), 'DN55 1PT');
    assert.equal(normalisePostcode('ec1a\t1bb'), 'EC1A 1BB');
    assert.equal(normalisePostcode('gir0aa'), 'GIR 0AA');
  });

  test('rejects anything not shaped like a UK postcode', () => {
    for (const input of [
      '',
      '   ',
      'SW1A',
      '1AA',
      'SW1A 1A',
      'SW1A 1AAA',
      '12345',
      'HELLO WORLD',
      'SW1A-1AA',
      'Ä1 1AA',
    ]) {
      assert.equal(normalisePostcode(input), undefined, JSON.stringify(input));
    }
  });
});

describe('parseCsvLine', () => {
  test('splits fields and honours quotes', () => {
    assert.deepEqual(parseCsvLine('a,b,,d'), ['a', 'b', '', 'd']);
    assert.deepEqual(parseCsvLine('"x, y","say ""hi""",z'), ['x, y', 'say "hi"', 'z']);
    assert.deepEqual(parseCsvLine(''), ['']);
  });
});

describe('GEOCODER_URL', () => {
  test('is optional and must be an http(s) URL', () => {
    assert.equal(loadConfig({}).geocoderUrl, undefined);
    assert.equal(loadConfig({ GEOCODER_URL: '' }).geocoderUrl, undefined);
    assert.equal(
      loadConfig({ GEOCODER_URL: 'https://api.postcodes.io' }).geocoderUrl,
      'https://api.postcodes.io',
    );
    assert.throws(() => loadConfig({ GEOCODER_URL: 'ftp://example' }), ConfigError);
  });

  test('GEOCODER_TIMEOUT_MS defaults to 5 s and must be a positive whole number', () => {
    assert.equal(loadConfig({}).geocoderTimeoutMs, 5000);
    assert.equal(loadConfig({ GEOCODER_TIMEOUT_MS: '1500' }).geocoderTimeoutMs, 1500);
    for (const bad of ['0', '-1', '2.5', 'soon']) {
      assert.throws(() => loadConfig({ GEOCODER_TIMEOUT_MS: bad }), ConfigError, bad);
    }
  });
});

describe('postcode seed', () => {
  test('loads the bundled sample at start, normalised', async () => {
    assert.equal(await postcodeCount(), SAMPLE_ROWS);
    assert.ok(SAMPLE_ROWS >= 30);
    const palace = await storedPostcode('SW1A 1AA');
    assert.deepEqual(palace, { postcode: 'SW1A 1AA', latitude: 51.501009, longitude: -0.141588 });
    for (const row of await db.select().from(postcodes)) {
      assert.equal(normalisePostcode(row.postcode), row.postcode);
    }
  });

  test('is idempotent and never overwrites stored coordinates', async () => {
    await db.update(postcodes).set({ latitude: 51.6 }).where(eq(postcodes.postcode, 'W1A 1AA'));
    await db.delete(postcodes).where(eq(postcodes.postcode, 'SE1 7EH'));
    await seedPostcodes(db);
    await (await startApp(handle)).close();
    assert.equal(await postcodeCount(), SAMPLE_ROWS);
    assert.equal((await storedPostcode('W1A 1AA'))?.latitude, 51.6);
    assert.ok(await storedPostcode('SE1 7EH'), 'a missing sample postcode is restored');
    await db.update(postcodes).set({ latitude: 51.518561 }).where(eq(postcodes.postcode, 'W1A 1AA'));
  });
});

describe('postcodes table', () => {
  test('only accepts normalised postcodes and real coordinates', async () => {
    for (const row of [
      { postcode: 'sw1a 1aa', latitude: 51.5, longitude: -0.1 },
      { postcode: 'SW1A1AA', latitude: 51.5, longitude: -0.1 },
      { postcode: 'ZZ1 1ZZ', latitude: 99.999999, longitude: 0 },
      { postcode: 'ZZ1 1ZZ', latitude: 51.5, longitude: -200 },
    ]) {
      await assert.rejects(db.insert(postcodes).values(row), JSON.stringify(row));
    }
    assert.equal(await storedPostcode('ZZ1 1ZZ'), undefined);
  });
});

describe('POST /api/v1/get-gps/ (postcodes table)', () => {
  test('returns the coordinates of a stored postcode, however it is typed', async () => {
    for (const postCode of ['SW1A 1AA', 'sw1a1aa', '  Sw1A   1aA ']) {
      const response = await getGps(app, { postCode });
      assert.equal(response.statusCode, 200, postCode);
      assert.deepEqual(response.json(), { latitude: 51.501009, longitude: -0.141588 });
    }
  });

  test('a well-formed postcode the table lacks (no GEOCODER_URL) is a 404 saying the directory is limited', async () => {
    const response = await getGps(app, { postCode: 'ZZ1 1ZZ' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), danger(POSTCODE_DIRECTORY_LIMITED_MESSAGE));
  });

  test('bad input is a 400 with a readable message and writes nothing', async () => {
    const before = await postcodeCount();
    const cases: [unknown, string][] = [
      [{}, 'postCode: Required'],
      [{ postCode: '' }, 'postCode: Please enter a postcode.'],
      [{ postCode: '   ' }, 'postCode: Please enter a postcode.'],
      [{ postCode: 42 }, 'postCode: Expected string'],
      [{ postCode: 'NOT A POSTCODE' }, 'Please enter a valid UK postcode.'],
      [{ postCode: 'x'.repeat(40) }, 'postCode: Please enter a valid UK postcode.'],
      [['SW1A 1AA'], 'Request body must be a JSON object.'],
    ];
    for (const [payload, message] of cases) {
      const response = await getGps(app, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), danger(message), JSON.stringify(payload));
    }
    const noBody = await app.inject({ method: 'POST', url: '/api/v1/get-gps/' });
    assert.equal(noBody.statusCode, 400);
    assert.equal(noBody.json().message.variant, 'danger');
    assert.equal(await postcodeCount(), before);
  });
});

describe('ONS import', () => {
  test('loads the fixture in batches: good rows upserted, rows without coordinates skipped', async () => {
    const before = await postcodeCount();
    const summary = await importPostcodeCsv(db, FIXTURE, {
      columns: ONS_COLUMNS,
      mode: 'upsert',
      batchSize: 2,
    });
    // 10 data rows: 6 usable (SW1A 1AA twice), 4 skipped (lat 99.999999, empty, not a postcode, "abc").
    assert.deepEqual(summary, { loaded: 6, skipped: 4 });
    // New: EC1A 1BB, M1 1AE, EH1 1YZ (BT12 6BA and SW1A 1AA are in the seed sample).
    assert.equal(await postcodeCount(), before + 3);
    assert.deepEqual(await storedPostcode('M1 1AE'), {
      postcode: 'M1 1AE',
      latitude: 53.47928,
      longitude: -2.23652,
    });
    assert.deepEqual(await storedPostcode('EH1 1YZ'), {
      postcode: 'EH1 1YZ',
      latitude: 55.95206,
      longitude: -3.18796,
    });
    // The later SW1A 1AA row wins and refreshes the seeded coordinates.
    assert.deepEqual(await storedPostcode('SW1A 1AA'), {
      postcode: 'SW1A 1AA',
      latitude: 51.5011,
      longitude: -0.1416,
    });
    for (const skipped of ['ZZ99 1ZZ', 'AB10 1AB', 'CF14 4XW']) {
      const row = await storedPostcode(skipped);
      if (skipped === 'CF14 4XW') assert.equal(row?.longitude, -3.19, 'sample row left alone');
      else assert.equal(row, undefined, skipped);
    }
    // The imported postcode is found by the endpoint.
    const response = await getGps(app, { postCode: 'ec1a1bb' });
    assert.deepEqual(response.json(), { latitude: 51.52018, longitude: -0.09779 });
  });

  test('re-importing is idempotent', async () => {
    const before = await db.select().from(postcodes).orderBy(asc(postcodes.postcode));
    const summary = await importPostcodeCsv(db, FIXTURE, { columns: ONS_COLUMNS, mode: 'upsert' });
    assert.deepEqual(summary, { loaded: 6, skipped: 4 });
    assert.deepEqual(await db.select().from(postcodes).orderBy(asc(postcodes.postcode)), before);
  });

  test('a file without the ONS columns is refused before anything is written', async () => {
    const before = await postcodeCount();
    await assert.rejects(
      importPostcodeCsv(db, POSTCODE_SAMPLE_FILE, { columns: ONS_COLUMNS, mode: 'upsert' }),
      (error: Error) => error instanceof CsvFormatError && /pcds, lat, long/.test(error.message),
    );
    assert.equal(await postcodeCount(), before);
  });
});

describe('npm run postcodes:import', () => {
  const run = promisify(execFile);

  test('imports the fixture into the configured database, twice without change', async () => {
    const url = process.env.DATABASE_URL;
    const schemaName = `refnet_cli_${process.pid}_${randomBytes(4).toString('hex')}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'refnet-import-'));
    const env: NodeJS.ProcessEnv = url
      ? { ...process.env, DATABASE_SCHEMA: schemaName }
      : { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir };
    const open = () => (url ? openPostgres({ url, schemaName, poolSize: 1 }) : openPglite({ dataDir }));
    try {
      for (let round = 1; round <= 2; round += 1) {
        const { stdout } = await run(
          process.execPath,
          ['--import', 'tsx', 'src/cli/import-postcodes.ts', FIXTURE],
          {
            cwd: API_DIR,
            env,
          },
        );
        assert.match(
          stdout,
          /^imported 6 postcodes from .*onspd-sample\.csv, skipped 4 rows without a valid postcode or coordinates/,
        );
      }
      const handle = await open();
      try {
        const rows = await handle.db.select().from(postcodes).orderBy(asc(postcodes.postcode));
        assert.deepEqual(
          rows.map((row) => row.postcode),
          ['BT12 6BA', 'EC1A 1BB', 'EH1 1YZ', 'M1 1AE', 'SW1A 1AA'],
        );
        if (url)
          await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schemaName)} CASCADE`));
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('explains its usage and refuses a missing file', async () => {
    await assert.rejects(
      run(process.execPath, ['--import', 'tsx', 'src/cli/import-postcodes.ts'], { cwd: API_DIR }),
      (error: { code: number; stderr: string }) =>
        error.code === 2 && /usage: npm run postcodes:import/.test(error.stderr),
    );
    await assert.rejects(
      run(process.execPath, ['--import', 'tsx', 'src/cli/import-postcodes.ts', 'no-such-file.csv'], {
        cwd: API_DIR,
      }),
      (error: { code: number; stderr: string }) => error.code === 2 && /no such file/.test(error.stderr),
    );
  });
});
