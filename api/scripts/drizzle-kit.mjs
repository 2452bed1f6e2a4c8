// Runs drizzle-kit against api/'s drizzle-orm. npm hoisted drizzle-kit to the monorepo root but keeps
// drizzle-orm under api/node_modules, where drizzle-kit cannot see it (CJS: NODE_PATH; ESM: a hook).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const drizzleKitMain = createRequire(path.join(apiDir, 'package.json')).resolve('drizzle-kit');
const drizzleKitBin = path.join(path.dirname(drizzleKitMain), 'bin.cjs');
const hook = path.join(apiDir, 'scripts', 'register-drizzle-orm-hook.mjs');

const result = spawnSync(process.execPath, ['--import', hook, drizzleKitBin, ...process.argv.slice(2)], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: path.join(apiDir, 'node_modules') },
});
process.exit(result.status ?? 1);
