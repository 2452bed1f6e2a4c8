import { act, renderHook, waitFor } from '@testing-library/react';
import { useKeysetPage, type KeysetCursor, type KeysetRows } from './useKeysetPage';

type Row = { id: number };
const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id }));

/** A server of `total` rows with ids total…1, newest (highest) first, `size` a page. */
function server(total: number, size: number) {
  const all = rows(...Array.from({ length: total }, (_, index) => total - index));
  return jest.fn(async (cursor: KeysetCursor): Promise<KeysetRows<Row>> => {
    let from = 0;
    if (cursor.after !== undefined) from = all.findIndex((row) => row.id === cursor.after) + 1;
    if (cursor.at === 'end') from = total - (total % size || size);
    return { rows: all.slice(from, from + size), total };
  });
}

describe('useKeysetPage', () => {
  it('shows the held first page without a request, then fetches the next after its last row', async () => {
    const fetchPage = server(5, 2);
    const held = { rows: rows(5, 4), total: 5 };
    const { result } = renderHook(() => useKeysetPage({ fetchPage, heldFirstPage: held, pageSize: 2 }));
    expect(result.current.state).toEqual({ status: 'ready', shown: { page: 1, rows: rows(5, 4), total: 5 } });
    expect(fetchPage).not.toHaveBeenCalled();

    act(() => result.current.goTo(2));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', shown: { page: 2 } }));
    expect(fetchPage).toHaveBeenLastCalledWith({ after: 4 });
    act(() => result.current.goTo(3));
    await waitFor(() => expect(result.current.state).toMatchObject({ shown: { page: 3, rows: rows(1) } }));
    expect(fetchPage).toHaveBeenLastCalledWith({ after: 2 });
  });

  it('fetches page 1 when none is held, and starts again at page 1 for a new sequence', async () => {
    const first = server(5, 2);
    const { result, rerender } = renderHook(
      ({ fetchPage }) => useKeysetPage({ fetchPage, heldFirstPage: null, pageSize: 2 }),
      { initialProps: { fetchPage: first } },
    );
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', shown: { page: 1 } }));
    act(() => result.current.goTo(3));
    await waitFor(() => expect(result.current.state).toMatchObject({ shown: { page: 3 } }));
    expect(first).toHaveBeenLastCalledWith({ at: 'end' });

    const second = server(3, 2);
    rerender({ fetchPage: second });
    expect(result.current.state).toEqual({ status: 'loading', shown: null });
    await waitFor(() =>
      expect(result.current.state).toEqual({
        status: 'ready',
        shown: { page: 1, rows: rows(3, 2), total: 3 },
      }),
    );
    expect(second).toHaveBeenCalledWith({});
  });

  it('goes back to page 1 when a later page comes back empty, and retries a failed page', async () => {
    const fetchPage = jest
      .fn<Promise<KeysetRows<Row>>, [KeysetCursor]>()
      .mockResolvedValueOnce({ rows: [], total: 4 })
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ rows: rows(2, 1), total: 4 });
    const held = { rows: rows(4, 3), total: 4 };
    const { result } = renderHook(() => useKeysetPage({ fetchPage, heldFirstPage: held, pageSize: 2 }));
    act(() => result.current.goTo(2));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', shown: { page: 1 } }));

    act(() => result.current.goTo(2));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error' }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toMatchObject({ shown: { page: 2, rows: rows(2, 1) } }));
  });

  it('fetches the shown page again when the list is refreshed, also with no first page held', async () => {
    const fetchPage = server(5, 2);
    const { result, rerender } = renderHook(
      ({ listVersion }) => useKeysetPage({ fetchPage, heldFirstPage: null, pageSize: 2, listVersion }),
      { initialProps: { listVersion: 1 } },
    );
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', shown: { page: 1 } }));
    act(() => result.current.goTo(2));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', shown: { page: 2 } }));
    expect(fetchPage).toHaveBeenCalledTimes(2);

    rerender({ listVersion: 2 });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(fetchPage).toHaveBeenLastCalledWith({ after: 4 });
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', shown: { page: 2 } }));
  });
});
