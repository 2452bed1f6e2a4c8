import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

const MONOREPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('loadConfig', () => {
  test('has working defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/refnet');
    assert.equal(config.port, 8000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, '/srv/refnet/data');
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.databaseSchema, undefined);
    assert.equal(config.publicUrl, 'http://localhost:8000');
    assert.equal(config.admin, undefined);
    assert.deepEqual(config.demo, {
      enabled: false,
      password: 'RefNet-demo-2026!',
      clinicianEmail: 'clinician@refnet.example',
    });
    assert.equal(config.googleMapsApiKey, '');
    assert.equal(config.remotes.mf_clinicians, '/remotes/mf-clinicians/mf-manifest.json');
    assert.equal(path.resolve(config.frontendDir), path.resolve(MONOREPO_ROOT));
    assert.equal(config.logLevel, 'info');
    assert.deepEqual(config.loginThrottle, {
      ipLimit: 20,
      ipWindowSeconds: 60,
      lockoutFailures: 10,
      lockoutWindowSeconds: 900,
    });
    assert.deepEqual(config.apiTokenRateLimit, { max: 600, windowSeconds: 60 });
    assert.equal(config.redis, undefined);
  });

  test('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/refnet',
        DATABASE_URL: 'postgres://refnet@db:5432/refnet',
        DATABASE_SCHEMA: 'tenant_a',
        PUBLIC_URL: 'https://refnet.example',
        TRUST_PROXY: 'yes',
        ADMIN_EMAIL: 'Ops@RefNet.Example',
        ADMIN_PASSWORD: '  spaces are kept  ',
        DEMO_DATA: 'on',
        GOOGLE_MAPS_API_KEY: 'key',
        REMOTE_MF_AUTH_URL: 'https://cdn.example/mf-auth/mf-manifest.json',
        FRONTEND_DIR: 'web',
        LOG_LEVEL: 'warn',
        LOGIN_IP_LIMIT: '5',
        LOGIN_LOCKOUT_FAILURES: '4',
        API_TOKEN_RATE_LIMIT: '120',
        API_TOKEN_RATE_WINDOW_SECONDS: '10',
        REDIS_URL: 'redis://cache:6379/2',
        REDIS_KEY_PREFIX: 'refnet-eu:',
      },
      '/srv/refnet',
    );
    assert.equal(config.port, 9000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dataDir, '/var/lib/refnet');
    assert.equal(config.databaseUrl, 'postgres://refnet@db:5432/refnet');
    assert.equal(config.databaseSchema, 'tenant_a');
    assert.equal(config.trustProxy, true);
    assert.deepEqual(config.admin, {
      email: 'ops@refnet.example',
      password: '  spaces are kept  ',
      firstName: 'RefNet',
      lastName: 'Administrator',
    });
    assert.equal(config.demo.enabled, true);
    assert.equal(config.remotes.mf_auth, 'https://cdn.example/mf-auth/mf-manifest.json');
    assert.equal(config.frontendDir, '/srv/refnet/web');
    assert.equal(config.loginThrottle.ipLimit, 5);
    assert.equal(config.loginThrottle.lockoutFailures, 4);
    assert.deepEqual(config.apiTokenRateLimit, { max: 120, windowSeconds: 10 });
    assert.deepEqual(config.redis, { url: 'redis://cache:6379/2', keyPrefix: 'refnet-eu:' });
  });

  test('treats empty values as unset', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      DATABASE_SCHEMA: ' ',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      DEMO_DATA: '',
    });
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.databaseSchema, undefined);
    assert.equal(config.admin, undefined);
    assert.equal(config.demo.enabled, false);
  });

  test('lists every bad variable in one error', () => {
    const error = (() => {
      try {
        loadConfig({
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          DATABASE_SCHEMA: 'Robert"); DROP',
          DEMO_DATA: 'maybe',
          REMOTE_MF_ADMIN_URL: 'ftp://cdn.example/x',
          LOG_LEVEL: 'loud',
          LOGIN_IP_LIMIT: '0',
          API_TOKEN_RATE_LIMIT: 'lots',
          REDIS_URL: 'http://cache:6379',
        });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    assert.ok(error instanceof ConfigError);
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'DATABASE_SCHEMA',
      'DEMO_DATA',
      'REMOTE_MF_ADMIN_URL',
      'LOG_LEVEL',
      'LOGIN_IP_LIMIT',
      'API_TOKEN_RATE_LIMIT',
      'REDIS_URL',
    ]) {
      assert.match(error.message, new RegExp(`\\b${name}: `), name);
    }
  });

  test('needs ADMIN_EMAIL and ADMIN_PASSWORD together, and a long enough password', () => {
    assert.throws(
      () => loadConfig({ ADMIN_EMAIL: 'a@b.example' }),
      /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
    assert.throws(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-password' }), /must be set together/);
    assert.throws(
      () => loadConfig({ ADMIN_EMAIL: 'a@b.example', ADMIN_PASSWORD: 'short' }),
      /ADMIN_PASSWORD: must be at least 12/,
    );
    assert.throws(
      () => loadConfig({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-password' }),
      /ADMIN_EMAIL: expected an e-mail/,
    );
  });

  test('never echoes a secret in its error', () => {
    assert.throws(
      () => loadConfig({ ADMIN_EMAIL: 'a@b.example', ADMIN_PASSWORD: 'tiny-secret', PORT: 'x' }),
      (error: Error) => !error.message.includes('tiny-secret'),
    );
  });
});
