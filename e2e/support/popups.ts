import { expect, type Locator, type Page } from '@playwright/test';

/** antd's pop-ups (modal, drop-down and header menus, select, confirmation) while their motion runs. */
const POPUPS = [
  '.ant-modal',
  '.ant-dropdown',
  '.ant-menu-submenu-popup',
  '.ant-select-dropdown',
  '.ant-popover',
];
const OPENING = POPUPS.flatMap((popup) => [`${popup}[class*="-appear"]`, `${popup}[class*="-enter"]`]).join(
  ', ',
);

/**
 * Waits until `shown` (something in the pop-up a click or hover opens) is there and every antd pop-up has
 * finished opening. While one opens, antd first lays it out at full size but transparent (to measure it),
 * then shrinks it to start the zoom or slide: Playwright finds the transparent item visible and stable,
 * presses it, and the release lands elsewhere as it shrinks, so the click does nothing. A person cannot click
 * an item before they see it; the journeys wait like them. `shown` comes first: a header menu opens 0.1 s
 * after the pointer enters its title, and until then no pop-up is opening either.
 */
export async function popupOpened(page: Page, shown: Locator): Promise<void> {
  await expect(shown).toBeVisible();
  await expect(page.locator(OPENING)).toHaveCount(0);
}
