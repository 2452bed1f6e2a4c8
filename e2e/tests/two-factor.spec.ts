import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, logout } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { hideGlobalMessage } from '../support/globalMessage';
import { LoginPage } from '../support/loginPage';
import { navigateInApp } from '../support/navigateInApp';
import { popupOpened } from '../support/popups';
import { ADMIN } from '../support/ports';
import { codeAt, currentStep, nextStep, signInOverApi } from '../support/secondFactor';

// Issue 22: two-factor sign-in (TOTP). Staff set it up at their first sign-in: the journey plays their phone,
// reading the key RefNet shows as text and computing the codes from it, as an authenticator app does.

const PASSWORD = 'A-long-staff-password-1';

/** A new Staff account, made by the Full Admin as on the Add new admin page. */
async function newStaffMember(request: APIRequestContext, firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}@refnet.example`;
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const created = await request.post('/api/v1/admin/new-admin-user/', {
    headers: { Authorization: `Token ${token}` },
    data: { title: 'Ms', firstName, lastName: 'Factor', email, password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { email, password: PASSWORD, name: `${firstName} Factor` };
}

test('a staff member sets up two-factor sign-in, signs out, and signs in with a code; a wrong code is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const staff = await newStaffMember(request, 'Tessa');
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(staff.email, staff.password);

  // Set up: the QR code is drawn by RefNet; the same key is shown as text.
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByText('Staff accounts need two-factor sign-in.', { exact: false })).toBeVisible();
  const qrCode = page.getByRole('img', { name: 'QR code to add RefNet to your authenticator app' });
  await expect(qrCode).toBeVisible();
  expect(await qrCode.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(await seriousViolations(page, 'two-factor set-up')).toEqual([]);
  const secret = ((await page.getByLabel('Set-up key').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const enrolledAt = currentStep();
  await page.getByLabel('6-digit code').fill(await codeAt(secret, enrolledAt));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();

  // The ten recovery codes, shown once, before the session starts.
  await expect(page.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeVisible();
  const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  const savedCode = ((await recoveryCodes.first().textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'I have saved my codes, continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logout(page, staff.name);

  // Signing in again: the password, then a code.
  await login.signIn(staff.email, staff.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  expect(await seriousViolations(page, 'two-factor code')).toEqual([]);

  const step = await nextStep(enrolledAt);
  const right = await codeAt(secret, step);
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right. Check that the time on your phone is correct, then try the newest code.',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('refnet.session'))).toBeNull();

  await codeField.fill(right);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Staff have no profile page: their own two-factor page, from the account menu, makes new recovery codes.
  await page.getByRole('button', { name: `Account menu for ${staff.name}` }).click();
  const twoFactorItem = page.getByRole('menuitem', { name: 'Two-factor sign-in' });
  await popupOpened(page, twoFactorItem);
  await twoFactorItem.click();
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await expect(page.getByText('You have 10 recovery codes left.', { exact: false })).toBeVisible();
  await expect(page.getByText('Staff accounts must keep two-factor sign-in', { exact: false })).toBeVisible();
  expect(await seriousViolations(page, 'staff two-factor page')).toEqual([]);
  const renew = page.getByRole('form', { name: 'Make new recovery codes' });
  await renew.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await renew.getByLabel('Recovery code').fill(savedCode);
  await renew.getByRole('button', { name: 'Make new codes' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await hideGlobalMessage(page, 'New recovery codes made. The old ones no longer work.');
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('You have 10 recovery codes left.', { exact: false })).toBeVisible();
});

test('the Full Admin resets a staff member’s two-factor sign-in, who must then set it up again', async ({
  page,
  request,
}) => {
  const staff = await newStaffMember(request, 'Rhea');
  await signInOverApi(request, staff.email, staff.password); // sets it up, as at their first sign-in

  await new LoginPage(page).signInAndWaitForDashboard(ADMIN.email, ADMIN.password);
  await navigateInApp(page, '/staff/users?group=operations');
  const table = page.getByRole('table', { name: 'Users: Operations Users' });
  const row = table.getByRole('row').filter({ hasText: staff.name });
  await expect(row).toContainText('On');
  await row.getByRole('button', { name: `Reset two-factor sign-in of ${staff.name}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Reset' }).click();
  await hideGlobalMessage(
    page,
    `Two-factor sign-in reset for ${staff.name}. They have been signed out and will set it up again.`,
  );
  await expect(row).toContainText('Off');

  const again = await request.post('/api/v1/login/', {
    data: { username: staff.email, password: staff.password },
  });
  expect(((await again.json()) as { secondFactor?: string }).secondFactor).toBe('enrol');
});
