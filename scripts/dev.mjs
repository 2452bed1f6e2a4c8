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

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@refnet/api'], { cwd: ROOT, stdio: 'inherit', env: apiEnv }),
  ...['shell', ...REMOTES].map((app) =>
    spawn('npm', ['run', 'dev', '--workspace', `@refnet/${app}`], { cwd: ROOT, stdio: 'inherit' }),
  ),
];
console.log('RefNet dev: open http://localhost:3000 (API on :8000).');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
