import { spawn } from 'node:child_process';
import { ROOT } from './buildState.mjs';

/**
 * Runs a command from the repository root, echoing its output as it comes (or, with `echo` false, not at
 * all: the caller prints it); resolves with its exit code and output.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ echo?: boolean }} [options]
 */
export function run(command, args, env = process.env, { echo = true } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const relay = (target) => (chunk) => {
      output += chunk;
      if (echo) target.write(chunk);
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
