import { expect, type Page } from '@playwright/test';
import { popupOpened } from './popups';

/** Closes the global message modal showing `message` (success messages stay until hidden). */
export async function hideGlobalMessage(page: Page, message: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await popupOpened(page, dialog);
  await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(page.getByText(message, { exact: true })).toBeHidden();
}
