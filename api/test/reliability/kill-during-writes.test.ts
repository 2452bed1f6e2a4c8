// The embedded database (PGlite, the default install) killed with SIGKILL in the middle of a burst of writes:
// the server must start again on the same data directory with every acknowledged write there, and the kept
// counts still in step. The server runs as a child process, as `npm start` runs it.
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query-rows.js';
import { openPglite } from '../../src/db/pglite.js';
import { exited, freePort, startServerProcess } from '../helpers/child-process.js';
import { validPatient } from '../helpers/patients.js';

const DEMO = { email: 'clinician@refnet.example', password: 'Kill-test-password-1!' };
const BURST = 120;
const PARALLEL = 8;
/** The child is killed once this many writes have been acknowledged, so others are in flight. */
const KILL_AFTER = 40;

let dataDir: string;
after(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function startServer(port: number): Promise<ChildProcess> {
  const { DATABASE_URL: _postgres, ...env } = process.env;
  return startServerProcess(port, { ...env, DATA_DIR: dataDir }, DEMO.password);
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO.email, password: DEMO.password }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { token: string }).token;
}

test('SIGKILL during a burst of patient creates loses no acknowledged write, and the counts stay in step', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'refnet-kill-'));
  const port = await freePort();
  const first = await startServer(port);
  const token = await signIn(port);
  const acknowledged: string[] = [];
  let killed = false;
  const create = async (index: number) => {
    const lastName = `Killtest${String(index).padStart(4, '0')}`;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/patient/create/`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(validPatient({ lastName })),
    }).catch(() => undefined);
    if (response?.status === 200) acknowledged.push(lastName);
    if (!killed && acknowledged.length >= KILL_AFTER) {
      killed = true;
      first.kill('SIGKILL');
    }
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < BURST && !killed) await create(next++);
    }),
  );
  await exited(first);
  assert.ok(killed, 'the server was killed mid-burst');
  assert.ok(next < BURST, 'writes were still to come when it was killed');

  const second = await startServer(port);
  second.kill('SIGTERM');
  await exited(second);

  const handle = await openPglite({ dataDir });
  try {
    const stored = await queryRows<{ last_name: string }>(
      handle.db,
      sql`select last_name from patients where last_name like 'Killtest%'`,
    );
    const storedNames = new Set(stored.map((row) => row.last_name));
    assert.deepEqual(
      acknowledged.filter((name) => !storedNames.has(name)),
      [],
      'acknowledged patients missing after the restart',
    );
    const outOfStep = await queryRows<{ job_role_id: number }>(
      handle.db,
      sql`select coalesce(k.job_role_id, r.job_role_id) as job_role_id
          from (select job_role_id, referrals from open_referral_counts where referrals <> 0) k
          full join (select job_role_id, count(*)::int as referrals from referrals where status = 'OPEN'
                     group by job_role_id) r on r.job_role_id = k.job_role_id
          where k.referrals is distinct from r.referrals`,
    );
    assert.deepEqual(outOfStep, [], 'open referral counts out of step with the referrals');
  } finally {
    await handle.close();
  }
});
