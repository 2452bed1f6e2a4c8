import type { Page } from '@playwright/test';

/** Client-side navigation without reloading the page (single-spa reroutes on pushState). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => window.history.pushState(null, '', target), path);
}
