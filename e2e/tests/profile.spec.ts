import { expect, test } from '@playwright/test';
import { hideGlobalMessage } from '../support/globalMessage';
import { LoginPage } from '../support/loginPage';
import { CLINICIAN } from '../support/ports';

const PSYCHOLOGIST = { email: 'psychology@refnet.example', name: 'Tom Fraser' };

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).signInAndWaitForDashboard(PSYCHOLOGIST.email, CLINICIAN.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('profile information, a new clinic and a notification setting are kept after a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const description = `Clinical psychologist; CBT and EMDR. Updated ${Date.now()}.`;
  await page.getByRole('menuitem', { name: 'Update Information' }).click();
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Save' }).click();
  await hideGlobalMessage(page, 'Successfully updated user information!');

  await page.getByRole('menuitem', { name: 'Manage clinics' }).click();
  await page.getByLabel('Centre name').fill('Little France Practice');
  await page.getByLabel('First line of address').fill('51 Little France Crescent');
  await page.getByLabel('City').fill('Edinburgh');
  await page.getByLabel('Postcode').fill('EH16 4SA');
  await page.getByRole('button', { name: 'Create' }).click();
  await hideGlobalMessage(page, 'Clinic added successfully.');
  await expect(page.getByRole('list', { name: 'Your clinics' })).toContainText('Little France Practice');

  await page.getByRole('menuitem', { name: 'Update notification settings' }).click();
  const newOpenReferral = page.getByRole('switch', {
    name: 'E-mail me when there is a new open referral for my job role',
  });
  await expect(newOpenReferral).toBeChecked();
  await newOpenReferral.click();
  await expect(newOpenReferral).not.toBeChecked();

  await page.reload();
  await page.getByRole('menuitem', { name: 'Update notification settings' }).click();
  await expect(
    page.getByRole('switch', { name: 'E-mail me when there is a new open referral for my job role' }),
  ).not.toBeChecked();
  await page.getByRole('menuitem', { name: 'Manage clinics' }).click();
  await expect(page.getByRole('list', { name: 'Your clinics' })).toContainText('Little France Practice');
  await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
  await expect(page.getByText(description)).toBeVisible();
});
