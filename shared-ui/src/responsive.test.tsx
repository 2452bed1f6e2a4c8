import { act, renderHook } from '@testing-library/react';
import { useIsNarrow } from './responsive';

type ChangeListener = () => void;

/** A viewport whose width the test controls; matchMedia answers max-width queries from it. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<ChangeListener>();
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const maxWidth = Number(/max-width:\s*(\d+)px/.exec(query)?.[1]);
    return {
      get matches() {
        return width <= maxWidth;
      },
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_type: string, listener: ChangeListener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: ChangeListener) => listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  });
  return {
    resize(nextWidth: number) {
      width = nextWidth;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => jest.restoreAllMocks());

describe('useIsNarrow', () => {
  it('is true up to and including 768 px', () => {
    fakeViewport(768);
    expect(renderHook(() => useIsNarrow()).result.current).toBe(true);
  });

  it('is false from 769 px', () => {
    fakeViewport(769);
    expect(renderHook(() => useIsNarrow()).result.current).toBe(false);
  });

  it('follows the window as it is resized', () => {
    const viewport = fakeViewport(1200);
    const { result } = renderHook(() => useIsNarrow());
    expect(result.current).toBe(false);
    act(() => viewport.resize(500));
    expect(result.current).toBe(true);
  });
});
