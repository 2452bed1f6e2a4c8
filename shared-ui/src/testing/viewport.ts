/**
 * A viewport `width` px wide, as the max-width media queries of useIsNarrow and useMaxWidth see it; any
 * other query matches nothing, as in scripts/jest/setup.ts's stub (jsdom has no viewport).
 * jest.restoreAllMocks() undoes it.
 */
export function viewportOf(width: number) {
  if (jest.isMockFunction(window.matchMedia)) jest.mocked(window.matchMedia).mockRestore();
  const matchMedia = window.matchMedia;
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const maxWidth = /max-width:\s*(\d+)px/.exec(query)?.[1];
    return { ...matchMedia(query), matches: maxWidth !== undefined && width <= Number(maxWidth) };
  });
}
