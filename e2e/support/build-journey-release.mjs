// Builds the mf-admin release the release journeys switch to (as `npm run release -w mf-admin -- <version>`
// would), fresh on every run so it is always today's code.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const JOURNEY_RELEASE = process.argv[2];
const mfAdmin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mf-admin');
rmSync(path.join(mfAdmin, 'dist', 'releases', JOURNEY_RELEASE), { recursive: true, force: true });
const build = spawnSync(process.execPath, ['../scripts/release-remote.mjs', JOURNEY_RELEASE], {
  cwd: mfAdmin,
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.exit(build.status ?? 1);
