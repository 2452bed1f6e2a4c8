import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { serveFakeGoogleMaps } from '../support/fake-google-maps';
import { pressOn, tabTo } from '../support/keyboard';
import { LoginPage } from '../support/loginPage';
import { navigateInApp } from '../support/navigateInApp';
import { popupOpened } from '../support/popups';
import { ADMIN, CLINICIAN } from '../support/ports';
import {
  addPatientOverApi,
  expectWizardStep,
  GP,
  ORTHOPAEDIC_SURGEON,
  referralsMadeWith,
  uniquePatient,
  uniqueText,
} from '../support/referrals';

// /clinicians and the wizard show mf-clinicians' map: the Maps JavaScript API stand-in, never Google.
const test = base.extend<{ fakeMaps: void }>({
  fakeMaps: [async ({ page }, use) => use(void (await serveFakeGoogleMaps(page))), { auto: true }],
});
// The desktop size the issue was found at; the journeys check the phone layout themselves.
test.use({
  viewport: { width: 1366, height: 900 },
  geolocation: { latitude: 51.501009, longitude: -0.141588 },
  permissions: ['geolocation'],
});

const DELEGATE = { email: 'delegate@refnet.example', password: CLINICIAN.password };
const STAFF = { email: 'staff@refnet.example', password: CLINICIAN.password };

interface Screen {
  path: string;
  heading: string | RegExp;
}

/**
 * Each test walks one person's screens in one page, scanning each as it settles, and lists every violation
 * at the end, so one run names them all.
 */
class Audit {
  readonly found: string[] = [];

  constructor(private readonly page: Page) {}

  /** Scans the screen as it is once its data has loaded and no pop-up is still opening. */
  async scan(state: string): Promise<void> {
    const { page } = this;
    await expect(page.locator('[aria-busy="true"], .ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
    await popupOpened(page, page.locator('body'));
    this.found.push(...(await seriousViolations(page, state)));
  }

  /** Opens `screen` without reloading the page, as its links do, and scans it. */
  async visit(screen: Screen): Promise<void> {
    await navigateInApp(this.page, screen.path);
    await expect(this.page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await this.scan(screen.path);
  }

  async visitAll(screens: readonly Screen[]): Promise<void> {
    for (const screen of screens) await this.visit(screen);
  }

  /** Scans the other tabs of the screen shown (its first tab was scanned with the screen). */
  async scanOtherTabs(path: string): Promise<void> {
    const { page } = this;
    for (const name of await page.getByRole('tab', { selected: false }).allInnerTexts()) {
      const tab = page.getByRole('tab', { name, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await this.scan(`${path}, tab ${name}`);
    }
  }

  /** Opens the first referral of the tab shown, and scans it with its details. */
  async scanOpenedReferral(path: string): Promise<void> {
    const panel = this.page.getByRole('tabpanel').filter({ visible: true });
    await panel.getByRole('button', { name: 'Show details' }).first().click();
    await expect(panel.getByRole('button', { name: 'Hide details' })).toBeVisible();
    await this.scan(`${path}, a referral opened`);
  }

  /** Scans the other views a vertical menu (`nav`) switches between (the current one was scanned). */
  async scanOtherViews(path: string, nav: Locator): Promise<void> {
    for (const view of await nav.getByRole('menuitem').all()) {
      if (await view.evaluate((item) => item.classList.contains('ant-menu-item-selected'))) continue;
      const name = await view.innerText();
      await view.click();
      await expect(this.page.locator('.ant-card-head-title').filter({ hasText: name })).toBeVisible();
      await this.scan(`${path}, view ${name}`);
    }
  }

  /** Opens a popup with `opener`, scans it and closes it with Escape. */
  async scanPopup(state: string, opener: Locator): Promise<void> {
    await opener.click();
    const dialog = this.page.getByRole('dialog');
    await popupOpened(this.page, dialog);
    await this.scan(state);
    await this.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  /** The path a link on the screen leads to. */
  async hrefOf(link: Locator): Promise<string> {
    return (await link.first().getAttribute('href')) ?? '';
  }
}

async function signedIn(page: Page, account: { email: string; password: string }): Promise<Audit> {
  await new LoginPage(page).signInAndWaitForDashboard(account.email, account.password);
  const audit = new Audit(page);
  await audit.scan('/dashboard');
  return audit;
}

const PUBLIC_SCREENS: readonly Screen[] = [
  { path: '/policy', heading: 'Policies' },
  { path: '/faqs', heading: 'Frequently asked questions' },
  { path: '/help', heading: 'Help' },
  { path: '/login', heading: 'Login' },
  { path: '/register', heading: 'Register as a clinician' },
  { path: '/user/send-reset-email', heading: 'Reset your password' },
  { path: '/user/password-reset-success', heading: 'Check your e-mail' },
  { path: '/user/set-new-password', heading: 'Set a new password' },
  { path: '/register/verify-email', heading: 'Verify your e-mail' },
  { path: '/register/pending-account-approval', heading: 'Account pending approval' },
  { path: '/register-delegate/verify-email', heading: 'Delegate registration' },
  { path: '/register-delegate/verify-email-error', heading: 'Registration failed' },
  { path: '/registered/check-email', heading: 'Check your e-mail' },
  { path: '/registered/verification-pending', heading: 'Verification pending' },
  { path: '/registered/complete', heading: 'Registration complete' },
  { path: '/server-error', heading: '503' },
  { path: '/no-such-page', heading: '404' },
];

test('every public screen has no serious or critical WCAG 2.2 AA violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to RefNet' })).toBeVisible();
  const audit = new Audit(page);
  await audit.scan('/');
  await audit.visitAll(PUBLIC_SCREENS);
  expect(audit.found).toEqual([]);
});

test('a clinician meets no serious or critical WCAG 2.2 AA violation on any screen, view or popup', async ({
  page,
}) => {
  // About 25 screens and views, each loaded and scanned: more than the default 30 s.
  test.setTimeout(60_000);
  const audit = await signedIn(page, { email: GP.email, password: CLINICIAN.password });
  await audit.scanPopup('Invite a clinician', page.getByRole('button', { name: 'Invite a clinician' }));
  await audit.visitAll([
    { path: '/auth/help', heading: 'Help' },
    { path: '/patients', heading: 'Patients' },
  ]);
  const patientPath = await audit.hrefOf(page.getByRole('main').locator('a[href$="/edit"]'));
  const patientId = /\d+/.exec(patientPath)?.[0] ?? '';
  await audit.visitAll([
    { path: patientPath, heading: 'Update Patient Information' },
    { path: '/patients/add', heading: 'Enter Patient Information' },
    { path: '/clinicians', heading: 'Search our clinicians' },
    { path: '/referrals/outbound', heading: 'Referrals Made' },
  ]);
  await audit.scanOpenedReferral('/referrals/outbound');
  await audit.visit({ path: '/referrals/inbound', heading: 'Referrals Received' });
  await audit.scanOpenedReferral('/referrals/inbound');
  const clinicianPath = await audit.hrefOf(page.getByRole('main').locator('a[href^="/clinicians/user/"]'));
  await audit.visit({ path: clinicianPath, heading: 'Clinician Information' });
  const directPath = await audit.hrefOf(page.getByRole('link', { name: 'Refer patient now' }));
  await audit.visitAll([
    { path: directPath, heading: 'Refer to a clinician' },
    { path: '/referral/direct-to-clinician', heading: 'Refer to a clinician' },
    { path: `/referral/patient-selected/${patientId}/add`, heading: 'Refer a patient' },
    { path: '/referral/patient-selected', heading: 'Refer a patient' },
    { path: '/profile', heading: 'Profile' },
  ]);
  await audit.scanOtherViews('/profile', page.getByRole('menu', { name: 'Profile views' }));
  await audit.visit({ path: '/delegates', heading: 'Delegate Management' });
  await audit.scanOtherViews('/delegates', page.getByRole('menu', { name: /Delegate/ }));
  expect(audit.found).toEqual([]);
});

test('a delegate meets no serious or critical WCAG 2.2 AA violation on their screens', async ({ page }) => {
  // Their lists and wizard are the clinician's screens with the clinician's data; these differ for them.
  const audit = await signedIn(page, DELEGATE);
  await audit.visitAll([
    { path: '/profile', heading: 'Profile' },
    { path: '/referral/add', heading: 'Make a referral' },
  ]);
  expect(audit.found).toEqual([]);
});

const STAFF_LISTS: readonly Screen[] = [
  { path: '/staff/users', heading: 'Users' },
  { path: '/staff/clinician-roles', heading: 'Clinicians' },
  { path: '/staff/patients', heading: 'Patients' },
  { path: '/staff/referrals', heading: 'Referrals' },
  { path: '/staff/insurers', heading: 'Insurance Providers' },
];

test('staff meet no serious or critical WCAG 2.2 AA violation on any admin list, tab or popup', async ({
  page,
}) => {
  // Five lists with about 15 more tabs, each loaded and scanned: more than the default 30 s.
  test.setTimeout(60_000);
  const audit = await signedIn(page, STAFF);
  for (const list of STAFF_LISTS) {
    await audit.visit(list);
    await audit.scanOtherTabs(list.path);
  }
  await audit.visit({ path: '/staff/users', heading: 'Users' });
  const verification = page
    .getByRole('button', { name: /^(Verify|Unverify) / })
    .and(page.locator(':enabled'));
  await audit.scanPopup('/staff/users, the verification popup', verification.first());
  await audit.visit({ path: '/clinicians', heading: 'Search our clinicians' });
  expect(audit.found).toEqual([]);
});

test('a full admin meets no serious or critical WCAG 2.2 AA violation on their own screens', async ({
  page,
}) => {
  // The staff lists are the same for them (staff.spec.ts and the test above); Add new admin is theirs alone.
  const audit = await signedIn(page, ADMIN);
  await audit.visit({ path: '/staff/add-admin', heading: 'Add new admin user' });
  expect(audit.found).toEqual([]);
});

test('Dr Hart makes a referral with the keyboard alone, and no step of the wizard has a serious violation', async ({
  page,
  request,
}) => {
  // The wizard's four steps with the map, each scanned: more than the default 30 s, as in referrals.spec.ts.
  test.setTimeout(60_000);
  const patient = uniquePatient('Iris');
  await addPatientOverApi(request, GP, patient);
  const reason = uniqueText('Locking of the left knee; please assess');
  const { keyboard } = page;

  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await keyboard.type(GP.email);
  await tabTo(page, page.getByLabel('Password'));
  await keyboard.type(CLINICIAN.password);
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  const audit = new Audit(page);

  await pressOn(page, page.getByRole('link', { name: 'Make referral' }));
  await expectWizardStep(page, 'Select patient to refer');
  await audit.scan('/referral/add, step Select patient to refer');
  await tabTo(page, page.getByRole('textbox', { name: 'Search patient by name' }));
  await keyboard.type(patient.lastName);
  const yourPatients = page.getByRole('list', { name: 'Your patients' });
  await pressOn(page, yourPatients.getByRole('button', { name: new RegExp(patient.lastName) }));

  await expectWizardStep(page, 'Enter referral information');
  const form = page.getByRole('form', { name: 'Referral information' });
  await tabTo(page, form.getByLabel('History', { exact: true }));
  await keyboard.type('Twisted it playing football in May.');
  await tabTo(page, form.getByLabel('Reason for referral', { exact: true }));
  await keyboard.type(reason);
  await audit.scan('/referral/add, step Enter referral information');
  await pressOn(page, form.getByRole('button', { name: 'Next' }));

  await expectWizardStep(page, 'Select clinician');
  await tabTo(page, page.getByRole('searchbox', { name: 'Filter clinicians' }));
  await keyboard.type('Raman');
  await audit.scan('/referral/add, step Select clinician');
  await pressOn(
    page,
    page.getByRole('button', { name: `Select ${ORTHOPAEDIC_SURGEON.name}`, exact: true }).first(),
  );

  await expectWizardStep(page, 'Review referral data');
  await audit.scan('/referral/add, step Review referral data');
  await pressOn(page, page.getByRole('button', { name: 'Send referral' }));
  const sent = page.getByRole('dialog', { name: 'Referral sent' });
  await expect(sent).toContainText('Your referral has been sent successfully!');
  await audit.scan('/referral/add, Referral sent');
  await pressOn(page, sent.getByRole('button', { name: 'OK' }));
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await referralsMadeWith(request, GP, reason)).toBe(1);
  expect(audit.found).toEqual([]);
});
