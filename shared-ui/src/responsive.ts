import { useSyncExternalStore } from 'react';

/** SPEC §9 screen breakpoints in px. */
export const BREAKPOINTS = [385, 450, 500, 768, 992, 1200] as const;

/** SPEC §9: "narrow means up to 768" (inclusive, which antd's `md` breakpoint at 768 is not). */
export const NARROW_MAX_WIDTH = 768;

/** True while the media query matches; follows changes (a resize, a system setting). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True while the viewport is at most `maxWidth` px wide; follows resizes. */
export function useMaxWidth(maxWidth: number): boolean {
  return useMediaQuery(`(max-width: ${maxWidth}px)`);
}

/** True while the person has asked their system for less motion (WCAG 2.3.3). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** True on narrow screens (≤ 768 px), where tabs become dropdowns and the logo shrinks. */
export function useIsNarrow(): boolean {
  return useMaxWidth(NARROW_MAX_WIDTH);
}
