import { expect, test, type Page } from '@playwright/test';
import { hideGlobalMessage } from '../support/globalMessage';
import { openHeaderMenuItem } from '../support/headerMenu';
import { LoginPage } from '../support/loginPage';
import { addPatientThroughForm } from '../support/patientForm';
import { CLINICIAN } from '../support/ports';

/** A demo clinician no other journey signs in as (password-reset changes the dermatologist's password). */
const PHYSIOTHERAPIST = { email: 'physio@refnet.example' };

const openAddPatientFromHeader = (page: Page) =>
  openHeaderMenuItem(page, {
    title: /^Patients$/,
    item: 'Add new patient',
    heading: 'Enter Patient Information',
  });

const signInAs =
  (email: string) =>
  async ({ page }: { page: Page }) => {
    await new LoginPage(page).signInAndWaitForDashboard(email, CLINICIAN.password);
  };

test.describe('as a physiotherapist adding patients', () => {
  test.beforeEach(signInAs(PHYSIOTHERAPIST.email));

  test('a new patient is found by name in Added, edited, and the change is kept after a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const lastName = `Whitfield${Date.now().toString(36)}`;
    await openAddPatientFromHeader(page);

    await addPatientThroughForm(
      page,
      {
        firstName: 'Eleanor',
        lastName,
        dob: '1961-04-17',
        dobShown: '17/04/1961',
        email: 'Eleanor.Whitfield@example.org',
        phone: '07700 900123',
      },
      'nw1 2bu',
    );
    await expect(page).toHaveURL(/\/patients$/);
    await expect(page.getByRole('tab', { name: 'Added' })).toHaveAttribute('aria-selected', 'true');
    await page.getByPlaceholder('Search patient by name').fill(lastName);
    const row = page.getByRole('row', { name: new RegExp(lastName) });
    await expect(row).toContainText('Mrs Eleanor');
    await expect(row).toContainText('17/04/1961');
    await expect(row).toContainText('Female');

    await row.getByRole('link', { name: `Mrs Eleanor ${lastName}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update Patient Information' })).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveValue(lastName);
    await expect(page.getByLabel('Postcode')).toHaveValue('NW1 2BU');
    await page.getByLabel('Phone number').fill('+44 7700 900456');
    await page.getByLabel('City (optional)').fill('London');
    await expect(page.getByRole('checkbox', { name: /Patient has given consent/ })).toBeChecked({
      timeout: 10_000,
    });
    await page.getByRole('button', { name: 'Update patient' }).click();
    await hideGlobalMessage(page, 'Patient information updated successfully.');
    await expect(page).toHaveURL(/\/patients$/);

    await page.getByPlaceholder('Search patient by name').fill(lastName);
    await page
      .getByRole('row', { name: new RegExp(lastName) })
      .getByRole('link', { name: `Mrs Eleanor ${lastName}`, exact: true })
      .click();
    await expect(page.getByLabel('Phone number')).toHaveValue('+447700900456');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Update Patient Information' })).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveValue('+447700900456');
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

    await page.getByLabel('Phone number').fill('0207 946');
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
});

test.describe('as Dr Hart, whose demo patients fill every group', () => {
  test.beforeEach(signInAs(CLINICIAN.email));

  test('each group lists its patients; Received is anonymised and has no search box', async ({ page }) => {
    await openHeaderMenuItem(page, { title: /^Patients$/, item: 'View patients', heading: 'Patients' });

    const table = page.getByRole('table');
    const search = page.getByPlaceholder('Search patient by name');
    const expectations: [string, string][] = [
      ['Added', 'Margaret Ellison'],
      ['Referred', 'Fiona MacLeod'],
      ['Accepted', 'Patrick Doyle'],
      ['Completed', 'Isabel Moreno'],
    ];
    for (const [group, name] of expectations) {
      await page.getByRole('tab', { name: group }).click();
      await expect(table).toContainText(name);
      await expect(search).toBeVisible();
    }
    await search.fill('Moreno');
    await expect(table.getByRole('row')).toHaveCount(2);
    await search.fill('Nobody Here');
    await expect(page.getByText('No patients to display at the moment')).toBeVisible();
    await expect(page.getByText('Try modifying your search.')).toBeVisible();

    await page.getByRole('tab', { name: 'Received' }).click();
    await expect(search).toHaveCount(0);
    await expect(table).toContainText(/Patient \d{5}/);
    await expect(table).not.toContainText('Eleanor Pryce');

    await page.getByRole('button', { name: 'Patient Group Information' }).click();
    await expect(page.getByRole('dialog', { name: 'Patient Group Information' })).toBeVisible();
  });
});
