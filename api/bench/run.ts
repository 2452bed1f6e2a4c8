// Prints login, check-auth, profile, clinic-check and registration figures for the API on an in-memory PGlite. Measures; asserts nothing.
// Usage: npm run bench -w @refnet/api [-- <iterations>]
import { performance } from 'node:perf_hooks';
import { buildApp, type RefnetApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPglite } from '../src/db/pglite.js';

const iterations = Number(process.argv[2] ?? 200);
const CLINICIAN = { username: 'clinician@refnet.example', password: 'RefNet-demo-2026!' };

async function measure(name: string, run: () => Promise<void>) {
  for (let i = 0; i < 5; i += 1) await run(); // warm-up
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  samples.sort((a, b) => a - b);
  const percentile = (p: number) =>
    samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
  console.log(
    `${name.padEnd(12)} n=${iterations}  ${(total / iterations).toFixed(2)} ms/op  ${((iterations / total) * 1000).toFixed(0)} ops/s  ` +
      `p50 ${percentile(50).toFixed(2)} ms  p95 ${percentile(95).toFixed(2)} ms`,
  );
}

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

function expectStatus(response: { statusCode: number; body: string }, status: number) {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
}

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
  await measure('login', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/login/', payload: CLINICIAN });
    expectStatus(response, 200);
    token = response.json<{ token: string }>().token;
  });
  await measure('check-auth', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/user/check-auth/',
      headers: { authorization: `Token ${token}` },
    });
    expectStatus(response, 200);
  });
  await measure('app-version', async () => {
    expectStatus(await app.inject({ method: 'GET', url: '/api/v1/app-version/' }), 200);
  });
  // The profile every sign-in and page load reads: user, roles, contacts, clinics, insurers, settings.
  await measure('profile', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/user/clinician-information/',
      headers: { authorization: `Token ${token}` },
    });
    expectStatus(response, 200);
  });
  await measure('check-clinic', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/register/check-clinic/',
      payload: { postcode: 'sw1a1aa' },
    });
    expectStatus(response, 200);
  });
  // A whole registration: argon2id hash, one transaction, the verification e-mail into the outbox.
  let registrations = 0;
  await measure('register', async () => {
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
