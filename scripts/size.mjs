// `npm run size`: gzip bytes of the JavaScript a browser really fetches — for a visitor's landing page, for a
// signed-in clinician opening the dashboard, and for each remote's own chunks when its first route opens.
// Fails when any of them is over its budget in scripts/size-budgets.json.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { matchRoute } from '@refnet/contracts';
import { buildNeeded, ROOT } from './lib/buildState.mjs';

const BUDGETS_FILE = 'scripts/size-budgets.json';
const { gzipKiB: budgetsKiB } = JSON.parse(readFileSync(path.join(ROOT, BUDGETS_FILE), 'utf8'));
const PORT = 8200;
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO_PASSWORD = 'Size-check-password-1!';
// Clinical screens are for clinicians (staff are sent to their dashboard), the admin lists for staff.
const CLINICIAN = { email: 'clinician@refnet.example', password: DEMO_PASSWORD };
const STAFF = { email: 'staff@refnet.example', password: DEMO_PASSWORD };
const CLINICIAN_REMOTE_ROUTES = {
  'mf-referrals': '/referrals/inbound',
  'mf-patients': '/patients',
  'mf-clinicians': '/clinicians',
};

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const measured = {};

function report(name, bytes, detail) {
  measured[name] = bytes;
  const budget = budgetsKiB[name] * 1024;
  console.log(`  ${kib(bytes).padStart(10)}  ${name} ${detail}; budget ${kib(budget)}, ${bytes} bytes`);
}

async function startServer() {
  const { DATABASE_URL: _embeddedDatabaseOnly, ...env } = process.env;
  const server = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'refnet-size-')),
      DEMO_DATA: '1',
      DEMO_PASSWORD,
      // Bytes are measured here, not the sign-in policy: staff sign in with their password alone.
      SECOND_FACTOR_REQUIRED_FOR_STAFF: 'false',
    },
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/v1/app-version/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('The server did not start');
}

/** Lists a page's scripts, largest first, and reports their sum against the budget `name`. */
function reportPage(name, title, detail, scripts) {
  console.log(title);
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kib(script.gzip).padStart(10)}  ${new URL(script.url).pathname}`);
  report(
    name,
    scripts.reduce((sum, script) => sum + script.gzip, 0),
    `(${scripts.length} files, ${detail})`,
  );
}

function collectScripts(page) {
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || response.status() >= 300) return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body).length })));
  });
  return async () => {
    const all = await Promise.all(scripts.splice(0));
    return all;
  };
}

const reason = buildNeeded();
if (reason) {
  console.error(`Build first (npm run build): ${reason}`);
  process.exit(1);
}
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
async function signIn(page, account) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** Opens `route` as a link in the app does, and reports the chunks fetched from `remote`'s own origin. */
async function measureRemote(page, takeScripts, remote, route) {
  await page.evaluate((target) => window.history.pushState(null, '', target), route);
  await page.getByRole('heading', { level: 1, name: matchRoute(route)?.route.title ?? '' }).waitFor();
  await page.waitForLoadState('networkidle');
  const own = (await takeScripts()).filter((script) =>
    new URL(script.url).pathname.startsWith(`/remotes/${remote}/`),
  );
  for (const script of own.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kib(script.gzip).padStart(10)}    ${new URL(script.url).pathname}`);
  report(
    remote,
    own.reduce((sum, script) => sum + script.gzip, 0),
    `(${own.length} files, ${route})`,
  );
}

/** Everything a signed-in clinician's browser fetches to open /dashboard afresh (an empty cache). */
async function measureDashboard() {
  const signInContext = await browser.newContext();
  const signInPage = await signInContext.newPage();
  await signInPage.goto(`${BASE}/login`);
  await signIn(signInPage, CLINICIAN);
  const storageState = await signInContext.storageState();
  await signInContext.close();
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const takeScripts = collectScripts(page);
  await page.goto(`${BASE}/dashboard`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  const scripts = await takeScripts();
  await context.close();
  reportPage(
    'dashboard',
    '\nA signed-in clinician opening /dashboard, JavaScript, gzip:',
    '/dashboard signed in',
    scripts,
  );
}

try {
  const page = await browser.newPage();
  const takeScripts = collectScripts(page);

  await page.goto(BASE, { waitUntil: 'networkidle' });
  reportPage('landing', 'Landing page (/) JavaScript, gzip:', '/', await takeScripts());
  await measureDashboard();

  console.log("\nEach remote's own chunks when its first route opens, gzip:");
  await measureRemote(page, takeScripts, 'mf-auth', '/login');
  await signIn(page, CLINICIAN);
  await takeScripts();
  for (const [remote, route] of Object.entries(CLINICIAN_REMOTE_ROUTES))
    await measureRemote(page, takeScripts, remote, route);

  const staffPage = await browser.newPage();
  const takeStaffScripts = collectScripts(staffPage);
  await staffPage.goto(`${BASE}/login`);
  await signIn(staffPage, STAFF);
  await takeStaffScripts();
  await measureRemote(staffPage, takeStaffScripts, 'mf-admin', '/staff/users');

  const over = Object.entries(measured).filter(([name, bytes]) => !(bytes <= budgetsKiB[name] * 1024));
  for (const [name, bytes] of over)
    console.error(
      `\nOver budget: ${name} loads ${kib(bytes)} of JavaScript, budget ${budgetsKiB[name] ?? 'missing'} KiB` +
        ` (${BUDGETS_FILE}).`,
    );
  if (over.length) process.exitCode = 1;
  else console.log('\nEvery bundle is within its budget.');
} finally {
  await browser.close();
  server.kill();
}
