import { expect, type Page } from '@playwright/test';
import { popupOpened } from './popups';

/** Opens the antd Select labelled `label` and picks the option whose text is `option`. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const openDropdown = page.locator('.ant-select-dropdown:visible');
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  const choice = openDropdown.locator(`.ant-select-item-option[title="${option}"]`);
  await popupOpened(page, choice);
  await choice.click();
  await expect(openDropdown).toHaveCount(0);
  await expect(page.locator('.ant-select', { has: select })).toContainText(option);
}

/**
 * Picks `option` in the antd Select labelled `label` with the arrow keys and Enter. The dropdown is a
 * virtual list that renders only the first ten options, so long lists (job roles, insurers) cannot be
 * clicked through; the keyboard reaches every option, as a keyboard user would.
 */
export async function chooseByKeyboard(page: Page, label: string, option: string) {
  const select = page.getByLabel(label, { exact: true });
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const active = dropdown.locator('.ant-select-item-option-active');
  await expect(dropdown).toHaveCount(0);
  await select.press('ArrowDown');
  await expect(active).toHaveCount(1);
  for (let presses = 0; (await active.getAttribute('title')) !== option; presses += 1) {
    if (presses === 100) throw new Error(`"${label}" has no option "${option}"`);
    const title = (await active.getAttribute('title')) ?? '';
    await select.press('ArrowDown');
    await expect(active).not.toHaveAttribute('title', title);
  }
  await select.press('Enter');
  await expect(dropdown).toHaveCount(0);
  await expect(page.locator('.ant-select', { has: select })).toContainText(option);
}
