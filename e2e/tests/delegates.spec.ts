import { hideGlobalMessage } from '../support/globalMessage';
import { expect, test as base, type Page } from '@playwright/test';
import { logout } from '../support/accounts';
import {
  activeCardOf,
  inactiveRowOf,
  inviteDelegate,
  openDelegateManagement,
  uniqueDelegate,
  type InvitedDelegate,
} from '../support/delegates';
import { serveFakeGoogleMaps } from '../support/fake-google-maps';
import { LoginPage } from '../support/loginPage';
import { linkIn, waitForMail } from '../support/mailbox';
import {
  addPatientOverApi,
  chooseClinicianInPicker,
  chooseExistingPatient,
  enterReferralInformation,
  GP,
  openReferralsMenu,
  openTab,
  barWith,
  ORTHOPAEDIC_SURGEON,
  patientName,
  reviewAndSend,
  signInAs,
  uniquePatient,
  uniqueText,
} from '../support/referrals';
import { popupOpened } from '../support/popups';

// The wizard's clinician step shows mf-clinicians' map: the Maps JavaScript API stand-in, never Google.
const test = base.extend<{ fakeMaps: void }>({
  fakeMaps: [async ({ page }, use) => use(void (await serveFakeGoogleMaps(page))), { auto: true }],
});
test.use({ geolocation: { latitude: 51.501009, longitude: -0.141588 }, permissions: ['geolocation'] });

const LOGIN_FAILED = 'Email and password combination not found.';

async function signInAsDelegate(page: Page, delegate: InvitedDelegate) {
  await new LoginPage(page).signInAndWaitForDashboard(delegate.email, delegate.password);
}

test('Dr Hart invites a delegate, who registers from the e-mail and refers a patient for her', async ({
  page,
  request,
}) => {
  // Two people, the e-mailed sign-up with its 4.75 s notice and the wizard's four steps.
  test.setTimeout(120_000);
  const delegate = uniqueDelegate('Nina');
  const patient = uniquePatient('Edith');
  await addPatientOverApi(request, GP, patient);

  await signInAs(page, GP);
  await openDelegateManagement(page, GP.accountName);
  await inviteDelegate(page, delegate);
  await expect(
    inactiveRowOf(page, delegate).getByRole('button', { name: 'Awaiting user registration' }),
  ).toBeDisabled();
  await logout(page, GP.accountName);

  const mail = await waitForMail(delegate.email, /invites you to be their delegate/);
  await page.goto(linkIn(mail, '/register-delegate/verify-email'));
  const form = page.getByRole('form', { name: 'Delegate registration' });
  await expect(page.getByText(`${GP.name} has invited you`)).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue(delegate.firstName);
  const terms = form.getByRole('checkbox', { name: /I accept the/ });
  await expect(terms).toBeDisabled();
  await form.getByLabel('Password', { exact: true }).fill(delegate.password);
  await form.getByLabel('Confirm password').fill(delegate.password);
  await terms.check();
  await form.getByLabel('Confirm password').fill(`${delegate.password}x`);
  await expect(terms).not.toBeChecked();
  await expect(terms).toBeDisabled();
  await form.getByLabel('Confirm password').fill(delegate.password);
  await terms.check();
  await form.getByRole('button', { name: 'Register' }).click();
  await hideGlobalMessage(page, 'Delegate registration successful.');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByText(`You are signed in as a delegate of ${GP.name}.`)).toBeVisible();

  // The link is single use.
  await page.goto(linkIn(mail, '/register-delegate/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Registration failed' })).toBeVisible();
  // Delegate management is the clinician's: a delegate typing its address lands on the dashboard.
  await page.goto('/delegates');
  await expect(page).toHaveURL(/\/dashboard$/);

  const reason = uniqueText('Knee pain on stairs; referred by the delegate');
  await openReferralsMenu(page, 'Make referral');
  await chooseExistingPatient(page, patient);
  await enterReferralInformation(page, 'Arthroscopy in 2019.', reason);
  await chooseClinicianInPicker(page, ORTHOPAEDIC_SURGEON);
  await reviewAndSend(page, { patient, clinician: ORTHOPAEDIC_SURGEON.name });

  // Dr Hart sees the referral her delegate made among her own.
  await logout(page, delegate.accountName);
  await signInAs(page, GP);
  await openReferralsMenu(page, 'Referrals made');
  const pending = await openTab(page, 'Pending');
  await expect(barWith(pending, patientName(patient))).toHaveCount(1);
});

test('without the create permission the delegate cannot make referrals; deactivated, they cannot sign in until restored', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const delegate = uniqueDelegate('Olive');
  await signInAs(page, GP);
  await openDelegateManagement(page, GP.accountName);
  await inviteDelegate(page, delegate);
  await logout(page, GP.accountName);
  const mail = await waitForMail(delegate.email, /invites you to be their delegate/);
  await page.goto(linkIn(mail, '/register-delegate/verify-email'));
  const form = page.getByRole('form', { name: 'Delegate registration' });
  await form.getByLabel('Password', { exact: true }).fill(delegate.password);
  await form.getByLabel('Confirm password').fill(delegate.password);
  await form.getByRole('checkbox', { name: /I accept the/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await hideGlobalMessage(page, 'Delegate registration successful.');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  // Allowed, it is a link to the wizard; refused, a disabled button.
  await expect(page.getByRole('main').getByRole('link', { name: 'Make referral' })).toBeVisible();
  await logout(page, delegate.accountName);

  await signInAs(page, GP);
  await openDelegateManagement(page, GP.accountName);
  const card = activeCardOf(page, delegate);
  const create = card.getByRole('switch', { name: `Create referrals for ${delegate.name}` });
  await expect(create).toBeChecked();
  await create.click();
  await expect(create).not.toBeChecked();
  await expect(create).toBeEnabled();
  await logout(page, GP.accountName);

  await signInAsDelegate(page, delegate);
  await expect(page.getByRole('main').getByRole('button', { name: 'Make referral' })).toBeDisabled();
  await expect(page.getByRole('main').getByRole('link', { name: 'Make referral' })).toHaveCount(0);
  await logout(page, delegate.accountName);

  await signInAs(page, GP);
  await openDelegateManagement(page, GP.accountName);
  await card.getByRole('button', { name: `Deactivate ${delegate.name}` }).click();
  const deactivate = page.getByRole('tooltip').getByRole('button', { name: 'Deactivate' });
  await popupOpened(page, deactivate);
  await deactivate.click();
  await hideGlobalMessage(page, 'Delegate account deactivated.');
  const restore = inactiveRowOf(page, delegate).getByRole('button', { name: `Restore ${delegate.name}` });
  await expect(restore).toBeVisible();
  await expect(card).toHaveCount(0);
  await logout(page, GP.accountName);

  const login = new LoginPage(page);
  await login.open();
  await login.signIn(delegate.email, delegate.password);
  await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);

  await signInAs(page, GP);
  await openDelegateManagement(page, GP.accountName);
  await restore.click();
  await hideGlobalMessage(page, 'Delegate account restored.');
  await expect(card).toBeVisible();
  await logout(page, GP.accountName);
  await signInAsDelegate(page, delegate);
  await expect(page.getByText(`You are signed in as a delegate of ${GP.name}.`)).toBeVisible();
});
