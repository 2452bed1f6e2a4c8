import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RefnetApp } from '../src/app.js';
import { startApp } from './helpers/app.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';
import { FRONTEND_FILES, SHELL_INDEX, fakeFrontendDir } from './helpers/frontends.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let database: TestDatabase;
let app: RefnetApp;
let frontendDir: string;

before(async () => {
  database = await openTestDatabase();
  frontendDir = fakeFrontendDir();
  app = await startApp(database.handle, {
    FRONTEND_DIR: frontendDir,
    REMOTE_MF_ADMIN_URL: 'https://admin.cdn.example:8443/mf-admin/mf-manifest.json',
  });
});

after(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the shell', () => {
  for (const url of [
    '/',
    '/dashboard',
    '/some/unknown/path',
    '/patients/12/edit',
    '/login?next=%2Fdashboard',
  ]) {
    test(`GET ${url} → index.html, not cached`, async () => {
      const response = await get(url);
      assert.equal(response.statusCode, 200);
      assert.equal(response.body, SHELL_INDEX);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.equal(response.headers['cache-control'], 'no-cache');
    });
  }

  test('content-hashed files are cached for a year', async () => {
    for (const url of ['/vendors-react.3fa2b1c4.js', '/styles.0badc0de.css']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], IMMUTABLE, url);
    }
  });

  test('unhashed files are revalidated', async () => {
    for (const url of ['/main.js', '/favicon.ico']) {
      assert.equal((await get(url)).headers['cache-control'], 'no-cache', url);
    }
  });

  test('a missing file is a 404, not the index', async () => {
    const response = await get('/missing.3fa2b1c4.js');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: { variant: 'danger', message: 'Not found.' } });
  });

  test('a POST to a client route is a 404', async () => {
    assert.equal((await app.inject({ method: 'POST', url: '/dashboard' })).statusCode, 404);
  });
});

describe('a page link whose percent-escape does not decode', () => {
  for (const url of ['/register/verify-email/%E0/a/b', '/patients/%/edit', '/dashboard%ZZ?next=%E0']) {
    test(`GET ${url} → index.html with 404, so the shell shows its 404 screen`, async () => {
      const response = await get(url);
      assert.equal(response.statusCode, 404);
      assert.equal(response.body, SHELL_INDEX);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'none'/);
    });
  }

  test('HEAD is answered the same way', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/register/verify-email/%E0/a/b' });
    assert.equal(response.statusCode, 404);
    assert.match(String(response.headers['content-type']), /^text\/html/);
  });

  test('API and file addresses, and other methods, keep the JSON 400', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/%E0/'],
      ['GET', '/remotes/mf-auth/%E0.js'],
      ['GET', '/main%E0.js'],
      ['POST', '/register/verify-email/%E0/a/b'],
    ] as const) {
      const response = await app.inject({ method, url });
      assert.equal(response.statusCode, 400, `${method} ${url}`);
      assert.deepEqual(response.json(), {
        message: { variant: 'danger', message: 'The address is not valid.' },
      });
    }
  });
});

describe('the API next to the shell', () => {
  for (const url of ['/api/v1/nope', '/api/v1/nope/', '/api/other', '/api']) {
    test(`GET ${url} → JSON 404, never index.html`, async () => {
      const response = await get(url);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: { variant: 'danger', message: 'Not found.' } });
    });
  }

  test('still answers, and /config.json comes from the API', async () => {
    assert.equal((await get('/api/v1/app-version/')).statusCode, 200);
    const config = await get('/config.json');
    assert.equal(config.headers['cache-control'], 'no-cache');
    assert.equal(config.json().remotes.mf_admin, 'https://admin.cdn.example:8443/mf-admin/mf-manifest.json');
  });
});

describe('remotes under /remotes/<name>/', () => {
  test('the manifest and remoteEntry.js are not cached and may be loaded cross-origin', async () => {
    for (const url of ['/remotes/mf-auth/mf-manifest.json', '/remotes/mf-auth/remoteEntry.js']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      assert.equal(response.headers['access-control-allow-origin'], '*', url);
      assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin', url);
    }
    assert.deepEqual((await get('/remotes/mf-auth/mf-manifest.json')).json(), { name: 'mf_auth' });
  });

  test('chunks are immutable', async () => {
    const response = await get('/remotes/mf-auth/src_app.1a2b3c4d.js');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], IMMUTABLE);
  });

  test('unknown files and remotes that are not built are 404s, not the shell', async () => {
    for (const url of [
      '/remotes/mf-auth/nope.js',
      '/remotes/mf-referrals/mf-manifest.json',
      '/remotes/mf-auth/',
      '/remotes/unknown',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.notEqual(response.body, SHELL_INDEX, url);
    }
  });

  test('paths cannot escape the dist folder', async () => {
    for (const url of [
      '/remotes/mf-auth/../../shell/dist/index.html',
      '/remotes/mf-auth/%2e%2e/%2e%2e/package.json',
      '/../package.json',
    ]) {
      const response = await get(url);
      assert.ok([403, 404].includes(response.statusCode), `${url} → ${response.statusCode}`);
      assert.doesNotMatch(response.body, /"name"\s*:\s*"@refnet/, url);
    }
  });
});

describe('precompressed files', () => {
  const getWith = (url: string, acceptEncoding: string) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
  const decoded = (response: Awaited<ReturnType<typeof get>>) => {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
    assert.equal(encoding, undefined);
    return response.body;
  };
  const CHUNK = '/vendors-react.3fa2b1c4.js';
  const CHUNK_TEXT = FRONTEND_FILES['shell/dist/vendors-react.3fa2b1c4.js'];

  for (const [acceptEncoding, encoding] of [
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'], // Chromium's
    ['br;q=0, gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
  ] as const) {
    test(`Accept-Encoding: ${acceptEncoding} → ${encoding ?? 'the file as it is'}`, async () => {
      const response = await getWith(CHUNK, acceptEncoding);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], encoding);
      assert.equal(decoded(response), CHUNK_TEXT);
      // The type of the file, not of its sibling (application/x-brotli, application/gzip).
      assert.equal(response.headers['content-type'], 'application/javascript; charset=utf-8');
      assert.equal(response.headers['vary'], 'accept-encoding');
      assert.equal(response.headers['cache-control'], IMMUTABLE);
    });
  }

  test('without Accept-Encoding → the plain bytes, still varying on it', async () => {
    const response = await get(CHUNK);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.body, CHUNK_TEXT);
    assert.equal(Number(response.headers['content-length']), Buffer.byteLength(CHUNK_TEXT));
    assert.equal(response.headers['vary'], 'accept-encoding');
  });

  test('the brotli answer is the .br sibling as built, not compressed again', async () => {
    const response = await getWith(CHUNK, 'br');
    const sibling = readFileSync(path.join(frontendDir, 'shell/dist', `${CHUNK}.br`));
    assert.ok(response.rawPayload.equals(sibling));
    assert.equal(Number(response.headers['content-length']), sibling.length);
  });

  test('a file without the preferred sibling falls back to the next, then to itself', async () => {
    const main = await getWith('/main.js', 'br, gzip');
    assert.equal(main.headers['content-encoding'], 'gzip');
    assert.equal(decoded(main), FRONTEND_FILES['shell/dist/main.js']);
    assert.equal(main.headers['cache-control'], 'no-cache');

    const styles = await getWith('/styles.0badc0de.css', 'br, gzip');
    assert.equal(styles.statusCode, 200);
    assert.equal(styles.headers['content-encoding'], undefined);
    assert.equal(styles.body, FRONTEND_FILES['shell/dist/styles.0badc0de.css']);
    assert.match(String(styles.headers['content-type']), /^text\/css/);
    assert.equal(styles.headers['cache-control'], IMMUTABLE);
    assert.equal(styles.headers['vary'], 'accept-encoding');
  });

  for (const url of ['/', '/dashboard', '/patients/12/edit']) {
    test(`GET ${url} → index.html compressed, not cached, with the CSP`, async () => {
      const response = await getWith(url, 'gzip, deflate, br');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], 'br');
      assert.equal(decoded(response), SHELL_INDEX);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.equal(response.headers['vary'], 'accept-encoding');
      assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'none'/);
    });
  }

  test("a remote's files keep their caching and cross-origin headers", async () => {
    for (const [file, cacheControl] of [
      ['mf-manifest.json', 'no-cache'],
      ['remoteEntry.js', 'no-cache'],
      ['src_app.1a2b3c4d.js', IMMUTABLE],
    ] as const) {
      for (const encoding of ['br', 'gzip'] as const) {
        const url = `/remotes/mf-auth/${file}`;
        const response = await getWith(url, encoding);
        assert.equal(response.statusCode, 200, url);
        assert.equal(response.headers['content-encoding'], encoding, url);
        assert.equal(decoded(response), FRONTEND_FILES[`mf-auth/dist/${file}`], url);
        assert.equal(response.headers['cache-control'], cacheControl, url);
        assert.equal(response.headers['vary'], 'accept-encoding', url);
        assert.equal(response.headers['access-control-allow-origin'], '*', url);
        assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin', url);
      }
    }
  });

  test('missing files are still JSON 404s', async () => {
    for (const url of ['/missing.3fa2b1c4.js', '/remotes/mf-auth/nope.js', '/remotes/mf-auth/']) {
      const response = await getWith(url, 'br, gzip');
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { message: { variant: 'danger', message: 'Not found.' } }, url);
    }
  });
});

describe('security headers', () => {
  const directives = async (url = '/') => {
    const header = String((await get(url)).headers['content-security-policy']);
    return new Map(
      header.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name!, values] as const;
      }),
    );
  };

  test('a CSP that allows exactly the app, its remotes and Google Maps', async () => {
    const csp = await directives();
    assert.deepEqual(csp.get('default-src'), ["'self'"]);
    assert.deepEqual(csp.get('script-src'), [
      "'self'",
      'https://admin.cdn.example:8443',
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
    ]);
    assert.deepEqual(csp.get('connect-src'), [
      "'self'",
      'https://admin.cdn.example:8443',
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
    ]);
    assert.deepEqual(csp.get('style-src'), ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
    assert.deepEqual(csp.get('img-src'), [
      "'self'",
      'data:',
      'blob:',
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
      'https://*.googleusercontent.com',
    ]);
    assert.deepEqual(csp.get('font-src'), ["'self'", 'data:', 'https://fonts.gstatic.com']);
    assert.deepEqual(csp.get('worker-src'), ["'self'", 'blob:']);
    assert.deepEqual(csp.get('frame-src'), ["'self'"]);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.deepEqual(csp.get('base-uri'), ["'self'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(csp.get('form-action'), ["'self'"]);
    assert.equal(csp.has('upgrade-insecure-requests'), false);
    assert.equal(csp.size, 12);
  });

  test('on API answers too, with the other hardening headers', async () => {
    const response = await get('/api/v1/app-version/');
    assert.ok(response.headers['content-security-policy']);
    assert.equal(response.headers['x-powered-by'], undefined);
    assert.equal(response.headers['referrer-policy'], 'same-origin');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['x-frame-options'], 'DENY');
  });
});

describe('the policy documents', () => {
  test('are PDFs that only RefNet pages may frame', async () => {
    const response = await get('/policies/refnet-terms-v1.1.pdf');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(response.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'self'");
  });

  test('every other answer still refuses to be framed', async () => {
    for (const url of ['/', '/favicon.ico', '/api/v1/app-version/', '/policy']) {
      const response = await get(url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'none'/, url);
    }
  });
});

describe('without any front-end build', () => {
  test('the server starts and the API works', async () => {
    const bare = await startApp(database.handle, { FRONTEND_DIR: '/nonexistent/refnet' });
    try {
      assert.equal((await bare.inject({ method: 'GET', url: '/api/v1/app-version/' })).statusCode, 200);
      assert.equal((await bare.inject({ method: 'GET', url: '/config.json' })).statusCode, 200);
      const home = await bare.inject({ method: 'GET', url: '/dashboard' });
      assert.equal(home.statusCode, 404);
      assert.equal(home.json().message.message, 'Not found.');
      const undecodable = await bare.inject({ method: 'GET', url: '/register/verify-email/%E0/a/b' });
      assert.equal(undecodable.statusCode, 404);
      assert.equal(undecodable.json().message.message, 'Not found.');
    } finally {
      await bare.close();
    }
  });
});
