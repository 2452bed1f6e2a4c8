// The usual PostgreSQL bulk-load order: drop a table's foreign keys and the indexes that back no constraint,
// insert, then build the indexes in one pass each and add the foreign keys back (each checked by one join
// instead of a lookup per row). Definitions are read from the catalogue, so whatever the migrations made
// comes back as it was; triggers and check constraints stay on throughout.
import type pg from 'pg';
import { quoteIdentifier } from '../../src/db/identifiers.js';

interface Dropped {
  foreignKeys: { table: string; name: string; definition: string }[];
  indexes: string[];
}

async function dropFor(client: pg.ClientBase, tables: readonly string[]): Promise<Dropped> {
  const { rows: foreignKeys } = await client.query<Dropped['foreignKeys'][number]>(
    `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    where c.contype = 'f' and c.conrelid = any(select to_regclass(t) from unnest($1::text[]) as t)`,
    [tables],
  );
  for (const { table, name } of foreignKeys) {
    await client.query(`alter table ${table} drop constraint ${quoteIdentifier(name)}`);
  }
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any($1::text[])
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const { name } of indexes) await client.query(`drop index ${quoteIdentifier(name)}`);
  return { foreignKeys, indexes: indexes.map((index) => index.definition) };
}

async function restore(client: pg.ClientBase, { foreignKeys, indexes }: Dropped) {
  for (const definition of indexes) await client.query(definition);
  for (const { table, name, definition } of foreignKeys) {
    await client.query(`alter table ${table} add constraint ${quoteIdentifier(name)} ${definition}`);
  }
}

/** Runs `insert` on `tables` stripped of foreign keys and secondary indexes, then puts them back. */
export async function bulkLoad(
  client: pg.ClientBase,
  tables: readonly string[],
  insert: () => Promise<void>,
  step: (name: string, work: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const dropped = await dropFor(client, tables);
  await insert();
  await step(`${dropped.indexes.length} indexes, ${dropped.foreignKeys.length} foreign keys back`, () =>
    restore(client, dropped),
  );
}
