import { expect, type Page } from '@playwright/test';

/**
 * Sees the success message `message` and dismisses it with Escape, as a keyboard user would. A success
 * message also closes by itself after 5 s: a slow step may find it already gone, and Escape then does
 * nothing, where a click on its Hide button would wait for a button that is no longer there.
 */
export async function hideGlobalMessage(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('dialog').filter({ hasText: message })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(message, { exact: true })).toBeHidden();
}
