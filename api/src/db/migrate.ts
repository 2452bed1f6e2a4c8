import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './database.js';

/**
 * dist/migrations when running the build (copied there by scripts/copy-migrations.mjs),
 * otherwise api/migrations (running the sources with tsx).
 */
export function migrationsFolder(): string {
  const bundled = fileURLToPath(new URL('../migrations', import.meta.url));
  return existsSync(bundled) ? bundled : fileURLToPath(new URL('../../migrations', import.meta.url));
}

export const runMigrations = (handle: DatabaseHandle) => handle.migrate(migrationsFolder());
