import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad, useReloadableLoad } from './useLoad';

describe('useLoad', () => {
  it('is loading, then ready with the data', async () => {
    const load = jest.fn(async () => 42);
    const { result } = renderHook(() => useLoad(load));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 42 }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers the error and a retry after a failure, which loads again', async () => {
    const down = new Error('down');
    const load = jest.fn().mockRejectedValueOnce(down).mockResolvedValueOnce('back');
    const { result } = renderHook(() => useLoad(load as () => Promise<string>));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ error: down });
    act(() => (result.current as { retry: () => void }).retry());
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'back' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that arrives after unmounting', async () => {
    let resolve: (value: string) => void = () => undefined;
    const load = () => new Promise<string>((done) => (resolve = done));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useLoad(load));
    unmount();
    await act(async () => resolve('late'));
    expect(result.current).toEqual({ status: 'loading' });
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('useReloadableLoad', () => {
  it('loads again on reload, keeping what it had on screen until the answer is in', async () => {
    let resolveSecond: (value: string) => void = () => undefined;
    const load = jest
      .fn<Promise<string>, []>()
      .mockResolvedValueOnce('first')
      .mockImplementationOnce(() => new Promise((done) => (resolveSecond = done)));
    const { result } = renderHook(() => useReloadableLoad(load));
    await waitFor(() => expect(result.current.loaded).toEqual({ status: 'ready', data: 'first' }));

    let reloaded: Promise<void> = Promise.resolve();
    act(() => {
      reloaded = result.current.reload();
    });
    expect(result.current.loaded).toEqual({ status: 'ready', data: 'first' });
    await act(async () => {
      resolveSecond('second');
      await reloaded;
    });
    expect(result.current.loaded).toEqual({ status: 'ready', data: 'second' });
  });

  it('keeps only the latest answer when loads overlap', async () => {
    const answers: ((value: string) => void)[] = [];
    const load = () => new Promise<string>((done) => answers.push(done));
    const { result } = renderHook(() => useReloadableLoad(load));
    act(() => void result.current.reload());
    await act(async () => {
      answers[1]!('newer');
      answers[0]!('older');
    });
    expect(result.current.loaded).toEqual({ status: 'ready', data: 'newer' });
  });
});
