import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from '../support/antdSelect';
import { LoginPage } from '../support/loginPage';
import { CLINICIAN } from '../support/ports';

/** A demo clinician no other journey signs in as, so their patient list is theirs alone here. */
const DERMATOLOGIST = { email: 'dermatology@refnet.example' };

async function openAddPatientFromHeader(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByText('Patients', { exact: true })
    .hover();
  await page.getByRole('menuitem', { name: 'Add new patient' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Patient Information' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).signInAndWaitForDashboard(DERMATOLOGIST.email, CLINICIAN.password);
});

test('a new patient is found by name in Added, edited, and the change is kept after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const lastName = `Whitfield${Date.now().toString(36)}`;
  await openAddPatientFromHeader(page);

  await chooseOption(page, 'Title', 'Mrs');
  await page.getByLabel('First name').fill('Eleanor');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Date of birth').fill('1961-04-17');
  await chooseOption(page, 'Sex', 'Female');
  await page.getByLabel('E-mail').fill('Eleanor.Whitfield@example.org');
  await page.getByLabel('Phone number').fill('+44 7700 900123');
  await page.getByLabel('Postcode').fill('nw1 2bu');
  await chooseOption(page, 'Insurance', 'Self-payer');
  const consent = page.getByRole('checkbox', { name: /Patient has given consent/ });
  await expect(consent).toBeEnabled({ timeout: 10_000 });
  await consent.check();
  await page.getByRole('button', { name: 'Add patient' }).click();

  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByText('Patient created successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('tab', { name: 'Added' })).toHaveAttribute('aria-selected', 'true');
  await page.getByPlaceholder('Search patient by name').fill(lastName);
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toContainText('Mrs Eleanor');
  await expect(row).toContainText('17/04/1961');
  await expect(row).toContainText('Female');

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Patient Information' })).toBeVisible();
  await expect(page.getByLabel('Last name')).toHaveValue(lastName);
  await expect(page.getByLabel('Postcode')).toHaveValue('NW1 2BU');
  await page.getByLabel('Phone number').fill('+44 7700 900456');
  await page.getByLabel('City (optional)').fill('London');
  await expect(consent).toBeChecked({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Update patient' }).click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByText('Patient information updated successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Hide' }).click();

  await page.getByPlaceholder('Search patient by name').fill(lastName);
  await page
    .getByRole('row', { name: new RegExp(lastName) })
    .getByRole('link')
    .click();
  await expect(page.getByLabel('Phone number')).toHaveValue('+44 7700 900456');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Patient Information' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue('+44 7700 900456');
  await expect(page.getByLabel('City (optional)')).toHaveValue('London');
});

test('a bad phone number and an under-18 date of birth both show their message and nothing is sent', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/patient/create/')) sent.push(request.method());
  });
  await openAddPatientFromHeader(page);

  await page.getByLabel('Phone number').fill('07700 900123');
  await page.getByLabel('Date of birth').fill(`${new Date().getFullYear() - 12}-06-01`);
  await page.getByLabel('First name').click();

  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
  await expect(page.getByText('Check patient is over 18 years old')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Patient has given consent/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add patient' })).toBeDisabled();
  await page.getByLabel('Phone number').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Patient Information' })).toBeVisible();
  expect(sent).toEqual([]);
});

test('the patient groups show demo patients, with the search box on every tab but Received', async ({
  page,
}) => {
  await page.goto('/patients');
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  for (const group of ['Referred', 'Accepted', 'Completed', 'Added']) {
    await page.getByRole('tab', { name: group }).click();
    await expect(page.getByPlaceholder('Search patient by name')).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Received' }).click();
  await expect(page.getByPlaceholder('Search patient by name')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();

  await page.getByRole('button', { name: /Patient Group Information/ }).click();
  await expect(page.getByRole('dialog', { name: 'Patient Group Information' })).toBeVisible();
});
