import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { FileStore, StoredEntry } from '../../storage/file-store.js';
import { runInBackground } from '../../plugins/background-job.js';
import { keysInUse } from './attachment-queries.js';

/**
 * A stored file no row names is one whose upload died between storing it and committing its row (a crash,
 * a refused insert whose clean-up failed). Uploads commit within a request's time, so an hour is ample.
 */
const ORPHAN_AGE_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
const BATCH = 500;

/** Removes the stored files older than `olderThanMs` that no referral_attachments row names. */
export async function sweepOrphanFiles(db: Database, store: FileStore, olderThanMs = ORPHAN_AGE_MS) {
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  let batch: StoredEntry[] = [];
  const sweepBatch = async () => {
    const named = await keysInUse(
      db,
      batch.map((entry) => entry.key),
    );
    for (const entry of batch) {
      if (named.has(entry.key)) continue;
      await store.remove(entry.key);
      removed += 1;
    }
    batch = [];
  };
  for await (const entry of store.list()) {
    if (entry.storedAt.getTime() > cutoff) continue;
    batch.push(entry);
    if (batch.length >= BATCH) await sweepBatch();
  }
  await sweepBatch();
  return removed;
}

/** Sweeps orphan files once the server is ready and then every hour, in the background. */
export function scheduleOrphanSweeps(app: FastifyInstance): void {
  runInBackground(app, {
    name: 'remove stored files that no attachment names',
    everyMs: SWEEP_EVERY_MS,
    run: () => sweepOrphanFiles(app.db, app.fileStore),
  });
}
