import { expect, type Page } from '@playwright/test';
import { clickUntil } from './clickUntil';

/** Closes the global message modal showing `message` (success messages stay until hidden). */
export async function hideGlobalMessage(page: Page, message: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await clickUntil(dialog.getByRole('button', { name: 'Hide', exact: true }), () =>
    expect(page.getByText(message, { exact: true })).toBeHidden({ timeout: 5_000 }),
  );
}
