import { useCallback, useEffect, useMemo, useState } from 'react';
import { pageCount } from '../components/Pager/Pager';

/** Where a server page starts: after or before a row (by id), at the end; nothing = the first page. */
export interface KeysetCursor {
  after?: number;
  before?: number;
  at?: 'end';
}

export interface KeysetRows<Row> {
  rows: readonly Row[];
  /** How many rows the whole sequence holds. */
  total: number;
}

export interface ShownKeysetPage<Row> extends KeysetRows<Row> {
  /** 1-based. */
  page: number;
}

export type KeysetPageState<Row> =
  | { status: 'ready'; shown: ShownKeysetPage<Row> }
  | { status: 'loading'; shown: ShownKeysetPage<Row> | null }
  | { status: 'error' };

export interface KeysetPageOptions<Row> {
  /**
   * One sequence's pages (a group in an order, a search): a new function starts again at page 1, so keep
   * it stable (useCallback) while the sequence is the same.
   */
  fetchPage: (cursor: KeysetCursor) => Promise<KeysetRows<Row>>;
  /** Page 1 as the caller already holds it (no request), or null: page 1 is fetched too. */
  heldFirstPage: KeysetRows<Row> | null;
  pageSize: number;
  /**
   * Anything that changes when the caller's list was fetched again (its data): a page fetched from the
   * server is then fetched again too, also when no first page is held (oldest first, a search).
   */
  listVersion?: unknown;
}

interface PageRequest {
  page: number;
  cursor: KeysetCursor;
}

/** The cursor for page `target` of `total`, moving from `from` (Start, Previous, Next or End). */
function cursorFor<Row extends { id: number }>(
  from: ShownKeysetPage<Row> | null,
  target: number,
  total: number,
  pageSize: number,
): KeysetCursor {
  if (target <= 1) return {};
  if (from && target === from.page + 1 && from.rows.length > 0) return { after: from.rows.at(-1)!.id };
  if (from && target === from.page - 1 && from.rows.length > 0) return { before: from.rows[0]!.id };
  if (target >= pageCount(total, pageSize)) return { at: 'end' };
  return {};
}

/**
 * One page of a list the server pages by key (Start, Previous, Next, End; SPEC's 25 a page). Page 1 may be
 * held already (no request); every other page is fetched when asked for, and fetched again when the held
 * first page changes (the list was refreshed), so that it never shows a row the list no longer holds. A page
 * that comes back empty though the sequence is not (its rows moved meanwhile) goes back to page 1.
 */
export function useKeysetPage<Row extends { id: number }>({
  fetchPage,
  heldFirstPage,
  pageSize,
  listVersion,
}: KeysetPageOptions<Row>) {
  const holdsFirst = heldFirstPage !== null;
  const firstRequest = useMemo(
    (): PageRequest | null => (holdsFirst ? null : { page: 1, cursor: {} }),
    // fetchPage is a dependency on purpose: a new sequence's first request is a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fetchPage, holdsFirst],
  );
  /** The page asked for in a sequence; request null: the held first page. */
  const [choice, setChoice] = useState({ fetchPage, request: firstRequest });
  const request = choice.fetchPage === fetchPage ? choice.request : firstRequest;
  const [answer, setAnswer] = useState<{ request: PageRequest; shown: ShownKeysetPage<Row> } | null>(null);
  const [failed, setFailed] = useState<PageRequest | null>(null);

  // heldFirstPage and listVersion are dependencies on purpose: a refreshed list means the shown page may
  // have changed.
  useEffect(() => {
    if (!request) return;
    let current = true;
    fetchPage(request.cursor).then(
      (result) => {
        if (!current) return;
        if (result.rows.length === 0 && result.total > 0 && request.page > 1) {
          setChoice({ fetchPage, request: firstRequest });
          return;
        }
        setFailed(null);
        setAnswer({ request, shown: { page: request.page, rows: result.rows, total: result.total } });
      },
      () => current && setFailed(request),
    );
    return () => {
      current = false;
    };
  }, [request, fetchPage, heldFirstPage, firstRequest, listVersion]);

  const heldPage: ShownKeysetPage<Row> | null = heldFirstPage && { page: 1, ...heldFirstPage };
  const state: KeysetPageState<Row> = !request
    ? { status: 'ready', shown: heldPage! }
    : failed === request
      ? { status: 'error' }
      : answer?.request === request
        ? { status: 'ready', shown: answer.shown }
        : {
            status: 'loading',
            shown: heldPage ?? (choice.fetchPage === fetchPage ? (answer?.shown ?? null) : null),
          };

  const shown = 'shown' in state ? state.shown : null;
  const goTo = useCallback(
    (page: number) =>
      setChoice({
        fetchPage,
        request:
          page === 1
            ? firstRequest
            : { page, cursor: cursorFor(shown, page, shown?.total ?? heldFirstPage?.total ?? 0, pageSize) },
      }),
    [fetchPage, firstRequest, shown, heldFirstPage, pageSize],
  );
  const retry = useCallback(() => {
    setFailed(null);
    setChoice({ fetchPage, request: request && { ...request } });
  }, [fetchPage, request]);

  return { state, goTo, retry };
}
