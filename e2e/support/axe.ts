import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, as issue 17 asks: the rules of levels A and AA of WCAG 2.0, 2.1 and 2.2. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** axe's minified build: AxeBuilder's default is the 1.3 MB unminified one, twice as long to load. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/**
 * AxeBuilder sends its script to the page before each scan; a screen reached without a reload still has
 * axe, so it gets an empty script instead.
 */
const axeSourceFor = async (page: Page) => ((await page.evaluate(() => 'axe' in window)) ? ';' : AXE_SOURCE);

/**
 * The serious and critical WCAG 2.2 AA violations axe finds on the page as it is now, one line each:
 * where (`state`), the rule, its impact and the elements. Empty when there are none.
 */
export async function seriousViolations(page: Page, state: string): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: await axeSourceFor(page) })
    // Runs axe in the page itself: the default opens a tab per scan to merge the results of cross-origin
    // frames, which RefNet's screens do not have.
    .setLegacyMode()
    .withTags(WCAG_22_AA)
    // Every element is checked either way; only the violations are listed in full, which is quicker.
    .options({ resultTypes: ['violations'] })
    // The Maps JavaScript API stand-in (support/fake-google-maps) is the journeys' own markup, not RefNet's.
    .exclude('[data-testid="fake-map"]')
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${state}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
