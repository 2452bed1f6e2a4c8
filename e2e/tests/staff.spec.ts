// Named after "staff" so it runs after clinicians.spec.ts, which expects the demo applicant unlisted.
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logout } from '../support/accounts';
import { chooseOption } from '../support/antdSelect';
import { hideGlobalMessage } from '../support/globalMessage';
import { openHeaderMenuItem } from '../support/headerMenu';
import { LoginPage } from '../support/loginPage';
import { ADMIN } from '../support/ports';
import { popupOpened } from '../support/popups';

const DEMO_PASSWORD = 'E2e-demo-password-1!';
const STAFF = { email: 'staff@refnet.example', password: DEMO_PASSWORD, name: 'Oliver Grant' };
const APPLICANT = { email: 'applicant@refnet.example', password: DEMO_PASSWORD, name: 'Sara Patel' };

const openAdminScreen = (page: Page, item: string, heading: string) =>
  openHeaderMenuItem(page, { title: /^Admin/, item, heading });

test('staff verify a waiting clinician, who can then sign in fully, and an insurer', async ({ page }) => {
  test.setTimeout(90_000);
  await new LoginPage(page).signInAndWaitForDashboard(STAFF.email, STAFF.password);
  await expect(page.getByRole('heading', { name: 'Login statistics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Referral statistics' })).toBeVisible();

  await openAdminScreen(page, 'Users', 'Users');
  await page.getByRole('tab', { name: 'Unverified Users' }).click();
  await page.getByRole('button', { name: `Verify ${APPLICANT.name}` }).click();
  const popup = page.getByRole('dialog', { name: 'Verify user' });
  await expect(popup).toContainText(APPLICANT.email);
  await expect(popup).toContainText('Physiotherapist');
  await popupOpened(page, popup);
  await popup.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(popup).toBeHidden();
  await hideGlobalMessage(page, 'User set to verified.');
  await expect(page.getByRole('button', { name: `Verify ${APPLICANT.name}` })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('button', { name: `Unverify ${APPLICANT.name}` })).toBeVisible();

  // An insurer a clinician typed in becomes selectable once verified; the list reloads.
  await openAdminScreen(page, 'Insurers', 'Insurance Providers');
  await page.getByRole('tab', { name: 'Unverified Insurers', exact: true }).click();
  const setVerified = page.getByRole('button', { name: /^Set verified: / }).first();
  const insurer = ((await setVerified.getAttribute('aria-label')) ?? '').replace('Set verified: ', '');
  await setVerified.click();
  await hideGlobalMessage(page, `${insurer} set to verified.`);
  await expect(page.getByRole('button', { name: `Set verified: ${insurer}` })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Verified Insurers', exact: true }).click();
  await expect(page.getByRole('table')).toContainText(insurer);
  await logout(page, STAFF.name);

  await new LoginPage(page).signInAndWaitForDashboard(APPLICANT.email, APPLICANT.password);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${APPLICANT.name}` })).toBeVisible();
});

test('staff download the referrals list, and the spreadsheet opens with a row per referral', async ({
  page,
}) => {
  await new LoginPage(page).signInAndWaitForDashboard(STAFF.email, STAFF.password);
  await openAdminScreen(page, 'Referrals', 'Referrals');
  // The header row and at least one referral, once the list has loaded.
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const openReferrals = await page.getByRole('row').count();
  expect(openReferrals).toBeGreaterThan(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Referrals List' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^refnet-referrals-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page).toHaveURL(/\/staff\/referrals$/);

  const workbook = await new ExcelJS.Workbook().xlsx.readFile(await download.path());
  const sheetNames = workbook.worksheets.map((sheet) => sheet.name);
  expect(sheetNames).toEqual(expect.arrayContaining(['Open', 'Pending', 'Accepted', 'Booked', 'DNA']));
  const openSheet = workbook.getWorksheet('Open');
  expect(openSheet?.getRow(1).getCell(1).text).toBeTruthy();
  // The table's rows are a header and up to 25 referrals; the sheet has a header and every open referral.
  expect(openSheet?.actualRowCount).toBeGreaterThanOrEqual(Math.min(openReferrals, 26));
});

test('a full admin creates an admin account, which can then sign in', async ({ page }) => {
  const newAdmin = { email: `new.admin.${Date.now()}@refnet.example`, password: 'A-long-admin-password-1' };
  await new LoginPage(page).signInAndWaitForDashboard(ADMIN.email, ADMIN.password);
  await page.getByRole('button', { name: `Account menu for ${ADMIN.name}` }).click();
  const addAdminItem = page.getByRole('menuitem', { name: 'Add new admin' });
  await popupOpened(page, addAdminItem);
  await addAdminItem.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add new admin user' })).toBeVisible();

  await chooseOption(page, 'Title', 'Ms');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(newAdmin.email);
  await page.getByLabel('Password').fill(newAdmin.password);
  await page.getByRole('button', { name: 'Create new admin account' }).click();
  await hideGlobalMessage(page, `Admin account created for ${newAdmin.email}.`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await logout(page, ADMIN.name);

  await new LoginPage(page).signInAndWaitForDashboard(newAdmin.email, newAdmin.password);
  await expect(page.getByRole('heading', { level: 2, name: 'RefNet administration account' })).toBeVisible();
  // Staff, not Full Admin: no Add new admin, and the page itself sends them to the dashboard.
  await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
  await expect(page.getByRole('menuitem', { name: 'Add new admin' })).toHaveCount(0);
  await page.goto('/staff/add-admin');
  await expect(page).toHaveURL(/\/dashboard$/);
});
