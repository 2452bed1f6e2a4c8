import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './useLoad';

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
