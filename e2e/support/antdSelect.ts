import type { Page } from '@playwright/test';

/** Opens the antd Select labelled `label` and picks the option whose text is `option`. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}
