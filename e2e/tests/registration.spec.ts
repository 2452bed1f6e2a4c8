import { expect, test } from '@playwright/test';
import { approveAccount, logout } from '../support/accounts';
import { chooseOption } from '../support/antdSelect';
import { LoginPage } from '../support/loginPage';
import { linkIn, waitForMail } from '../support/mailbox';

const NEW_CLINICIAN = {
  email: `new.clinician.${Date.now()}@refnet.test`,
  password: 'A-long-new-password-1',
  name: 'Ada Lovelace',
};

test('a clinician registers, verifies the e-mail, waits for approval and then reaches the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register as a clinician' })).toBeVisible();

  // Step 1: personal details (the e-mail is checked for duplicates after a 1 s pause).
  await chooseOption(page, 'Title', 'Dr');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(NEW_CLINICIAN.email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(NEW_CLINICIAN.password);
  await page.getByLabel('Confirm password').fill(NEW_CLINICIAN.password);
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: clinician details, with a clinic whose address the server checks.
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByLabel('Date of birth').fill('1980-12-10');
  await page.getByLabel('Registration number').fill('GMC 7654321');
  await page.getByLabel('Description').fill('GP with an interest in dermatology.');
  await chooseOption(page, 'Job role', 'General Practitioner');
  await page.getByRole('button', { name: 'Add job role' }).click();
  await expect(page.getByRole('list', { name: 'Chosen job roles' })).toContainText('General Practitioner');
  await page.getByLabel('Centre name').fill('Euston Health Centre');
  await page.getByLabel('First line of address').fill('235 Euston Road');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postcode').fill('nw1 2bu');
  await expect(page.getByLabel('Postcode')).toHaveValue('NW1 2BU');
  await page.getByRole('button', { name: 'Add clinic' }).click();
  await expect(page.getByRole('list', { name: 'Clinics added' })).toContainText('Euston Health Centre');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: insurance (none needed), then the review with the terms.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('main')).toContainText(NEW_CLINICIAN.email);
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/registered\/check-email$/);

  // The verification e-mail reaches the mailbox; its link proves the address.
  const mail = await waitForMail(NEW_CLINICIAN.email, /verify your e-mail/i);
  await page.goto(linkIn(mail, '/register/verify-email/'));
  await expect(page).toHaveURL(/\/register\/pending-account-approval$/);
  // Opening the link again says the address is verified and to sign in, not that verification failed.
  await page.goto(linkIn(mail, '/register/verify-email/'));
  await expect(page.getByText('Your e-mail address is already verified. Please sign in.')).toBeVisible();

  // Signed in but not approved: only the pending-approval screen, profile and help.
  await new LoginPage(page).open();
  await new LoginPage(page).signIn(NEW_CLINICIAN.email, NEW_CLINICIAN.password);
  await expect(page).toHaveURL(/\/register\/pending-account-approval$/);
  await expect(page.getByText('awaiting approval by the RefNet team')).toBeVisible();
  await page.goto('/patients');
  await expect(page).toHaveURL(/\/register\/pending-account-approval$/);

  // Staff approve the account; after signing in again the clinician reaches the dashboard.
  await approveAccount(request, NEW_CLINICIAN.email, NEW_CLINICIAN.password);
  await logout(page, NEW_CLINICIAN.name);
  await new LoginPage(page).signIn(NEW_CLINICIAN.email, NEW_CLINICIAN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${NEW_CLINICIAN.name}` })).toBeVisible();
});

test('a used verification link is refused with the manual-review message', async ({ page }) => {
  await page.goto('/register/verify-email/AAAA/AAAA/this-code-was-never-issued-anywhere');
  await expect(
    page.getByText(
      'Email verification was unsuccessful. The product team will review your registration request',
    ),
  ).toBeVisible();
});
