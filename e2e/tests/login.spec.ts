import { expect, test } from '@playwright/test';
import { LoginPage } from '../support/loginPage';
import { ADMIN, CLINICIAN } from '../support/ports';
import { popupOpened } from '../support/popups';

test('a visitor goes from the landing page to the login and is greeted on the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to RefNet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register as a clinician' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).signIn(CLINICIAN.email, CLINICIAN.password);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${CLINICIAN.name}` })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByText('Find a clinician'),
  ).toBeVisible();
});

test('a wrong password shows the message and stores no credentials', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(CLINICIAN.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Email and password combination not found.');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('refnet.session'))).toBeNull();
});

test('logout ends the session and the dashboard then asks to sign in', async ({ page }) => {
  await new LoginPage(page).signInAndWaitForDashboard(ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: `Account menu for ${ADMIN.name}` }).click();
  const logoutItem = page.getByRole('menuitem', { name: 'Logout' });
  await popupOpened(page, logoutItem);
  await logoutItem.click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user opening the landing or login page lands on the dashboard', async ({ page }) => {
  await new LoginPage(page).signInAndWaitForDashboard(CLINICIAN.email, CLINICIAN.password);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});
