// kill -9 in the middle of an attachment upload (issue 22): the server, run as a child process as `npm start`
// runs it, is killed while the file's bytes are still arriving. Nothing half-stored may be visible and no
// row may exist; the next start on the same DATA_DIR and database removes the unfinished write.
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/database.js';
import { quoteIdentifier } from '../src/db/identifiers.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { queryRows } from '../src/db/query-rows.js';
import { exited, freePort, startServerProcess } from './helpers/child-process.js';
import { TINY_PDF, TINY_PNG, multipartBody } from './helpers/attachments.js';

const DEMO = { email: 'clinician@refnet.example', password: 'Crash-test-password-1!' };
/** Bytes of the file sent before the kill: well into the upload, far from its end. */
const SENT_BEFORE_KILL = 1024 * 1024;
const CHUNK = 64 * 1024;

let dataDir: string;
/** With DATABASE_URL, the run's own schema on that server (PGlite otherwise, in DATA_DIR). */
const postgresUrl = process.env.DATABASE_URL;
const schemaName = `refnet_crash_${process.pid}_${randomBytes(3).toString('hex')}`;

const openDatabase = (): Promise<DatabaseHandle> =>
  postgresUrl ? openPostgres({ url: postgresUrl, schemaName, poolSize: 1 }) : openPglite({ dataDir });

after(async () => {
  if (postgresUrl) {
    const handle = await openDatabase();
    await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schemaName)} CASCADE`));
    await handle.close();
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function startServer(port: number): Promise<ChildProcess> {
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...env } = process.env;
  const database = postgresUrl ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schemaName } : {};
  return startServerProcess(port, { ...env, ...database, DATA_DIR: dataDir }, DEMO.password);
}

async function call(port: number, token: string | undefined, method: string, url: string, body?: object) {
  return fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function signIn(port: number): Promise<string> {
  const response = await call(port, undefined, 'POST', '/login/', {
    username: DEMO.email,
    password: DEMO.password,
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { token: string }).token;
}

/** One of the demo clinician's accepted referrals: both sides may attach files to it. */
async function acceptedReferral(port: number, token: string): Promise<number> {
  const response = await call(port, token, 'GET', '/referrals/list/outbound');
  assert.equal(response.status, 200);
  const lists = (await response.json()) as { referralsMade: { accepted: { id: number }[] } };
  const referral = lists.referralsMade.accepted[0];
  assert.ok(referral, 'the demo clinician has an accepted referral');
  return referral.id;
}

const storeRoot = () => path.join(dataDir, 'attachments');

/** Files the store would serve: everything but `.partial/`. */
async function visibleFiles(): Promise<string[]> {
  const shards = (await readdir(storeRoot()).catch(() => [])).filter((name) => name !== '.partial');
  const files = await Promise.all(
    shards.map(async (shard) => (await readdir(path.join(storeRoot(), shard))).map((f) => `${shard}/${f}`)),
  );
  return files.flat();
}

const partialFiles = async () => readdir(path.join(storeRoot(), '.partial')).catch(() => [] as string[]);

/**
 * Starts a multipart upload of a 9 MB PDF and sends it slowly, 64 KiB at a time; resolves once
 * SENT_BEFORE_KILL bytes are out and the server is writing them into `.partial/`.
 */
async function startSlowUpload(port: number, token: string, referralId: number) {
  const file = Buffer.concat([TINY_PDF, randomBytes(9 * 1024 * 1024)]);
  const { payload, contentType } = multipartBody([{ fileName: 'large scan.pdf', content: file }]);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/v1/referrals/${referralId}/attachments/`,
    headers: {
      authorization: `Token ${token}`,
      'content-type': contentType,
      'content-length': payload.length,
    },
  });
  const outcome = new Promise<string>((resolve) => {
    request.on('response', (response) => resolve(`answered ${response.statusCode}`));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  let sent = 0;
  while (sent < SENT_BEFORE_KILL) {
    request.write(payload.subarray(sent, sent + CHUNK));
    sent += CHUNK;
    await sleep(10);
  }
  for (let waited = 0; ; waited += 50) {
    const [partial] = await partialFiles();
    const size = partial ? (await stat(path.join(storeRoot(), '.partial', partial))).size : 0;
    if (size > 0) break;
    if (waited > 10_000) assert.fail('the server never started writing the upload');
    await sleep(50);
  }
  return { outcome, sent };
}

test('kill -9 mid-upload: no half-stored file visible, no row; the next start removes the leftover', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'refnet-upload-kill-'));
  const port = await freePort();
  const first = await startServer(port);
  const token = await signIn(port);
  const referralId = await acceptedReferral(port, token);

  const { outcome } = await startSlowUpload(port, token, referralId);
  first.kill('SIGKILL');
  await exited(first);
  assert.notEqual(await outcome, 'answered 200', 'the upload never completed');

  assert.deepEqual(await visibleFiles(), [], 'nothing is stored under a key');
  const leftovers = await partialFiles();
  assert.equal(leftovers.length, 1, 'the unfinished write is in .partial/');
  // Unfinished writes are removed at start once older than a few minutes (a write of another instance on
  // the same folder may be under way): make this one old, as after a real outage.
  const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
  await utimes(path.join(storeRoot(), '.partial', leftovers[0]!), tenMinutesAgo, tenMinutesAgo);

  const second = await startServer(port);
  try {
    for (let waited = 0; (await partialFiles()).length > 0; waited += 100) {
      if (waited > 10_000) assert.fail('the leftover was not swept at start');
      await sleep(100);
    }
    // The store works again: a file goes in whole and comes back.
    const again = await signIn(port);
    const { payload, contentType } = multipartBody([{ fileName: 'after.png', content: TINY_PNG }]);
    const uploaded = await fetch(`http://127.0.0.1:${port}/api/v1/referrals/${referralId}/attachments/`, {
      method: 'POST',
      headers: { authorization: `Token ${again}`, 'content-type': contentType },
      body: payload,
    });
    assert.equal(uploaded.status, 200, await uploaded.clone().text());
    const { attachment } = (await uploaded.json()) as { attachment: { id: number } };
    const read = await call(port, again, 'GET', `/referrals/${referralId}/attachments/${attachment.id}/`);
    assert.deepEqual(Buffer.from(await read.arrayBuffer()), TINY_PNG);
  } finally {
    second.kill('SIGTERM');
    await exited(second);
  }

  const handle = await openDatabase();
  try {
    const rows = await queryRows<{ file_name: string }>(
      handle.db,
      sql`select file_name from referral_attachments where referral_id = ${referralId} order by id`,
    );
    assert.deepEqual(
      rows.map((row) => row.file_name),
      ['after.png'],
      'no row for the killed upload',
    );
  } finally {
    await handle.close();
  }
  assert.equal((await visibleFiles()).length, 1, 'only the file uploaded after the restart is stored');
});
