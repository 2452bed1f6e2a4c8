// The file store's contract, run against both drivers: the filesystem one in a temporary folder, and the S3
// one against s3rver, an S3-compatible server that runs in this process (path-style, a dummy key).
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import S3rver from 's3rver';
import { loadConfig } from '../src/config.js';
import { createFileStore } from '../src/storage/create-file-store.js';
import {
  FileTooLargeError,
  newStorageKey,
  StoredFileMissingError,
  type FileStore,
} from '../src/storage/file-store.js';

const BUCKET = 'refnet-attachments';
const MiB = 1024 * 1024;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `bytes` in chunks of 64 KiB, as a request body arrives. */
const chunked = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024)
        yield bytes.subarray(offset, offset + 64 * 1024);
    })(),
  );

/** `bytes`, then a failure (the client went away mid-upload). */
const breaksOffAfter = (bytes: Buffer) =>
  Readable.from(
    (async function* () {
      yield* chunked(bytes);
      throw new Error('the client went away');
    })(),
  );

async function keysOf(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of store.list()) keys.push(entry.key);
  return keys.sort();
}

let workDir: string;
let s3rver: S3rver;
let s3Endpoint: string;

before(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'refnet-storage-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(workDir, 's3rver'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { address, port } = (await s3rver.run()) as { address: string; port: number };
  s3Endpoint = `http://${address}:${port}`;
});

after(async () => {
  await s3rver?.close();
  await rm(workDir, { recursive: true, force: true });
});

/** Each driver as the configuration makes it (FILE_STORE and its settings, as an install would set them). */
const DRIVERS: Record<string, () => Record<string, string>> = {
  filesystem: () => ({ DATA_DIR: path.join(workDir, 'data') }),
  s3: () => ({
    FILE_STORE: 's3',
    S3_ENDPOINT: s3Endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: 'eu-west-2',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }),
};

for (const [driver, env] of Object.entries(DRIVERS)) {
  describe(`the ${driver} file store`, () => {
    let store: FileStore;
    before(() => {
      store = createFileStore(loadConfig(env()).fileStore);
      assert.equal(store.driver, driver);
    });
    after(() => store.close());

    test('stores a file whole and reads it back, with its size and SHA-256', async () => {
      const key = newStorageKey();
      const content = randomBytes(300 * 1024);
      const stored = await store.put(key, chunked(content), { maxBytes: MiB });
      assert.deepEqual(stored, { sizeBytes: content.length, sha256: sha256(content) });
      assert.equal(await store.exists(key), true);
      assert.deepEqual(await readAll(await store.open(key)), content);
      assert.ok((await keysOf(store)).includes(key));
    });

    test('a file larger than one S3 part (a multipart upload) is stored whole too', async () => {
      const key = newStorageKey();
      const content = randomBytes(7 * MiB);
      const stored = await store.put(key, chunked(content), { maxBytes: 10 * MiB });
      assert.equal(stored.sha256, sha256(content));
      assert.equal(sha256(await readAll(await store.open(key))), sha256(content));
    });

    test('too large: refused as it streams, and nothing is left under the key', async () => {
      const before = await keysOf(store);
      for (const size of [MiB + 1, 6 * MiB]) {
        const key = newStorageKey();
        await assert.rejects(
          store.put(key, chunked(randomBytes(size)), { maxBytes: MiB }),
          FileTooLargeError,
        );
        assert.equal(await store.exists(key), false);
      }
      // Exactly the limit is allowed.
      const exact = newStorageKey();
      assert.equal((await store.put(exact, chunked(randomBytes(MiB)), { maxBytes: MiB })).sizeBytes, MiB);
      assert.deepEqual(await keysOf(store), [...before, exact].sort());
    });

    test('a source that breaks off mid-way (even past the first S3 part) leaves nothing visible', async () => {
      const before = await keysOf(store);
      for (const size of [100 * 1024, 6 * MiB]) {
        const key = newStorageKey();
        await assert.rejects(
          store.put(key, breaksOffAfter(randomBytes(size)), { maxBytes: 10 * MiB }),
          /the client went away/,
        );
        assert.equal(await store.exists(key), false);
        await assert.rejects(store.open(key), StoredFileMissingError);
      }
      assert.deepEqual(await keysOf(store), before);
    });

    test('a missing key cannot be opened; removing is idempotent; a key is never a path', async () => {
      const key = newStorageKey();
      await assert.rejects(store.open(key), StoredFileMissingError);
      await store.put(key, chunked(Buffer.from('%PDF-1.4')), { maxBytes: 100 });
      await store.remove(key);
      await store.remove(key);
      assert.equal(await store.exists(key), false);
      await assert.rejects(store.open('../../etc/passwd'), /not a storage key/);
      await assert.rejects(
        store.put('.partial/x', chunked(Buffer.from('x')), { maxBytes: 100 }),
        /not a storage key/,
      );
    });

    test('new keys are random: 192 bits, base64url, never the same twice', () => {
      const keys = new Set(Array.from({ length: 1000 }, () => newStorageKey()));
      assert.equal(keys.size, 1000);
      for (const key of keys) assert.match(key, /^[A-Za-z0-9_-]{32}$/);
    });
  });
}

describe('the filesystem store keeps unfinished writes apart', () => {
  test('in .partial/, never listed, and swept at start only once older than the given age', async () => {
    const root = path.join(workDir, 'partials', 'attachments');
    const store = createFileStore({ driver: 'filesystem', directory: root });
    const key = newStorageKey();
    await store.put(key, chunked(Buffer.from('%PDF-1.4 whole')), { maxBytes: 100 });
    const partialFolder = path.join(root, '.partial');
    assert.deepEqual(await readdir(partialFolder), [], 'a finished put leaves nothing in .partial');

    // What a crash mid-upload leaves: one write from an hour ago, one still under way.
    const [stale, fresh] = [`${newStorageKey()}.dead`, `${newStorageKey()}.live`];
    await writeFile(path.join(partialFolder, stale), 'half a file');
    await writeFile(path.join(partialFolder, fresh), 'half a file');
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    await utimes(path.join(partialFolder, stale), anHourAgo, anHourAgo);
    assert.deepEqual(await keysOf(store), [key]);

    assert.equal(await store.sweepIncomplete(5 * 60_000), 1);
    assert.deepEqual(await readdir(partialFolder), [fresh]);
    assert.deepEqual(await keysOf(store), [key]);
  });
});

describe('the file store configuration', () => {
  test('filesystem under DATA_DIR by default; s3 needs its bucket, and both halves of a key', () => {
    assert.deepEqual(loadConfig({ DATA_DIR: '/srv/refnet/data' }).fileStore, {
      driver: 'filesystem',
      directory: '/srv/refnet/data/attachments',
    });
    assert.deepEqual(loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'refnet-files' }).fileStore, {
      driver: 's3',
      endpoint: undefined,
      bucket: 'refnet-files',
      region: 'eu-west-2',
      credentials: undefined,
      forcePathStyle: false,
    });
    assert.throws(() => loadConfig({ FILE_STORE: 's3' }), /S3_BUCKET: FILE_STORE=s3 needs S3_BUCKET/);
    assert.throws(
      () => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }),
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    assert.throws(() => loadConfig({ FILE_STORE: 'ftp' }), /FILE_STORE/);
  });
});
