import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** Either driver's drizzle instance (a transaction is one too); services only see this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'node-postgres';
  /** Applies the SQL migrations in `folder` that this database has not seen yet. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `listener` when an idle connection is lost (the server restarted, failed over, or ended it); the
   * pool has already dropped it. Returns the unsubscribe. Absent for the embedded database, which cannot.
   */
  onConnectionLost?(listener: (error: Error) => void): () => void;
}

/** Drizzle options shared by both drivers: snake_case columns, camelCase in TypeScript. */
export const DRIZZLE_CASING = 'snake_case' as const;

/** Where drizzle records applied migrations: beside the tables when a schema is named. */
export const migrationsTableConfig = (schemaName: string | undefined) => ({
  migrationsSchema: schemaName ?? 'drizzle',
  migrationsTable: '__drizzle_migrations',
});
