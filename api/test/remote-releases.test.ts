import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { AppConfig } from '@refnet/contracts';
import {
  RELEASE_TEXTS,
  type RemoteReleaseChangeResponse,
  type RemoteReleasesResponse,
} from '@refnet/contracts/admin';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { STAFF, auditRows } from './helpers/admin.js';
import { ADMIN, CLINICIAN, danger, setUpTestApp } from './helpers/app.js';
import { signIn } from './helpers/clinicians.js';

// A front-end folder holding a release of mf-admin, as `npm run release -w mf-admin` leaves it.
const frontendDir = mkdtempSync(path.join(os.tmpdir(), 'refnet-releases-'));
const releaseFolder = path.join(frontendDir, 'mf-admin', 'dist', 'releases', '1.1.0');
mkdirSync(releaseFolder, { recursive: true });
writeFileSync(path.join(releaseFolder, 'mf-manifest.json'), '{}');
const REMOTE_ORIGIN = 'https://remotes.example';
const DEFAULT_ADMIN_MANIFEST = `${REMOTE_ORIGIN}/mf-admin/mf-manifest.json`;
const LOCAL_1_1_0 = '/remotes/mf-admin/releases/1.1.0/mf-manifest.json';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started), {
  FRONTEND_DIR: frontendDir,
  REMOTE_MF_ADMIN_URL: DEFAULT_ADMIN_MANIFEST,
});

const configuredAdminManifest = async () =>
  (await app.inject({ method: 'GET', url: '/config.json' })).json<AppConfig>().remotes.mf_admin;

const lastAudit = async () => (await auditRows(db)).at(-1);

test('staff see every remote on the build it was started with, and /config.json names the same', async () => {
  const staff = await signIn(app, STAFF);
  const response = await staff('GET', '/remote-releases/');
  assert.equal(response.statusCode, 200);
  const { remotes } = response.json<RemoteReleasesResponse>();
  assert.deepEqual(
    remotes.map((remote) => remote.remote),
    ['mf_auth', 'mf_referrals', 'mf_patients', 'mf_clinicians', 'mf_admin'],
  );
  const admin = remotes.find((remote) => remote.remote === 'mf_admin');
  assert.deepEqual(admin, {
    remote: 'mf_admin',
    activeVersion: null,
    manifestUrl: DEFAULT_ADMIN_MANIFEST,
    releases: [],
  });
  assert.equal(await configuredAdminManifest(), DEFAULT_ADMIN_MANIFEST);
});

test('only a full admin registers or switches a release; others are told why and nothing changes', async () => {
  const before = (await auditRows(db)).length;
  const staff = await signIn(app, STAFF);
  for (const [method, url, body] of [
    ['POST', '/remote-releases/mf_admin/', { version: '1.1.0' }],
    ['PUT', '/remote-releases/mf_admin/active/', { version: '1.1.0' }],
  ] as const) {
    const refused = await staff(method, url, body);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), danger(RELEASE_TEXTS.fullAdminOnly));
  }
  const clinician = await signIn(app, CLINICIAN);
  assert.equal((await clinician('GET', '/remote-releases/')).statusCode, 403);
  // A visitor meets the auth plugin's refusal of a missing token, as on every staff call.
  const anonymous = await app.inject({ method: 'GET', url: '/api/v1/remote-releases/' });
  assert.equal(anonymous.statusCode, 403);
  assert.equal((await auditRows(db)).length, before);
});

test('a full admin registers a built release; a release that is not there, or not loadable, is refused', async () => {
  const admin = await signIn(app, ADMIN);
  const registered = await admin('POST', '/remote-releases/mf_admin/', { version: '1.1.0' });
  assert.equal(registered.statusCode, 201);
  const answer = registered.json<RemoteReleaseChangeResponse>();
  assert.deepEqual(answer.message, {
    variant: 'success',
    message: RELEASE_TEXTS.registered('mf_admin', '1.1.0'),
  });
  assert.equal(answer.remote.activeVersion, null);
  assert.deepEqual(
    answer.remote.releases.map(({ version, manifestUrl }) => ({ version, manifestUrl })),
    [{ version: '1.1.0', manifestUrl: LOCAL_1_1_0 }],
  );
  assert.equal(await configuredAdminManifest(), DEFAULT_ADMIN_MANIFEST, 'registering switches nothing');
  const audit = await lastAudit();
  assert.equal(audit?.action, 'register-remote-release');
  assert.deepEqual(audit?.detail, { remote: 'mf_admin', version: '1.1.0', manifestUrl: LOCAL_1_1_0 });

  const refusals: [body: Record<string, unknown>, status: number, message: string][] = [
    [{ version: '1.1.0' }, 409, RELEASE_TEXTS.alreadyRegistered('mf_admin', '1.1.0')],
    [
      { version: '9.9.9' },
      400,
      RELEASE_TEXTS.manifestMissing('/remotes/mf-admin/releases/9.9.9/mf-manifest.json'),
    ],
    [
      { version: '2.0.0', manifestUrl: '/remotes/mf-auth/releases/1.1.0/mf-manifest.json' },
      400,
      RELEASE_TEXTS.manifestUrlInvalid,
    ],
    [
      { version: '2.0.1', manifestUrl: '/remotes/mf-admin/../mf-auth/mf-manifest.json' },
      400,
      RELEASE_TEXTS.manifestUrlInvalid,
    ],
    [
      { version: '2.0.2', manifestUrl: 'https://elsewhere.example/mf-admin/mf-manifest.json' },
      400,
      RELEASE_TEXTS.manifestOriginNotAllowed('https://elsewhere.example'),
    ],
    [{ version: 'latest' }, 400, `version: ${RELEASE_TEXTS.versionInvalid}`],
  ];
  for (const [body, status, message] of refusals) {
    const refused = await admin('POST', '/remote-releases/mf_admin/', body);
    assert.equal(refused.statusCode, status, JSON.stringify(body));
    assert.equal(refused.json<{ message: { message: string } }>().message.message, message);
  }
  assert.equal((await admin('POST', '/remote-releases/mf_nothing/', { version: '1.0.0' })).statusCode, 400);

  // A release on the remote's own origin (one the content security policy allows) needs no local files.
  const elsewhere = await admin('POST', '/remote-releases/mf_admin/', {
    version: '1.2.0',
    manifestUrl: `${REMOTE_ORIGIN}/mf-admin/releases/1.2.0/mf-manifest.json`,
  });
  assert.equal(elsewhere.statusCode, 201);
});

test('switching is one call, rollback the same call, and /config.json follows at once; each switch is audited', async () => {
  const admin = await signIn(app, ADMIN);
  const switchTo = (version: string | null) => admin('PUT', '/remote-releases/mf_admin/active/', { version });

  const first = await switchTo('1.1.0');
  assert.equal(first.statusCode, 200);
  const firstAnswer = first.json<RemoteReleaseChangeResponse>();
  assert.equal(firstAnswer.message.message, RELEASE_TEXTS.switched('mf_admin', '1.1.0'));
  assert.equal(firstAnswer.remote.activeVersion, '1.1.0');
  assert.equal(firstAnswer.remote.manifestUrl, LOCAL_1_1_0);
  assert.equal(await configuredAdminManifest(), LOCAL_1_1_0);
  assert.deepEqual((await lastAudit())?.detail, { remote: 'mf_admin', from: null, to: '1.1.0' });

  assert.equal((await switchTo('1.2.0')).statusCode, 200);
  assert.equal(await configuredAdminManifest(), `${REMOTE_ORIGIN}/mf-admin/releases/1.2.0/mf-manifest.json`);

  // Rollback.
  assert.equal((await switchTo('1.1.0')).statusCode, 200);
  assert.equal(await configuredAdminManifest(), LOCAL_1_1_0);
  const rollback = await lastAudit();
  assert.equal(rollback?.action, 'switch-remote-release');
  assert.deepEqual(rollback?.detail, { remote: 'mf_admin', from: '1.2.0', to: '1.1.0' });

  const unknown = await switchTo('3.0.0');
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), danger(RELEASE_TEXTS.unknownRelease('mf_admin', '3.0.0')));
  assert.equal(await configuredAdminManifest(), LOCAL_1_1_0, 'a refused switch changes nothing');

  const back = await switchTo(null);
  assert.equal(
    back.json<RemoteReleaseChangeResponse>().message.message,
    RELEASE_TEXTS.switchedToDefault('mf_admin'),
  );
  assert.equal(await configuredAdminManifest(), DEFAULT_ADMIN_MANIFEST);
  assert.deepEqual((await lastAudit())?.detail, { remote: 'mf_admin', from: '1.1.0', to: null });

  // Other remotes were never touched.
  const config = (await app.inject({ method: 'GET', url: '/config.json' })).json<AppConfig>();
  assert.equal(config.remotes.mf_auth, '/remotes/mf-auth/mf-manifest.json');
});

test('ten switches of one remote at the same moment all succeed and leave exactly one release active', async () => {
  const admin = await signIn(app, ADMIN);
  const answers = await Promise.all(
    ['1.1.0', '1.2.0', '1.1.0', '1.2.0', '1.1.0', '1.2.0', '1.1.0', '1.2.0', '1.1.0', '1.2.0'].map(
      (version) => admin('PUT', '/remote-releases/mf_admin/active/', { version }),
    ),
  );
  assert.deepEqual(
    answers.map((answer) => answer.statusCode),
    Array(10).fill(200),
  );
  const { remotes } = (await admin('GET', '/remote-releases/')).json<RemoteReleasesResponse>();
  const active = remotes.find((remote) => remote.remote === 'mf_admin')?.activeVersion;
  assert.ok(active === '1.1.0' || active === '1.2.0');
});
