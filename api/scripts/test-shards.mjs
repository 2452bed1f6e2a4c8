// Groups test files into a few processes ("shards"): each shard imports its files one after another, each
// inside a suite named after the file, so a file's before/after hooks still run around its own tests only.
// One process per file loaded tsx, the app and PGlite's WebAssembly again for every file, and V8 never got
// to optimise the hot code: measured on 2 cores, the PGlite suite took 774–933 s that way, 115 s in shards.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Spreads the files over `count` shards, largest first onto the lightest shard (size stands in for time). */
async function balance(files, count) {
  const sized = await Promise.all(files.map(async (file) => ({ file, size: (await stat(file)).size })));
  sized.sort((a, b) => b.size - a.size);
  const shards = Array.from({ length: Math.min(count, files.length) }, () => ({ files: [], size: 0 }));
  for (const { file, size } of sized) {
    const lightest = shards.reduce((min, shard) => (shard.size < min.size ? shard : min));
    lightest.files.push(file);
    lightest.size += size;
  }
  return shards.map((shard) => shard.files.sort());
}

const shardSource = (files) =>
  [
    "import { describe } from 'node:test';",
    ...files.map(
      (file) =>
        `describe(${JSON.stringify(file)}, async () => { await import(${JSON.stringify(pathToFileURL(path.resolve(file)).href)}); });`,
    ),
  ].join('\n');

/** Writes the shard entry files into a folder of their own; `remove` deletes it. */
export async function writeShards(files, count) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'refnet-test-shards-'));
  const shards = await balance(files, count);
  const entries = await Promise.all(
    shards.map(async (shardFiles, index) => {
      const entry = path.join(folder, `shard-${index + 1}.test.mjs`);
      await writeFile(entry, `${shardSource(shardFiles)}\n`);
      return entry;
    }),
  );
  return { entries, remove: () => rm(folder, { recursive: true, force: true }) };
}
