// `npm start`: build what is missing or stale, then serve RefNet on http://localhost:8000 with the embedded
// database and demo data. `npm run serve` (--no-build) starts the existing build as it is.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildNeeded, ROOT } from './lib/buildState.mjs';

const DEMO_ENV = {
  PORT: '8000',
  DATA_DIR: path.join(ROOT, 'data'),
  DEMO_DATA: '1',
  ADMIN_EMAIL: 'admin@refnet.example',
  ADMIN_PASSWORD: 'RefNet-admin-2026!',
  NODE_ENV: 'production',
};

if (!process.argv.includes('--no-build')) {
  const reason = buildNeeded();
  if (reason) {
    console.log(`Building RefNet (${reason})...`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['api/dist/server.js'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...DEMO_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
