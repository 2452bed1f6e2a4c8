import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken } from './accounts';
import { CLINICIAN } from './ports';
import {
  addPatientOverApi,
  expandNewest,
  openReferralsMenu,
  openTab,
  type DemoClinician,
  type NewPatient,
} from './referrals';

// A referral's Conversation (issue 22): its one timeline, the composer and the file upload, as the
// journeys drive them. Each step is a function of its own, so a journey can add steps between them.

const authorised = (token: string) => ({ Authorization: `Token ${token}` });

interface ClinicianInformation {
  userProfile: { jobRole: { id: number }[] };
  clinicianProfiles: { id: number; userProfile: { jobRole: { id: number }[] } }[];
}

async function profileOf(request: APIRequestContext, token: string): Promise<ClinicianInformation> {
  const response = await request.get('/api/v1/user/clinician-information/', { headers: authorised(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ClinicianInformation;
}

/**
 * What the referrer did earlier: add `patient` and refer them to `to` (PENDING), over the API. Returns the
 * referral's id.
 */
export async function referOverApi(
  request: APIRequestContext,
  from: DemoClinician,
  to: DemoClinician,
  patient: NewPatient,
  reason: string,
): Promise<number> {
  const token = await apiToken(request, from.email, CLINICIAN.password);
  const patientId = await addPatientOverApi(request, from, patient);
  const sender = await profileOf(request, token);
  const receiver = await profileOf(request, await apiToken(request, to.email, CLINICIAN.password));
  const target = receiver.clinicianProfiles[0]!;
  const referral = await request.post('/api/v1/referrals/create/', {
    headers: authorised(token),
    data: {
      patientId,
      crpId: sender.clinicianProfiles[0]!.id,
      jobRoleId: target.userProfile.jobRole[0]!.id,
      mainDescription: reason,
      patientHistory: 'Referred for a conversation journey.',
      specifiedClinician: true,
      receiverCrpId: target.id,
    },
  });
  expect(referral.status(), await referral.text()).toBe(200);
  return ((await referral.json()) as { referral: { id: number } }).referral.id;
}

/**
 * Opens, from a Referrals menu entry and tab, the referral just sent there (the newest in the tab), and
 * checks by its reason that it is the one: before acceptance its receiver's bar does not name the patient.
 */
export async function openReferral(
  page: Page,
  menu: 'Referrals received' | 'Referrals made',
  tab: string,
  reason: string,
): Promise<Locator> {
  await openReferralsMenu(page, menu);
  return expandNewest(await openTab(page, tab), reason);
}

/** The Conversation section of an expanded referral. */
export const conversationOf = (bar: Locator): Locator => bar.getByRole('region', { name: 'Conversation' });

/** The timeline's entries, oldest first. */
export const timelineEntries = (bar: Locator): Locator =>
  conversationOf(bar).getByRole('list', { name: 'Referral timeline' }).getByRole('listitem');

/** The timeline reads, entry by entry, as `expected` (each a pattern for an entry's start, or its text). */
export async function expectTimeline(bar: Locator, expected: (string | RegExp)[]): Promise<void> {
  await expect(timelineEntries(bar)).toHaveText(
    expected.map((entry) => (typeof entry === 'string' ? new RegExp(`^${escape(entry)}`) : entry)),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message box of the Conversation. */
export const messageBox = (bar: Locator): Locator =>
  conversationOf(bar).getByRole('textbox', { name: 'Message' });

/** Types a message that names the patient: the composer warns and will not send it. */
export async function expectIdentityWarning(bar: Locator, text: string, words: string): Promise<void> {
  await messageBox(bar).fill(text);
  await expect(conversationOf(bar).getByRole('alert')).toContainText(`contains the patient's ${words}`);
  await expect(conversationOf(bar).getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
}

/** Writes a message and sends it with the keyboard (Ctrl+Enter); it appears last in the timeline. */
export async function sendMessage(bar: Locator, text: string): Promise<void> {
  await messageBox(bar).fill(text);
  await expect(conversationOf(bar).getByRole('alert')).toHaveCount(0);
  await messageBox(bar).press('Control+Enter');
  await expect(messageBox(bar)).toHaveValue('');
  await expect(timelineEntries(bar).last()).toContainText(text);
}
