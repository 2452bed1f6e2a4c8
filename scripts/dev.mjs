// `npm run dev`: contracts compiled and recompiled on change, the API (watch mode) on :8000 and a webpack
// dev server per app (ARCHITECTURE.md ports). The API's /config.json points the shell at the remotes' dev
// servers.
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
  SHUTDOWN_DRAIN_MS: '0', // stopped with SIGTERM below; no load balancer to drain
  ...remoteUrls,
  ...process.env,
};

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const children = [];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
// The tools themselves, not `npm run`, so a stop signal reaches them rather than an npm in between.
// One part stopping (a crash, a port in use) stops the rest rather than leaving a half-running app.
function start(command, args, options) {
  const child = spawn(command, args, options);
  children.push(child);
  child.on('exit', stop);
  return child;
}

// The API and the apps import @refnet/contracts from its dist/ (its package exports): they start once
// the contracts watcher has finished its first compilation, and pick up each recompilation after that.
const contracts = start(
  bin('tsc'),
  ['-b', 'contracts/tsconfig.build.json', '--watch', '--preserveWatchOutput'],
  {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let started = false;
contracts.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (started || !/Watching for file changes/.test(String(chunk))) return;
  started = true;
  start(bin('tsx'), ['watch', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    stdio: 'inherit',
    env: apiEnv,
  });
  for (const app of ['shell', ...REMOTES])
    start(bin('webpack'), ['serve', '--mode', 'development'], {
      cwd: path.join(ROOT, app),
      stdio: 'inherit',
    });
  console.log('RefNet dev: open http://localhost:3000 (API on :8000).');
});
