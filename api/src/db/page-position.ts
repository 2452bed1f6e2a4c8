import { sql, type SQL } from 'drizzle-orm';

/** Where a keyset page starts: the first or the last page, or next to a row (by id) of the current one. */
export type PagePosition =
  { at: 'start' } | { at: 'end'; size: number } | { after: number } | { before: number };

/** A page query's cursor: `after` or `before` a row id, `at: 'end'`, or none (the first page). */
export interface PageCursorQuery {
  after?: number;
  before?: number;
  at?: 'end';
}

/** Where the page asked for starts; the last page holds what is left after the full pages before it. */
export function positionOf(query: PageCursorQuery, total: number, pageSize: number): PagePosition {
  if (query.after !== undefined) return { after: query.after };
  if (query.before !== undefined) return { before: query.before };
  if (query.at === 'end') return { at: 'end', size: total % pageSize || pageSize };
  return { at: 'start' };
}

/** A page before a row, or the last page, is read backwards (and turned round by the caller). */
export const readsBackwards = (position: PagePosition) =>
  'before' in position || ('at' in position && position.at === 'end');

/** The number of rows to read for the page. */
export const pageLimit = (position: PagePosition, pageSize: number) =>
  'size' in position ? position.size : pageSize;

/**
 * SQL keeping the rows whose key (`key`: created_on, id as the query names them) is on the far side of the
 * cursor row, in the direction read; nothing when the page starts at an end. `cursorRow(id)` selects the
 * cursor's (created_on, id) among the rows the caller may list, so a page can only start next to one of
 * them: any other id (another clinician's, or one that has moved on) compares with nulls, the page is empty
 * and the client goes back to the first page.
 */
export function pastCursor(
  position: PagePosition,
  descending: boolean,
  key: string,
  cursorRow: (id: number) => SQL,
): SQL {
  const cursor = 'after' in position ? position.after : 'before' in position ? position.before : undefined;
  if (cursor === undefined) return sql``;
  return sql`and (${sql.raw(key)}) ${sql.raw(descending ? '<' : '>')} (${cursorRow(cursor)})`;
}
