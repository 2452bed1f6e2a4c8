// Prints login, check-auth, profile, clinic-check and registration figures for the API on an in-memory PGlite,
// then the clinician search with 20,000 clinicians (clinician-list.ts), then the referral lists and analytics
// with 100,000 referrals (referrals.ts, at most 50 iterations), then the staff spreadsheet downloads with
// 100,000 referrals and patients (admin-download.ts). Measures; asserts nothing.
// Usage: npm run bench -w @refnet/api [-- <iterations>]; BENCH_ONLY=referrals or BENCH_ONLY=admin-download
// runs that part only.
import { buildApp, type RefnetApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPglite } from '../src/db/pglite.js';
import { runAdminDownloadBench } from './admin-download.js';
import { runClinicianListBench } from './clinician-list.js';
import { expectStatus, measure } from './measure.js';
import { runReferralsBench } from './referrals.js';

const iterations = Number(process.argv[2] ?? 200);
const CLINICIAN = { username: 'clinician@refnet.example', password: 'RefNet-demo-2026!' };

function registration(email: string) {
  return {
    email,
    password: 'Bench-password-2026',
    rePassword: 'Bench-password-2026',
    title: 'Dr',
    firstName: 'Bench',
    lastName: 'Mark',
    dob: '1980-01-01',
    clinicianDescription: 'Benchmark clinician.',
    registrationNumber: 'GMC 1000000',
    jobRoleIds: [1],
    clinics: [
      {
        clinicName: '',
        centreName: 'Bench Clinic',
        address: { firstLine: '1 Road', city: 'London', postcode: 'SW1A 1AA' },
      },
    ],
    acceptedTerms: true,
  };
}

async function runBasicBench() {
  const handle = await openPglite({ dataDir: undefined });
  const app: RefnetApp = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'true',
      FRONTEND_DIR: '/nonexistent',
      LOGIN_IP_LIMIT: String(iterations * 10),
    }),
    db: handle,
  });

  try {
    let token = '';
    await measure('login', iterations, async () => {
      const response = await app.inject({ method: 'POST', url: '/api/v1/login/', payload: CLINICIAN });
      expectStatus(response, 200);
      token = response.json<{ token: string }>().token;
    });
    await measure('check-auth', iterations, async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/user/check-auth/',
        headers: { authorization: `Token ${token}` },
      });
      expectStatus(response, 200);
    });
    await measure('app-version', iterations, async () => {
      expectStatus(await app.inject({ method: 'GET', url: '/api/v1/app-version/' }), 200);
    });
    // The profile every sign-in and page load reads: user, roles, contacts, clinics, insurers, settings.
    await measure('profile', iterations, async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/user/clinician-information/',
        headers: { authorization: `Token ${token}` },
      });
      expectStatus(response, 200);
    });
    await measure('check-clinic', iterations, async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/register/check-clinic/',
        payload: { postcode: 'sw1a1aa' },
      });
      expectStatus(response, 200);
    });
    // A whole registration: argon2id hash, one transaction, the verification e-mail into the outbox.
    let registrations = 0;
    await measure('register', iterations, async () => {
      registrations += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/register/',
        payload: registration(`bench.${registrations}@refnet.test`),
      });
      expectStatus(response, 200);
    });
  } finally {
    await app.close();
    await handle.close();
  }
}

const only = process.env.BENCH_ONLY;
if (!only) {
  await runBasicBench();
  await runClinicianListBench(iterations);
}
if (!only || only === 'referrals') await runReferralsBench(Math.min(iterations, 50));
if (!only || only === 'admin-download') await runAdminDownloadBench();
