import { act, renderHook } from '@testing-library/react';
import { serverQuery } from './serverQuery';
import { serverState } from './serverState';
import { CHECK_DEBOUNCE_MS, useServerCheck } from './useServerCheck';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  serverState.clear();
});

const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

/** A postcode check the server answers: valid for W2 1NY, a word of its own for XX1, invalid otherwise. */
function postcodeCheck() {
  const ask = jest.fn(async (postcode: string) =>
    postcode === 'W2 1NY' ? true : postcode === 'XX1' ? ('directoryLimited' as const) : false,
  );
  const query = (postcode: string | null) =>
    postcode === null ? null : serverQuery(['/check/', postcode], () => ask(postcode));
  return { ask, query };
}

describe('useServerCheck', () => {
  it('is idle without a query and asks nothing', async () => {
    const { ask, query } = postcodeCheck();
    const { result } = renderHook(() => useServerCheck(query(null)));
    await wait(2 * CHECK_DEBOUNCE_MS);
    expect(result.current).toBe('idle');
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks once the value has been still for 1 s, and only about the last value', async () => {
    const { ask, query } = postcodeCheck();
    const { result, rerender } = renderHook(({ postcode }) => useServerCheck(query(postcode)), {
      initialProps: { postcode: 'W2' },
    });
    expect(result.current).toBe('checking');
    await wait(500);
    rerender({ postcode: 'W2 1NY' });
    await wait(CHECK_DEBOUNCE_MS - 1);
    expect(ask).not.toHaveBeenCalled();
    await wait(1);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith('W2 1NY');
    expect(result.current).toBe('valid');
    rerender({ postcode: 'ZZ9' });
    expect(result.current).toBe('checking');
    await wait(CHECK_DEBOUNCE_MS);
    expect(result.current).toBe('invalid');
  });

  it("answers the server's own word as the status", async () => {
    const { query } = postcodeCheck();
    const { result } = renderHook(() => useServerCheck(query('XX1')));
    await wait(CHECK_DEBOUNCE_MS);
    expect(result.current).toBe('directoryLimited');
  });

  it('answers a value asked a moment ago from the cache, after the same pause', async () => {
    const { ask, query } = postcodeCheck();
    const { result, rerender } = renderHook(({ postcode }) => useServerCheck(query(postcode)), {
      initialProps: { postcode: 'W2 1NY' },
    });
    await wait(CHECK_DEBOUNCE_MS);
    rerender({ postcode: 'ZZ9' });
    await wait(CHECK_DEBOUNCE_MS);
    rerender({ postcode: 'W2 1NY' });
    await wait(CHECK_DEBOUNCE_MS);
    expect(result.current).toBe('valid');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("reports 'error' when the check itself fails", async () => {
    const failing = serverQuery(['/check/', 'x'], async () => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useServerCheck(failing));
    await wait(CHECK_DEBOUNCE_MS);
    expect(result.current).toBe('error');
  });
});
