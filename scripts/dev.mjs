// `npm run dev`: the API (watch mode) on :8000 and a webpack dev server per app (ARCHITECTURE.md ports).
// The API's /config.json points the shell at the remotes' dev servers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REMOTES, ROOT } from './lib/buildState.mjs';

const REMOTE_PORTS = {
  'mf-auth': 3001,
  'mf-referrals': 3002,
  'mf-patients': 3003,
  'mf-clinicians': 3004,
  'mf-admin': 3005,
};
const remoteUrls = Object.fromEntries(
  REMOTES.map((remote) => [
    `REMOTE_${remote.replace('-', '_').toUpperCase()}_URL`,
    `http://localhost:${REMOTE_PORTS[remote]}/mf-manifest.json`,
  ]),
);
const apiEnv = {
  DATA_DIR: path.join(ROOT, 'data'),
  DEMO_DATA: '1',
  ADMIN_EMAIL: 'admin@refnet.example',
  ADMIN_PASSWORD: 'RefNet-admin-2026!',
  ...remoteUrls,
  ...process.env,
};

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
// The tools themselves, not `npm run`, so a stop signal reaches them rather than an npm in between.
const children = [
  spawn(bin('tsx'), ['watch', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    stdio: 'inherit',
    env: apiEnv,
  }),
  ...['shell', ...REMOTES].map((app) =>
    spawn(bin('webpack'), ['serve', '--mode', 'development'], {
      cwd: path.join(ROOT, app),
      stdio: 'inherit',
    }),
  ),
];
console.log('RefNet dev: open http://localhost:3000 (API on :8000).');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
// One part stopping (a crash, a port in use) stops the rest rather than leaving a half-running app.
for (const child of children) child.on('exit', stop);
