import { expect, type Page } from '@playwright/test';

/**
 * Sees the success message `message` and dismisses it with Escape, as a keyboard user would. A success
 * message closes by itself 5 s after it shows: call this right after the action that shows it, before
 * waiting for anything else (a navigation, a list), or the message may be gone before it is looked for.
 */
export async function hideGlobalMessage(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('dialog').filter({ hasText: message })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(message, { exact: true })).toBeHidden();
}
