import { expect, type Page } from '@playwright/test';
import { popupOpened } from './popups';

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Opens an entry of one of the header's drop-down menus and waits for the screen's heading. */
export async function openHeaderMenuItem(
  page: Page,
  menu: { title: RegExp; item: string; heading: string },
): Promise<void> {
  await mainNavigation(page).getByRole('menuitem').filter({ hasText: menu.title }).first().hover();
  const item = page.getByRole('menuitem', { name: menu.item, exact: true });
  await popupOpened(page, item);
  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: menu.heading })).toBeVisible();
  // The pop-up stays open while the pointer rests on it, covering the top of the screen.
  await page.mouse.move(0, 0);
}
