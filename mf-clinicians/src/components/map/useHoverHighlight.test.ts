import { act, renderHook } from '@testing-library/react';
import { useHoverHighlight } from './useHoverHighlight';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useHoverHighlight', () => {
  it('highlights an address once the hover has rested for 100 ms', () => {
    const { result } = renderHook(() => useHoverHighlight());
    act(() => result.current.hover(10));
    act(() => jest.advanceTimersByTime(99));
    expect(result.current.highlightedAddressId).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.highlightedAddressId).toBe(10);
  });

  it('keeps only the last of quick successive hovers', () => {
    const { result } = renderHook(() => useHoverHighlight());
    act(() => result.current.hover(10));
    act(() => jest.advanceTimersByTime(60));
    act(() => result.current.hover(20));
    act(() => jest.advanceTimersByTime(60));
    expect(result.current.highlightedAddressId).toBeNull();
    act(() => jest.advanceTimersByTime(40));
    expect(result.current.highlightedAddressId).toBe(20);
  });

  it('clears the highlight after leaving, with the same debounce', () => {
    const { result } = renderHook(() => useHoverHighlight());
    act(() => result.current.hover(10));
    act(() => jest.advanceTimersByTime(100));
    act(() => result.current.hover(null));
    expect(result.current.highlightedAddressId).toBe(10);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.highlightedAddressId).toBeNull();
  });

  it('does nothing after unmounting', () => {
    const { result, unmount } = renderHook(() => useHoverHighlight());
    act(() => result.current.hover(10));
    unmount();
    expect(() => jest.advanceTimersByTime(100)).not.toThrow();
    expect(jest.getTimerCount()).toBe(0);
  });
});
