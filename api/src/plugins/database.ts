import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { runSeeds } from '../db/seed/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DatabasePluginOptions {
  config: ServerConfig;
  /** A database opened by the caller (tests, benchmarks); the caller then closes it. */
  handle?: DatabaseHandle | undefined;
}

/** Opens the database, brings its schema up to date, seeds it, and exposes it as `app.db`. */
export default fp<DatabasePluginOptions>(
  async (app, { config, handle: given }) => {
    const handle = given ?? (await openDatabase(config));
    if (!given) {
      app.log.info(
        handle.driver === 'pglite'
          ? { driver: 'pglite', dataDir: config.dataDir }
          : { driver: 'node-postgres', schema: config.databaseSchema ?? 'public' },
        'database opened',
      );
      app.addHook('onClose', () => handle.close());
    }
    try {
      await runMigrations(handle);
      await runSeeds(handle.db, config, app.log);
    } catch (error) {
      if (!given) await handle.close();
      throw error;
    }
    const unsubscribe = handle.onConnectionLost?.((error) =>
      app.log.warn({ err: error }, 'a database connection was lost; the next request opens another'),
    );
    if (unsubscribe) app.addHook('onClose', async () => unsubscribe());
    app.decorate('db', handle.db);
  },
  { name: 'refnet-database' },
);
