import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { after, before } from 'node:test';
import { buildApp, type RefnetApp } from '../../src/app.js';
import { loadConfig, type ServerConfig } from '../../src/config.js';
import type { Database, DatabaseHandle } from '../../src/db/database.js';
import { openEmptyTestDatabase, openTestDatabase, type TestDatabase } from './database.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

export const ADMIN = { email: 'admin@refnet.test', password: 'Admin-password-2026!' } as const;
export const CLINICIAN = { email: 'clinician@refnet.example', password: 'RefNet-demo-2026!' } as const;

/** A folder that does not exist, so tests never depend on whether the front ends happen to be built. */
const NO_FRONTENDS = path.join(os.tmpdir(), 'refnet-no-frontends', 'never-created');

const BASE_ENV: Record<string, string> = {
  LOG_LEVEL: 'silent',
  FRONTEND_DIR: NO_FRONTENDS,
  // Never the developer's own api/data: a test database's sweep would take their attachment files for orphans.
  DATA_DIR: path.join(os.tmpdir(), 'refnet-test-data'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO_DATA: 'true',
  // Staff sign in with a password alone, as they did before two-factor sign-in (its own test files turn it on).
  SECOND_FACTOR_REQUIRED_FOR_STAFF: 'false',
  // Throttling has its own test file; elsewhere it must never interfere.
  LOGIN_IP_LIMIT: '100000',
  LOGIN_LOCKOUT_FAILURES: '100000',
  // Tests change accounts and tokens in the database directly, as no running server would see them; the
  // session cache has its own test file.
  SESSION_CACHE_SECONDS: '0',
  // Likewise lists: a test that writes straight into the database reads the stamps again (own test file).
  LIST_STAMPS_MEMO_MS: '0',
  // A test sends the open-referral digest when it means to (app.openReferralDigest.runNow()), never on a timer.
  OPEN_REFERRAL_DIGEST_SECONDS: '86400',
};

/** The configuration a server would read from this environment (plus the test defaults). */
export const testConfig = (env: Record<string, string | undefined> = {}): ServerConfig =>
  loadConfig({ ...BASE_ENV, ...env });

export const startApp = (
  db: DatabaseHandle,
  env: Record<string, string | undefined> = {},
): Promise<RefnetApp> => buildApp({ config: testConfig(env), db });

export async function login(app: RefnetApp, credentials: { email: string; password: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/login/',
    payload: { username: credentials.email, password: credentials.password },
  });
}

/** Signs in and returns the token; fails the test if the login does not succeed. */
export async function tokenFor(
  app: RefnetApp,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await login(app, credentials);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const authorization = (token: string) => ({ authorization: `Token ${token}` });

/** The shape of every RefNet error body. */
export const danger = (message: string) => ({ message: { variant: 'danger', message } });

/** Whether the app would seed something else than the run's template holds (e.g. DEMO_DATA off). */
const seedsDifferently = (env: Record<string, string | undefined>) => {
  const [wanted, template] = [testConfig(env), testConfig()];
  return !isDeepStrictEqual([wanted.admin, wanted.demo], [template.admin, template.demo]);
};

/**
 * Opens a database of its own and starts the app before the file's tests, and closes both after them.
 * `onStarted` receives the app, the database and its handle (to start a second app on the same data).
 */
export function setUpTestApp(
  onStarted: (started: { app: RefnetApp; db: Database; handle: DatabaseHandle }) => void,
  env: Record<string, string | undefined> = {},
): void {
  let database: TestDatabase | undefined;
  let app: RefnetApp | undefined;
  before(async () => {
    database = seedsDifferently(env) ? await openEmptyTestDatabase() : await openTestDatabase();
    app = await startApp(database.handle, env);
    onStarted({ app, db: database.handle.db, handle: database.handle });
  });
  after(async () => {
    await app?.close();
    await database?.dispose();
  });
}

/**
 * setUpTestApp with a real local SMTP sink as the app's mail server (SMTP_URL), started before the app
 * and stopped after it, so a file can read what the app sent.
 */
export function setUpTestAppWithMailbox(
  onStarted: (started: { app: RefnetApp; db: Database; handle: DatabaseHandle; sink: SmtpSink }) => void,
  env: Record<string, string | undefined> = {},
): void {
  let sink: SmtpSink | undefined;
  const appEnv = { ...env };
  before(async () => {
    sink = await startSmtpSink();
    appEnv.SMTP_URL = sink.url;
  });
  setUpTestApp((started) => onStarted({ ...started, sink: sink as SmtpSink }), appEnv);
  after(async () => {
    await sink?.stop();
  });
}
