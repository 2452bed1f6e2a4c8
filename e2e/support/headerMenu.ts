import { expect, type Page } from '@playwright/test';

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * Opens an entry of one of the header's drop-down menus and waits for the screen's heading. Hover, click and
 * heading are retried together: a click that lands while the pop-up is still opening (or while the header
 * re-renders a badge) does nothing, and only the heading tells.
 */
export async function openHeaderMenuItem(
  page: Page,
  menu: { title: RegExp; item: string; heading: string },
): Promise<void> {
  await expect(async () => {
    await mainNavigation(page).getByRole('menuitem').filter({ hasText: menu.title }).first().hover();
    await page.getByRole('menuitem', { name: menu.item, exact: true }).click({ timeout: 2_000 });
    await expect(page.getByRole('heading', { level: 1, name: menu.heading })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // The pop-up stays open while the pointer rests on it, covering the top of the screen.
  await page.mouse.move(0, 0);
}
