import { expect, type Locator, type Page } from '@playwright/test';

/** More than any RefNet screen has between two controls a journey uses in turn. */
const MOST_PRESSES = 80;

const holdsFocus = (target: Locator) =>
  target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );

/**
 * Moves the focus to `target` as a keyboard user does: Tab (or Shift+Tab) until it is there. Fails when
 * the keyboard cannot reach it.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MOST_PRESSES; presses += 1) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${MOST_PRESSES} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/** Tabs to `target` and presses `key` on it (Enter for links and buttons, Space for checkboxes). */
export async function pressOn(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
