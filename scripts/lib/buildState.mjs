// Is the production build missing or older than the sources? Used by `npm start` and `npm test`.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REMOTES = ['mf-auth', 'mf-referrals', 'mf-patients', 'mf-clinicians', 'mf-admin'];

const OUTPUTS = [
  'contracts/dist/index.js',
  'api/dist/server.js',
  'shell/dist/index.html',
  ...REMOTES.map((remote) => `${remote}/dist/mf-manifest.json`),
];
// Written after every successful `npm run build`: tools skip rewriting unchanged outputs, so their times
// say nothing about when the build ran.
const STAMP = 'node_modules/.refnet-build-stamp';
const SOURCES = [
  'contracts/src',
  'shared-ui/src',
  'shared-ui/webpack',
  'shell/src',
  'api/src',
  'api/migrations',
  ...REMOTES.map((r) => `${r}/src`),
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
}

/** Why a build is needed, or null when every output exists and the last build is newer than every source. */
export function buildNeeded() {
  const missing = OUTPUTS.find((output) => !existsSync(path.join(ROOT, output)));
  if (missing) return `${missing} is missing`;
  const built = newestMtime(path.join(ROOT, STAMP));
  if (!built) return 'no finished build is recorded';
  const changed = SOURCES.find((source) => newestMtime(path.join(ROOT, source)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

export function recordBuild() {
  writeFileSync(path.join(ROOT, STAMP), new Date().toISOString());
}
