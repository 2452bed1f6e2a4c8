// Test-only: one page of a fixture as the API's keyset pages read it (newest first by createdOn then id;
// after / before a row id, or the last page; oldest first reversed), so list screens meet the real rules.
import type { KeysetCursor } from '../hooks/useKeysetPage';

interface PagedRow {
  id: number;
  createdOn: string;
}

const newestFirst = (a: PagedRow, b: PagedRow) =>
  Date.parse(b.createdOn) - Date.parse(a.createdOn) || b.id - a.id;

/** `rows` newest first, as the API lists them. */
export const sortNewestFirst = <Row extends PagedRow>(rows: readonly Row[]): Row[] =>
  [...rows].sort(newestFirst);

/** One page of `rows` for a cursor (and order), and how many rows there are. */
export function keysetPageOf<Row extends PagedRow>(
  rows: readonly Row[],
  query: KeysetCursor & { order?: 'newest' | 'oldest' },
  pageSize: number,
): { rows: Row[]; total: number } {
  const ordered = sortNewestFirst(rows);
  if (query.order === 'oldest') ordered.reverse();
  const total = ordered.length;
  const index = (id: number) => ordered.findIndex((row) => row.id === id);
  let from = 0;
  if (query.after !== undefined) from = index(Number(query.after)) + 1;
  else if (query.before !== undefined) from = Math.max(0, index(Number(query.before)) - pageSize);
  else if (query.at === 'end') from = total - (total % pageSize || pageSize);
  const to = query.before !== undefined ? index(Number(query.before)) : from + pageSize;
  return { rows: ordered.slice(Math.max(0, from), to), total };
}
