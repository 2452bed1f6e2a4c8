import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { hideGlobalMessage } from './globalMessage';
import { apiToken, logout } from './accounts';
import { chooseByKeyboard } from './antdSelect';
import { LoginPage } from './loginPage';
import { CLINICIAN } from './ports';
import { mainNavigation, openHeaderMenuItem } from './headerMenu';
import { addPatientThroughForm } from './patientForm';
import { popupOpened } from './popups';

/** What the header badge is called for `count`: referrals waiting plus referrals with unread messages. */
export const badgeLabel = (count: number) =>
  count === 1 ? '1 new referral or message' : `${count} new referrals or messages`;

export interface DemoClinician {
  email: string;
  /** As cards, bars and the audit trail name them. */
  name: string;
  /** As the account menu names them. */
  accountName: string;
}

/** Demo clinicians (api/src/db/seed/demo-data.ts) whose passwords and profiles no journey changes. */
export const GP: DemoClinician = {
  email: CLINICIAN.email,
  name: 'Dr Amelia Hart',
  accountName: CLINICIAN.name,
};
export const ORTHOPAEDIC_SURGEON: DemoClinician = {
  email: 'orthopaedics@refnet.example',
  name: 'Prof Priya Raman',
  accountName: 'Priya Raman',
};
export const MSK_PHYSIOTHERAPIST: DemoClinician = {
  email: 'physio@refnet.example',
  name: 'Mr James Okafor',
  accountName: 'James Okafor',
};

export interface NewPatient {
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd, as typed into the form. */
  dob: string;
  /** As the lists show it. */
  dobShown: string;
  email: string;
  phone: string;
}

/** A patient nobody else has: every journey refers its own, so no journey depends on another's data. */
export function uniquePatient(firstName: string): NewPatient {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return {
    firstName,
    lastName: `Referee${stamp}`,
    dob: '1961-04-17',
    dobShown: '17/04/1961',
    email: `${firstName.toLowerCase()}.${stamp}@example.org`,
    phone: '+44 7700 900123',
  };
}

export const patientName = (patient: NewPatient) => `${patient.firstName} ${patient.lastName}`;

/** Text a referral carries that appears nowhere else, to find it in a list. */
export const uniqueText = (what: string) => `${what} (e2e ${Date.now().toString(36)})`;

export async function signInAs(page: Page, clinician: DemoClinician): Promise<void> {
  await new LoginPage(page).signInAndWaitForDashboard(clinician.email, CLINICIAN.password);
}

export async function switchUser(page: Page, from: DemoClinician, to: DemoClinician): Promise<void> {
  await logout(page, from.accountName);
  await signInAs(page, to);
}

const authorised = (token: string) => ({ Authorization: `Token ${token}` });

/** What the clinician did earlier on the Patients screen: add a self-paying patient in NW1 2BU; its id. */
export async function addPatientOverApi(
  request: APIRequestContext,
  clinician: DemoClinician,
  patient: NewPatient,
): Promise<number> {
  const token = await apiToken(request, clinician.email, CLINICIAN.password);
  const response = await request.post('/api/v1/patient/create/', {
    headers: authorised(token),
    multipart: {
      title: 'Mrs',
      firstName: patient.firstName,
      lastName: patient.lastName,
      patientReference: '',
      dob: patient.dob,
      sex: 'Female',
      primaryEmail: patient.email,
      primaryPhoneNumber: patient.phone,
      firstLine: '',
      city: '',
      postcode: 'NW1 2BU',
      isSelfPayer: 'true',
      insuranceProviderId: '0',
      consent: 'true',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { currentPatient: { patient: { id: number } } }).currentPatient.patient
    .id;
}

/**
 * The header badge's count as the server counts it (a journey's baseline): referrals waiting for the
 * clinician's decision and referrals with a message or file they have not read (issue 22).
 */
export async function notificationCountOf(
  request: APIRequestContext,
  clinician: DemoClinician,
): Promise<number> {
  const token = await apiToken(request, clinician.email, CLINICIAN.password);
  const response = await request.get('/api/v1/referrals/referral-notifications/', {
    headers: authorised(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  const counts = (await response.json()) as { nReferrals: number; nUnreadConversations?: number };
  return counts.nReferrals + (counts.nUnreadConversations ?? 0);
}

/** The red badge on the header's Referrals menu: its label says the count; there is none at 0. */
export async function expectBadgeCount(page: Page, count: number): Promise<void> {
  const badge = mainNavigation(page).getByLabel(/^\d+ new referrals? or messages?$/);
  if (count === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveAttribute('aria-label', badgeLabel(count));
}

type ReferralsMenuItem = 'Make referral' | 'Referrals received' | 'Referrals made';

const LIST_HEADINGS: Record<Exclude<ReferralsMenuItem, 'Make referral'>, string> = {
  'Referrals received': 'Referrals Received',
  'Referrals made': 'Referrals Made',
};

/**
 * Opens an entry of the header's Referrals menu. Its title is found by text: the badge's label ("5 new
 * referrals") is all a screen reader gets as the title's name.
 */
export async function openReferralsMenu(page: Page, item: ReferralsMenuItem): Promise<void> {
  const heading = item === 'Make referral' ? 'Make a referral' : LIST_HEADINGS[item];
  await openHeaderMenuItem(page, { title: /^Referrals/, item, heading });
}

// ---------- The referral wizard (SPEC §2.11) ----------

export async function expectWizardStep(page: Page, title: string): Promise<void> {
  await expect(page.locator('#wizard-step-title')).toHaveText(title);
}

/** Step 0: "Add new patient" opens mf-patients' form inside the wizard; saving it chooses the patient. */
export async function addPatientInWizard(page: Page, patient: NewPatient): Promise<void> {
  await expectWizardStep(page, 'Select patient to refer');
  await page.getByRole('button', { name: 'Add new patient' }).click();
  await addPatientThroughForm(page, patient, 'nw1 2bu');
}

/** Step 0: one of the clinician's patients, found by name; choosing them advances. */
export async function chooseExistingPatient(page: Page, patient: NewPatient): Promise<void> {
  await expectWizardStep(page, 'Select patient to refer');
  await page.getByRole('textbox', { name: 'Search patient by name' }).fill(patient.lastName);
  await page
    .getByRole('list', { name: 'Your patients' })
    .getByRole('button', { name: new RegExp(patient.lastName) })
    .click();
}

/** Step 1: History and Reason for referral, each with its counter out of 1500; Next. */
export async function enterReferralInformation(page: Page, history: string, reason: string) {
  await expectWizardStep(page, 'Enter referral information');
  const form = page.getByRole('form', { name: 'Referral information' });
  const next = form.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await form.getByLabel('History', { exact: true }).fill(history);
  await expect(form).toContainText(`${history.length} / 1500`);
  await expect(next).toBeDisabled();
  await form.getByLabel('Reason for referral', { exact: true }).fill(reason);
  await expect(form).toContainText(`${reason.length} / 1500`);
  await next.click();
}

/**
 * Step 2: the clinician from mf-clinicians' picker (map and cards), found by surname; Select advances. A
 * clinician has a card per clinic, nearest the patient first: the first is chosen.
 */
export async function chooseClinicianInPicker(page: Page, clinician: DemoClinician): Promise<void> {
  await expectWizardStep(page, 'Select clinician');
  await page.getByRole('searchbox', { name: 'Filter clinicians' }).fill(clinician.name.split(' ').at(-1)!);
  await page
    .getByRole('button', { name: `Select ${clinician.name}`, exact: true })
    .first()
    .click();
}

/** Step 2: the job role down to its leaf, then "Set open to all suitable clinicians", which advances. */
export async function setOpenToAll(page: Page, role: string, specialty: string): Promise<void> {
  await expectWizardStep(page, 'Select clinician');
  const setOpen = page.getByRole('button', { name: 'Set open to all suitable clinicians' });
  await expect(setOpen).toBeDisabled();
  await chooseByKeyboard(page, 'Job role', role);
  await chooseByKeyboard(page, 'Specialty', specialty);
  await setOpen.click();
}

/**
 * The review (last step): what will be sent, then Send (double-clicked, as an impatient user might, when
 * asked), the success popup, and its OK to the dashboard.
 */
export async function reviewAndSend(
  page: Page,
  expected: { patient: NewPatient; clinician: string },
  { doubleClick = false } = {},
) {
  await expectWizardStep(page, 'Review referral data');
  const summary = page.locator('.ant-descriptions');
  await expect(summary).toContainText(`${patientName(expected.patient)} (${expected.patient.dobShown})`);
  await expect(summary).toContainText(expected.clinician);
  const send = page.getByRole('button', { name: 'Send referral' });
  if (doubleClick) await send.dblclick();
  else await send.click();
  const popup = page.getByRole('dialog', { name: 'Referral sent' });
  await expect(popup).toContainText('Your referral has been sent successfully!');
  await popupOpened(page, popup);
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The referrals `clinician` has made whose reason for referral is `reason`, as the server lists them. */
export async function referralsMadeWith(
  request: APIRequestContext,
  clinician: DemoClinician,
  reason: string,
): Promise<number> {
  const token = await apiToken(request, clinician.email, CLINICIAN.password);
  const response = await request.get('/api/v1/referrals/list/outbound', { headers: authorised(token) });
  expect(response.status(), await response.text()).toBe(200);
  const { referralsMade } = (await response.json()) as {
    referralsMade: Record<string, { mainDescription: string }[]>;
  };
  return Object.values(referralsMade)
    .flat()
    .filter((referral) => referral.mainDescription === reason).length;
}

// ---------- The referral lists (SPEC §2.7–2.9) ----------

export async function openTab(page: Page, tab: string): Promise<Locator> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel').filter({ visible: true });
}

/** The bars of the tab shown, newest first (the lists' default order). */
export const barsIn = (panel: Locator): Locator =>
  panel.getByRole('rowgroup').filter({ has: panel.page().getByRole('button', { name: /details$/ }) });

export const barWith = (panel: Locator, text: string | RegExp): Locator =>
  barsIn(panel).filter({ hasText: text });

/** Opens a bar (Show details) and waits for its details. */
export async function expand(bar: Locator): Promise<Locator> {
  await bar.getByRole('button', { name: 'Show details' }).click();
  await expect(bar.getByRole('button', { name: 'Hide details' })).toBeVisible();
  return bar;
}

/**
 * The newest bar of the tab, opened: a referral just sent is the newest in its tab, and its own text says
 * it is the one (the demo referrals are days old).
 */
export async function expandNewest(panel: Locator, reason: string): Promise<Locator> {
  const bar = await expand(barsIn(panel).first());
  await expect(bar).toContainText(reason);
  return bar;
}

/** Clicks a bar's button, and hides the server's answer. */
export async function act(page: Page, bar: Locator, button: string, answer: string): Promise<void> {
  await bar.getByRole('button', { name: button, exact: true }).click();
  await hideGlobalMessage(page, answer);
}
