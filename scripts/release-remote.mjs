// `npm run release -w mf-admin` (any remote): builds the remote into dist/releases/<version>/, its version
// taken from its package.json, or given: `npm run release -w mf-admin -- 1.3.0-rc.1`. A release is never
// rebuilt in place: raise the version for a new one.
// The API serves it at /remotes/<remote>/releases/<version>/; a Full Admin registers and switches to it
// (docs/releases.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const remoteDir = process.cwd();
const remotePackage = JSON.parse(readFileSync(path.join(remoteDir, 'package.json'), 'utf8'));
const { name } = remotePackage;
const version = process.argv[2] ?? remotePackage.version;
if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version)) {
  console.error(`"${version}" is not a release version (major.minor.patch, optionally -prerelease).`);
  process.exit(1);
}
const folder = path.basename(remoteDir);
const outputPath = path.join('dist', 'releases', version);

if (existsSync(path.join(remoteDir, outputPath, 'mf-manifest.json'))) {
  console.error(`${name} ${version} is already released (${outputPath}). Raise the version in package.json.`);
  process.exit(1);
}

const build = spawnSync('npx', ['webpack', '--mode', 'production', '--output-path', outputPath], {
  cwd: remoteDir,
  stdio: 'inherit',
  env: { ...process.env, MF_BUILD_VERSION: version },
});
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`\n${name} ${version} is in ${folder}/${outputPath}/`);
console.log(
  `Served at /remotes/${folder}/releases/${version}/mf-manifest.json. Register it, then switch to it:`,
);
const remote = folder.replace('-', '_');
console.log(`  POST /api/v1/remote-releases/${remote}/   { "version": "${version}" }`);
console.log(`  PUT  /api/v1/remote-releases/${remote}/active/   { "version": "${version}" }`);
