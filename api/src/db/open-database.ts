import type { ServerConfig } from '../config.js';
import type { DatabaseHandle } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR. */
export function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres({ url: config.databaseUrl, schemaName: config.databaseSchema })
    : openPglite({ dataDir: config.dataDir, schemaName: config.databaseSchema });
}
