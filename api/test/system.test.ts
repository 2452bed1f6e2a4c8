import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { APP_VERSION, appConfigSchema } from '@refnet/contracts';
import type { RefnetApp } from '../src/app.js';
import { CLINICIAN, authorization, startApp, tokenFor } from './helpers/app.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';

let database: TestDatabase;
let app: RefnetApp;

before(async () => {
  database = await openTestDatabase();
  app = await startApp(database.handle);
  // A route that fails the way a bug would, to see what leaves the server.
  app.get('/api/v1/test/explode/', { config: { access: 'public' } }, async () => {
    throw new Error('database password is hunter2');
  });
});

after(async () => {
  await app?.close();
  await database?.dispose();
});

describe('GET /api/v1/app-version/', () => {
  test('answers the contract version without authentication', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/app-version/' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { version: APP_VERSION });
  });
});

describe('health probes for a load balancer', () => {
  test('/health/live and /health/ready answer without authentication while the database is up', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/v1/health/live' });
    assert.deepEqual([live.statusCode, live.json()], [200, { status: 'live' }]);
    const ready = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    assert.deepEqual([ready.statusCode, ready.json()], [200, { status: 'ready', database: 'up' }]);
  });
});

describe('caching of API answers', () => {
  test('API answers, signed in or not and errors too, are kept by no cache (no-store)', async () => {
    const token = await tokenFor(app, CLINICIAN);
    const answers = [
      await app.inject({ url: '/api/v1/patient/list/', headers: authorization(token) }),
      await app.inject({ url: '/api/v1/user/check-auth/', headers: authorization(token) }),
      await app.inject({ url: '/api/v1/app-version/' }),
      await app.inject({ url: '/api/v1/patient/list/' }),
      await app.inject({ url: '/api/v1/nope/' }),
    ];
    assert.deepEqual(
      answers.map((response) => response.headers['cache-control']),
      answers.map(() => 'no-store'),
    );
  });
});

describe('GET /config.json', () => {
  test('lists the version, an empty maps key and same-origin remote manifests by default', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const body = appConfigSchema.parse(response.json());
    assert.deepEqual(body, {
      version: APP_VERSION,
      googleMapsApiKey: '',
      supportEmail: 'support@refnet.example',
      remotes: {
        mf_auth: '/remotes/mf-auth/mf-manifest.json',
        mf_referrals: '/remotes/mf-referrals/mf-manifest.json',
        mf_patients: '/remotes/mf-patients/mf-manifest.json',
        mf_clinicians: '/remotes/mf-clinicians/mf-manifest.json',
        mf_admin: '/remotes/mf-admin/mf-manifest.json',
      },
    });
  });

  test('takes the maps key and remote URLs from the environment', async () => {
    const configured = await startApp(database.handle, {
      GOOGLE_MAPS_API_KEY: 'maps-key-123',
      REMOTE_MF_ADMIN_URL: 'https://admin.cdn.example/mf-admin/mf-manifest.json',
      REMOTE_MF_PATIENTS_URL: '/elsewhere/mf-patients/mf-manifest.json',
    });
    try {
      const body = (await configured.inject({ method: 'GET', url: '/config.json' })).json();
      assert.equal(body.googleMapsApiKey, 'maps-key-123');
      assert.equal(body.remotes.mf_admin, 'https://admin.cdn.example/mf-admin/mf-manifest.json');
      assert.equal(body.remotes.mf_patients, '/elsewhere/mf-patients/mf-manifest.json');
      assert.equal(body.remotes.mf_auth, '/remotes/mf-auth/mf-manifest.json');
    } finally {
      await configured.close();
    }
  });
});

describe('unknown API paths and failures', () => {
  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    test(`${method} /api/v1/nope/ → 404 JSON`, async () => {
      const response = await app.inject({ method, url: '/api/v1/nope/' });
      assert.equal(response.statusCode, 404);
      assert.match(String(response.headers['content-type']), /^application\/json/);
      assert.deepEqual(response.json(), { message: { variant: 'danger', message: 'Not found.' } });
    });
  }

  test('an unexpected error is a generic 500 without details', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/explode/' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), {
      message: { variant: 'danger', message: 'An unexpected error occurred. Please try again later.' },
    });
    assert.doesNotMatch(response.body, /hunter2|at .*\.ts/);
  });

  test('an /api route that does not declare its access is refused at start', async () => {
    const other = await startApp(database.handle);
    try {
      assert.throws(
        () => other.get('/api/v1/test/undeclared/', async () => ({})),
        /must declare config.access/,
      );
    } finally {
      await other.close();
    }
  });
});
