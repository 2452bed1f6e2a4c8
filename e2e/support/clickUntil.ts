import { expect, type Locator } from '@playwright/test';

/**
 * Clicks `target` until `done` passes. A click that lands while an antd modal or pop-up is still opening
 * does nothing, and only the result tells. Once the click has worked the target closes with its pop-up, so
 * it is never clicked twice.
 */
export async function clickUntil(target: Locator, done: () => Promise<void>): Promise<void> {
  await expect(async () => {
    if (await target.isVisible()) await target.click({ timeout: 2_000 });
    await done();
  }).toPass({ timeout: 30_000 });
}
