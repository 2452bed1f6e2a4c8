import { expect, test } from '@playwright/test';
import { LoginPage } from '../support/loginPage';
import { CLINICIAN } from '../support/ports';
import { openReferralsMenu } from '../support/referrals';

test('/dashboard without a token goes to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('an unknown path shows the 404 screen with the header still there', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('a clinician is sent away from staff pages to the dashboard', async ({ page }) => {
  await new LoginPage(page).signInAndWaitForDashboard(CLINICIAN.email, CLINICIAN.password);
  await page.goto('/staff/users');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('every remote shows the heading of its routes, moving between them in the page', async ({ page }) => {
  await new LoginPage(page).signInAndWaitForDashboard(CLINICIAN.email, CLINICIAN.password);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  await openReferralsMenu(page, 'Referrals received');

  await nav.getByText('Find a clinician').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search our clinicians' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals Received' })).toHaveCount(0);

  await page.goto('/patients/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Patient Information' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page).toHaveTitle('Profile · RefNet');
});

test('the landing page loads every resource it asks for, the icon included', async ({ page }) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failures.push(`failed ${request.url()}`));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to RefNet' })).toBeVisible();
  const icon = await page.request.get((await page.locator('link[rel=icon]').getAttribute('href')) ?? '');
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(failures).toEqual([]);
});
