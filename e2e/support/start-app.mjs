// Starts the built API + front ends on a fresh, throw-away data directory for the journeys.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [port, secondOriginPort, smtpPort, geocoderPort] = process.argv.slice(2);
const { DATABASE_URL: _ignored, ...env } = process.env;

const dataDir = mkdtempSync(path.join(tmpdir(), 'refnet-e2e-'));

const server = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: 'admin@refnet.example',
    ADMIN_PASSWORD: 'E2e-admin-password-1!',
    DEMO_DATA: '1',
    DEMO_PASSWORD: 'E2e-demo-password-1!',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SUPPORT_EMAIL: 'support@refnet.example',
    REMOTE_MF_ADMIN_URL: `http://127.0.0.1:${secondOriginPort}/mf-manifest.json`,
    // The journeys serve a stand-in for the Maps JavaScript API (support/fake-google-maps); Google never sees it.
    GOOGLE_MAPS_API_KEY: 'e2e-maps-key',
    // Postcodes outside the seeded sample come from the postcodes.io stand-in (support/geocoder-stand-in.mjs).
    GEOCODER_URL: `http://127.0.0.1:${geocoderPort}`,
    // No load balancer to move away from: stop at once when the journeys end.
    SHUTDOWN_DRAIN_MS: '0',
    // Every journey signs in from 127.0.0.1, more than the default 20 times a minute when they run quickly:
    // a login turned away with 429 failed whichever journey came last. The per-IP budget has its own API
    // tests (api/test/throttle.test.ts), as in the API suites.
    LOGIN_IP_LIMIT: '100000',
    // As in production: a key of its own for the two-factor secrets (staff must set up two-factor sign-in).
    SECOND_FACTOR_KEY: Buffer.from('RefNet journeys: second factor!!').toString('base64'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
