import { act, renderHook } from '@testing-library/react';
import { useDebouncedCheck } from './useDebouncedCheck';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('useDebouncedCheck', () => {
  it('is idle for null and asks nothing', async () => {
    const check = jest.fn(async () => true);
    const { result } = renderHook(() => useDebouncedCheck<string>(null, check));
    await wait(2000);
    expect(result.current).toBe('idle');
    expect(check).not.toHaveBeenCalled();
  });

  it('asks once the value has been still for 1 s, and only about the last value', async () => {
    const check = jest.fn(async (value: string) => value === 'W2 1NY');
    const { result, rerender } = renderHook(({ value }) => useDebouncedCheck(value, check), {
      initialProps: { value: 'W2' },
    });
    expect(result.current).toBe('checking');
    await wait(500);
    rerender({ value: 'W2 1NY' });
    await wait(999);
    expect(check).not.toHaveBeenCalled();
    await wait(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('W2 1NY');
    expect(result.current).toBe('valid');
    rerender({ value: 'ZZ9' });
    expect(result.current).toBe('checking');
    await wait(1000);
    expect(result.current).toBe('invalid');
  });

  it("reports 'error' when the check itself fails", async () => {
    const check = jest.fn(async () => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useDebouncedCheck('x', check));
    await wait(1000);
    expect(result.current).toBe('error');
  });
});
