import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  StoredFileMissingError,
  type FileStore,
  type StoredEntry,
  type StoredFile,
} from './file-store.js';
import { MeasuredStream } from './measured-stream.js';

/** Unfinished writes; never listed or served. A dot keeps it apart from the shard folders (base64url). */
const PARTIAL_FOLDER = '.partial';
const SHARD = /^[A-Za-z0-9_-]{2}$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function entriesOf(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/**
 * Files in a folder (`DATA_DIR/attachments` by default), one per key in a two-character shard folder. A put
 * writes into `.partial/`, fsyncs, then renames into place (atomic on one filesystem) and fsyncs the folder:
 * a crash at any moment leaves the whole file under its key, or nothing there.
 */
export function createFilesystemStore(root: string): FileStore {
  const partialFolder = path.join(root, PARTIAL_FOLDER);
  const shardOf = (key: string) => path.join(root, key.slice(0, 2));
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(shardOf(key), key);
  };

  return {
    driver: 'filesystem',

    async put(key, content, { maxBytes }): Promise<StoredFile> {
      const finalPath = pathOf(key);
      await mkdir(partialFolder, { recursive: true, mode: 0o700 });
      await mkdir(shardOf(key), { recursive: true, mode: 0o700 });
      const partialPath = path.join(partialFolder, `${key}.${randomBytes(6).toString('hex')}`);
      try {
        const measured = new MeasuredStream(maxBytes);
        // flush: fsync before the descriptor closes, which pipeline waits for.
        const partial = createWriteStream(partialPath, { flags: 'wx', mode: 0o600, flush: true });
        await pipeline(content, measured, partial);
        await rename(partialPath, finalPath);
        await syncFolder(shardOf(key));
        return measured.result();
      } catch (error) {
        content.destroy();
        await unlink(partialPath).catch(() => undefined);
        throw error;
      }
    },

    async open(key): Promise<Readable> {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async remove(key) {
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },

    async *list(): AsyncIterable<StoredEntry> {
      for (const shard of await entriesOf(root)) {
        if (!SHARD.test(shard)) continue;
        for (const key of await entriesOf(path.join(root, shard))) {
          const info = await stat(path.join(root, shard, key)).catch(() => undefined);
          if (info?.isFile()) yield { key, storedAt: info.mtime };
        }
      }
    },

    async sweepIncomplete(olderThanMs) {
      const cutoff = Date.now() - olderThanMs;
      let removed = 0;
      for (const name of await entriesOf(partialFolder)) {
        const file = path.join(partialFolder, name);
        const info = await stat(file).catch(() => undefined);
        if (!info || info.mtimeMs > cutoff) continue;
        await unlink(file).catch(() => undefined);
        removed += 1;
      }
      return removed;
    },

    async close() {},
  };
}
