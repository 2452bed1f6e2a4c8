import { gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';

/** At most `limit` rows after `after`, the sort key of the last row already read (none: from the start). */
export interface Page<Key> {
  limit: number;
  after: Key | undefined;
}

/** Rows read, and the sort key of the last one: where the next page starts. */
export interface Slice<Row, Key> {
  rows: Row[];
  lastKey: Key | undefined;
}

/**
 * One group of a staff list: a tab on the screen, a sheet in the download. Its rows come in the list's
 * order, all at once (the list) or a page at a time by keyset (the download), each read in a fixed
 * number of queries whatever the size.
 */
export interface AdminGroup<Row, Key = number> {
  read(db: Database, page?: Page<Key>): Promise<Slice<Row, Key>>;
}

/** The slice of rows in id order. */
export const byId = <Row extends { id: number }>(rows: Row[]): Slice<Row, number> => ({
  rows,
  lastKey: rows.at(-1)?.id,
});

/** Newest first: the creation time (as PostgreSQL's own text, so no microsecond is lost) and the id. */
export interface NewestFirstKey {
  at: string;
  id: number;
}

interface Reader {
  read(db: Database): Promise<{ rows: unknown[] }>;
}
type RowsOf<Group extends Reader> = Awaited<ReturnType<Group['read']>>['rows'];

/** Every group's rows, group after group: a list's answer. */
export async function readGroups<Groups extends Record<string, Reader>>(
  db: Database,
  groups: Groups,
): Promise<{ [Name in keyof Groups]: RowsOf<Groups[Name]> }> {
  const entries: [string, unknown[]][] = [];
  for (const [name, group] of Object.entries(groups)) entries.push([name, (await group.read(db)).rows]);
  return Object.fromEntries(entries) as { [Name in keyof Groups]: RowsOf<Groups[Name]> };
}

/** A group's rows a page at a time (a download): memory holds one page, whatever the group's size. */
export async function* pagesOf<Row, Key>(
  db: Database,
  group: AdminGroup<Row, Key>,
  pageSize: number,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const { rows, lastKey } = await group.read(db, { limit: pageSize, after });
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize || lastKey === undefined) return;
    after = lastKey;
  }
}

/** The query limited to the page, or whole. */
export const paged = <Query extends PgSelect>(query: Query, page: Page<unknown> | undefined): Query =>
  page ? query.limit(page.limit) : query;

/** SQL: rows after the page's cursor in ascending `id` order. */
export const afterId = (id: AnyColumn, page: Page<number> | undefined): SQL | undefined =>
  page?.after === undefined ? undefined : gt(id, page.after);

/** SQL: rows after the page's cursor in newest-first order (`ORDER BY at DESC, id DESC`). */
export const olderThan = (at: AnyColumn, id: AnyColumn, page: Page<NewestFirstKey> | undefined) =>
  page?.after === undefined
    ? undefined
    : sql`(${at}, ${id}) < (${page.after.at}::timestamptz, ${page.after.id})`;

/** The select column that gives a row's NewestFirstKey.at. */
export const keyText = (at: AnyColumn) => sql<string>`${at}::text`;
