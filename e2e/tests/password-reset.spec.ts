import { expect, test } from '@playwright/test';
import { hideGlobalMessage } from '../support/globalMessage';
import { LoginPage } from '../support/loginPage';
import { linkIn, waitForMail } from '../support/mailbox';
import { CLINICIAN } from '../support/ports';

const DERMATOLOGIST = { email: 'dermatology@refnet.example', name: 'Hannah Lewis' };
const NEW_PASSWORD = 'Forgotten-and-reset-2026';

test('a clinician resets a forgotten password through the e-mailed link', async ({ page }) => {
  await new LoginPage(page).open();
  await page.getByRole('link', { name: 'Reset here' }).click();
  await expect(page).toHaveURL(/\/user\/send-reset-email$/);
  await page.getByLabel('Email').fill(DERMATOLOGIST.email);
  await page.getByRole('button', { name: 'Send password reset email' }).click();
  await expect(page).toHaveURL(/\/user\/password-reset-success$/);

  const mail = await waitForMail(DERMATOLOGIST.email, /reset your refnet password/i);
  const link = linkIn(mail, '/user/set-new-password/');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /set new password/i }).click();
  await hideGlobalMessage(page, 'Your password has been changed. Please log in.');
  await expect(page).toHaveURL(/\/login$/);

  await new LoginPage(page).signIn(DERMATOLOGIST.email, CLINICIAN.password);
  await expect(page.getByRole('alert')).toHaveText('Email and password combination not found.');
  await new LoginPage(page).signIn(DERMATOLOGIST.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once; a second use is refused.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-password-2026');
  await page.getByLabel('Confirm new password').fill('Another-password-2026');
  await page.getByRole('button', { name: /set new password/i }).click();
  await expect(
    page.getByText('Password reset code invalid. Please request password reset again.'),
  ).toBeVisible();
});
