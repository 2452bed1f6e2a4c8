import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DRIZZLE_CASING, migrationsTableConfig, type DatabaseHandle } from './database.js';
import { quoteIdentifier } from './identifiers.js';
import * as schema from './schema.js';

export interface PostgresOptions {
  url: string;
  schemaName?: string | undefined;
  poolSize?: number;
  /** How long a request waits for a connection before it is answered 503 (the database is unreachable). */
  connectTimeoutMs?: number;
  /** Told of every statement the application runs (tests count them per request). */
  logger?: Logger | undefined;
}

/**
 * Every statement RefNet runs often is a prepared statement whose plan does not depend on its values (by
 * key, by ids, an index range with a limit). PostgreSQL's default (`auto`) plans each execution again until
 * a generic plan looks no dearer than the custom ones, which for `id = any($1)` it never does: the reads by
 * ids planned on every call, 0.2–0.5 ms each, more than they ran (a referral create's answer spent 1.6 ms of
 * PostgreSQL's time planning five of them). Plans are made once per connection instead; the plan tests
 * (test/*-list-plans.test.ts) check the lists' plans in this mode.
 */
const GENERIC_PLANS = 'force_generic_plan';

/** Any constant works; it only has to be the same for every RefNet instance. */
const MIGRATION_LOCK_ID = 0x5245464e; // "REFN"

export async function openPostgres({
  url,
  schemaName,
  poolSize = 10,
  connectTimeoutMs = 5_000,
  logger,
}: PostgresOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    options: [
      // public stays on the path so the cube/earthdistance functions resolve from any schema.
      ...(schemaName ? [`-c search_path=${quoteIdentifier(schemaName)},public`] : []),
      // See GENERIC_PLANS.
      `-c plan_cache_mode=${GENERIC_PLANS}`,
    ].join(' '),
  });
  // A connection that ends (a restart, a failover, pg_terminate_backend, a pooler's idle timeout) emits
  // 'error'; unheard, that event ends the process. Idle, the pool has already dropped the client and re-emits
  // it on the pool; checked out between two queries, the client's next query fails (answered 503) and the
  // pool drops it on release. Either way the next request opens a new connection.
  const ignore = () => {};
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  try {
    if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schemaName)}`);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzle({ client: pool, schema, casing: DRIZZLE_CASING, ...(logger ? { logger } : {}) });

  // Several instances may start together: one connection holds an advisory lock while it migrates.
  const migrateExclusively = async (folder: string) => {
    const connection = await pool.connect();
    try {
      await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        const lockedDb = drizzle({ client: connection, schema, casing: DRIZZLE_CASING });
        await migrate(lockedDb, { migrationsFolder: folder, ...migrationsTableConfig(schemaName) });
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      }
    } finally {
      connection.release();
    }
  };

  return {
    db,
    driver: 'node-postgres',
    migrate: migrateExclusively,
    close: () => pool.end(),
    onConnectionLost: (listener) => {
      pool.on('error', listener);
      return () => pool.off('error', listener);
    },
  };
}
