// Prints the referrals and patients spreadsheet downloads (GET /admin/referrals-list-download/ and
// /admin/patients-list-download/) with 100,000 referrals and 100,000 patients on an in-memory PGlite (or,
// with DATABASE_URL, in a scratch schema on that PostgreSQL, dropped afterwards): rows, bytes, time, and the
// process's peak RSS and heap while the file streams (sampled every 20 ms) against before. The server runs
// on a real socket and the client counts the bytes without keeping them. Measures; asserts nothing.
// Usage: node --import tsx bench/admin-download.ts (also run at the end of `npm run bench`)
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ADMIN_DOWNLOADS, type AdminDownloadKind } from '@refnet/contracts/admin';
import { desc } from 'drizzle-orm';
import { buildApp, type RefnetApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { adminAuditEvents } from '../src/db/schema.js';
import { openTestDatabase } from '../test/helpers/database.js';
import { expectStatus } from './measure.js';
import { seedBenchReferralData } from './referrals.js';

const PATIENTS = 100_000;
const ADMIN = { email: 'bench.admin@refnet.test', password: 'Bench-admin-2026!' };
const SAMPLE_MS = 20;
const MB = 1024 * 1024;

/** The highest RSS and heap seen while `run` runs, sampled every SAMPLE_MS. */
async function peakMemoryDuring<T>(run: () => Promise<T>) {
  const peak = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  try {
    const result = await run();
    sample();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/** GET over a real socket; the body is counted, not kept. */
function downloadBytes(port: number, path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port, path, headers: { authorization: `Token ${token}` } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end();
  });
}

async function measureDownload(app: RefnetApp, port: number, token: string, kind: AdminDownloadKind) {
  const before = process.memoryUsage();
  const started = performance.now();
  const { result: bytes, peak } = await peakMemoryDuring(() =>
    downloadBytes(port, `/api/v1${ADMIN_DOWNLOADS[kind].apiPath}`, token),
  );
  const ms = performance.now() - started;
  const [audit] = await app.db.select().from(adminAuditEvents).orderBy(desc(adminAuditEvents.id)).limit(1);
  const mb = (value: number) => `${(value / MB).toFixed(1)} MB`;
  console.log(
    `${`${kind}.xlsx`.padEnd(14)} ${String(audit?.detail.rows).padStart(7)} rows  ${mb(bytes)}  ${(ms / 1000).toFixed(1)} s  ` +
      `RSS ${mb(before.rss)} → peak ${mb(peak.rss)} (+${mb(peak.rss - before.rss)})  ` +
      `heap ${mb(before.heapUsed)} → peak ${mb(peak.heapUsed)} (+${mb(peak.heapUsed - before.heapUsed)})`,
  );
}

export async function runAdminDownloadBench() {
  const database = await openTestDatabase();
  const { handle } = database;
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      FRONTEND_DIR: '/nonexistent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The bench signs the admin in with the password alone (two-factor sign-in has its own tests).
      SECOND_FACTOR_REQUIRED_FOR_STAFF: 'false',
    }),
    db: handle,
  });
  try {
    const seeding = performance.now();
    await seedBenchReferralData(app.db, PATIENTS);
    console.log(
      `\nadmin downloads on ${handle.driver}: 100,000 referrals and ${PATIENTS.toLocaleString('en-GB')} patients seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      payload: { username: ADMIN.email, password: ADMIN.password },
    });
    expectStatus(login, 200);
    const token = login.json<{ token: string }>().token;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (const kind of ['referrals', 'patients'] as const) await measureDownload(app, port, token, kind);
  } finally {
    await app.close();
    await database.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAdminDownloadBench();
}
