// The embedded database (PGlite, the default install) killed with SIGKILL in the middle of a burst of writes:
// the server must start again on the same data directory with every acknowledged write there, and the kept
// counts still in step. The server runs as a child process, as `npm start` runs it.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query-rows.js';
import { openPglite } from '../../src/db/pglite.js';
import { validPatient } from '../helpers/patients.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO = { email: 'clinician@refnet.example', password: 'Kill-test-password-1!' };
const BURST = 120;
const PARALLEL = 8;
/** The child is killed once this many writes have been acknowledged, so others are in flight. */
const KILL_AFTER = 40;

let dataDir: string;
after(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once `child` has ended (at once if it has: killed by a signal, its exitCode stays null). */
const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve(null),
  );

async function startServer(port: number): Promise<ChildProcess> {
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    stdio: 'ignore',
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      DEMO_PASSWORD: DEMO.password,
      LOG_LEVEL: 'silent',
      LOGIN_IP_LIMIT: '100000',
      SHUTDOWN_DRAIN_MS: '0',
    },
  });
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null || child.signalCode !== null)
      assert.fail(`the server ended (${child.exitCode ?? child.signalCode}) while starting`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`).catch(() => undefined);
    if (ready?.status === 200) return child;
    if (waited > 120_000) assert.fail('the server did not become ready within 120 s');
    await sleep(250);
  }
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
