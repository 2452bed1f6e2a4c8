import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { RequestOptions } from '../api/requestOptions';
import { announceWrite } from '../api/writes';
import { sessionAtom } from '../state/atoms';
import { appStore } from '../state/store';
import { clinicianSession } from '../testing';
import { serverQuery } from './serverQuery';
import { serverState } from './serverState';
import { invalidateServerData, useServerData } from './useServerData';

/** A load whose answers the test gives, one per request, and which records each request's signal. */
function controlledLoad<Data>() {
  const requests: { signal?: AbortSignal; answer: (data: Data) => void; fail: (error: Error) => void }[] = [];
  const load = jest.fn(
    (options: RequestOptions) =>
      new Promise<Data>((resolve, reject) => {
        requests.push({ signal: options.signal, answer: resolve, fail: reject });
      }),
  );
  return { load, requests };
}

function Shown({ query }: { query: ReturnType<typeof serverQuery<string>> }) {
  const { loaded } = useServerData(query);
  return <p>{loaded.status === 'ready' ? loaded.data : loaded.status}</p>;
}

afterEach(() => {
  serverState.clear();
  appStore.set(sessionAtom, null);
});

describe('useServerData', () => {
  it('asks once for a query two screens show at the same time, and both show the answer', async () => {
    const { load, requests } = controlledLoad<string>();
    const query = serverQuery(['/things/'], load);
    render(
      <>
        <Shown query={query} />
        <Shown query={query} />
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]?.answer('the things'));
    expect(await screen.findAllByText('the things')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a write invalidates the endpoint, keeping the old answer on screen meanwhile', async () => {
    const { load, requests } = controlledLoad<string>();
    render(<Shown query={serverQuery(['/things/', { page: 1 }], load)} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]?.answer('before'));
    expect(await screen.findByText('before')).toBeInTheDocument();
    act(() => void invalidateServerData(['/things/']));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.getByText('before')).toBeInTheDocument();
    act(() => requests[1]?.answer('after'));
    expect(await screen.findByText('after')).toBeInTheDocument();
  });

  it('forgets everything on logout and when someone else signs in', async () => {
    appStore.set(sessionAtom, clinicianSession);
    const { load, requests } = controlledLoad<string>();
    const query = serverQuery(['/mine/'], load);
    const { unmount } = render(<Shown query={query} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]?.answer('the first person’s'));
    expect(await screen.findByText('the first person’s')).toBeInTheDocument();
    unmount();
    expect(serverState.getQueryData(['/mine/'])).toBe('the first person’s');

    act(() => appStore.set(sessionAtom, null));
    expect(serverState.getQueryCache().getAll()).toHaveLength(0);

    appStore.set(sessionAtom, clinicianSession);
    render(<Shown query={query} />);
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => requests[1]?.answer('fresh'));
    expect(await screen.findByText('fresh')).toBeInTheDocument();
    act(() => appStore.set(sessionAtom, { ...clinicianSession, token: 'another-token' }));
    expect(serverState.getQueryCache().getAll()).toHaveLength(0);
  });

  it('aborts the request when the screen showing it goes away', async () => {
    const { load, requests } = controlledLoad<string>();
    const { unmount } = render(<Shown query={serverQuery(['/slow/'], load)} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.signal?.aborted).toBe(false);
    unmount();
    await waitFor(() => expect(requests[0]?.signal?.aborted).toBe(true));
  });

  it('shows a failure with a retry that starts again from loading', async () => {
    const { load, requests } = controlledLoad<string>();
    const { result } = renderHook(() => useServerData(serverQuery(['/flaky/'], load)));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]?.fail(new Error('502')));
    await waitFor(() => expect(result.current.loaded.status).toBe('error'));
    const failed = result.current.loaded;
    expect(failed).toEqual({ status: 'error', error: new Error('502'), retry: expect.any(Function) });
    act(() => failed.status === 'error' && failed.retry());
    await waitFor(() => expect(result.current.loaded).toEqual({ status: 'loading' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => requests[1]?.answer('second time'));
    await waitFor(() => expect(result.current.loaded).toEqual({ status: 'ready', data: 'second time' }));
  });

  it('keeps the last answer while a changed query loads, when asked to', async () => {
    const { load, requests } = controlledLoad<string>();
    const { result, rerender } = renderHook(
      ({ term }: { term: string }) =>
        useServerData(serverQuery(['/search/', term], load), { keepPrevious: true }),
      { initialProps: { term: 'ortho' } },
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]?.answer('orthopaedics'));
    await waitFor(() => expect(result.current.loaded).toEqual({ status: 'ready', data: 'orthopaedics' }));
    rerender({ term: 'physio' });
    expect(result.current.loaded).toEqual({ status: 'ready', data: 'orthopaedics' });
    expect(result.current.fetching).toBe(true);
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => requests[1]?.answer('physiotherapy'));
    await waitFor(() => expect(result.current.loaded).toEqual({ status: 'ready', data: 'physiotherapy' }));
    expect(result.current.fetching).toBe(false);
  });

  it('does not ask while it has no query, and asks once it has one', async () => {
    const { load, requests } = controlledLoad<string>();
    const { result, rerender } = renderHook(
      ({ ready }: { ready: boolean }) => useServerData(ready ? serverQuery(['/later/'], load) : null),
      { initialProps: { ready: false } },
    );
    expect(result.current.loaded).toEqual({ status: 'loading' });
    expect(load).not.toHaveBeenCalled();
    rerender({ ready: true });
    await waitFor(() => expect(requests).toHaveLength(1));
  });
  it('does not show a form an answer held from before a change, but waits for the current one', async () => {
    const { load, requests } = controlledLoad<string>();
    const query = serverQuery(['/patient/', 7], load);
    const first = renderHook(() => useServerData(query, { onlyCurrent: true }));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]?.answer('as it was'));
    await waitFor(() => expect(first.result.current.loaded).toEqual({ status: 'ready', data: 'as it was' }));
    first.unmount();

    act(() => void invalidateServerData(['/patient/']));
    const again = renderHook(() => useServerData(query, { onlyCurrent: true }));
    const shownWithout = renderHook(() => useServerData(query));
    expect(again.result.current.loaded.status).toBe('loading');
    expect(shownWithout.result.current.loaded).toEqual({ status: 'ready', data: 'as it was' });
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => requests[1]?.answer('as it is now'));
    await waitFor(() =>
      expect(again.result.current.loaded).toEqual({ status: 'ready', data: 'as it is now' }),
    );
  });

  it('never asks a read-once query again while it is shown, not even after a write, and forgets it after', async () => {
    const { load, requests } = controlledLoad<string>();
    const link = serverQuery(['/get-verify-delegate/', 'abc'], load, { readOnce: true });
    const { result, unmount } = renderHook(() => useServerData(link));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]?.answer('the invitation'));
    await waitFor(() => expect(result.current.loaded.status).toBe('ready'));
    act(() => announceWrite());
    expect(serverState.getQueryState(link.key)?.isInvalidated).toBe(false);
    expect(result.current.loaded).toEqual({ status: 'ready', data: 'the invitation' });
    unmount();
    await waitFor(() => expect(serverState.getQueryData(link.key)).toBeUndefined());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
