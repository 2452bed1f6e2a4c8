import { useCallback, useSyncExternalStore } from 'react';

/** Which sides of a scroll area hide content: none, the start (left), the end (right) or both. */
export type HorizontalOverflow = 'none' | 'start' | 'end' | 'both';

function measure(element: HTMLElement | null): HorizontalOverflow {
  if (!element) return 'none';
  const room = element.scrollWidth - element.clientWidth;
  // Sub-pixel rounding leaves a pixel of "room" in a table that fits.
  if (room <= 1) return 'none';
  const scrolled = Math.abs(element.scrollLeft);
  const start = scrolled > 1;
  const end = scrolled < room - 1;
  if (start && end) return 'both';
  return start ? 'start' : 'end';
}

/**
 * Follows which sides of the scroll area `find` returns (inside `container`) still hide content: after
 * mounting, on scrolling, and when the window, the area or its content is resized.
 */
export function useHorizontalOverflow(
  container: HTMLElement | null,
  find: (container: HTMLElement) => HTMLElement | null,
): HorizontalOverflow {
  const scroller = useCallback(() => (container ? find(container) : null), [container, find]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = scroller();
      if (!element) return () => undefined;
      element.addEventListener('scroll', onChange, { passive: true });
      window.addEventListener('resize', onChange);
      const resizes = new ResizeObserver(onChange);
      resizes.observe(element);
      if (element.firstElementChild) resizes.observe(element.firstElementChild);
      return () => {
        element.removeEventListener('scroll', onChange);
        window.removeEventListener('resize', onChange);
        resizes.disconnect();
      };
    },
    [scroller],
  );
  return useSyncExternalStore(
    subscribe,
    () => measure(scroller()),
    () => 'none',
  );
}
