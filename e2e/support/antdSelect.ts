import { expect, type Page } from '@playwright/test';

/**
 * Opens the antd Select labelled `label` and picks the option whose text is `option`. The dropdown
 * animates open; a click that lands mid-animation can be lost, so the pick is retried until it closes.
 */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const openDropdown = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await openDropdown.count()) === 0) await page.getByLabel(label, { exact: true }).click();
    await openDropdown.locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    await expect(openDropdown).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
