import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A TCP port nobody listens on now, for a server started as a child process. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once `child` has ended (at once if it has: killed by a signal, its exitCode stays null). */
export const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve(null),
  );

/**
 * The API server from its sources as a process of its own (to be killed at will), on `port`, with the demo
 * data: `env` is its whole environment but for the settings every such test needs. Resolves once it is ready.
 */
export async function startServerProcess(
  port: number,
  env: NodeJS.ProcessEnv,
  demoPassword: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    stdio: 'ignore',
    env: {
      ...env,
      PORT: String(port),
      DEMO_DATA: 'true',
      DEMO_PASSWORD: demoPassword,
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
