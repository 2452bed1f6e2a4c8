import { readFile } from 'node:fs/promises';
import { hideGlobalMessage } from '../support/globalMessage';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { serveFakeGoogleMaps } from '../support/fake-google-maps';
import {
  act,
  addPatientInWizard,
  addPatientOverApi,
  barsIn,
  barWith,
  chooseClinicianInPicker,
  chooseExistingPatient,
  enterReferralInformation,
  expand,
  expandNewest,
  expectBadgeCount,
  GP,
  MSK_PHYSIOTHERAPIST,
  notificationCountOf,
  openReferralsMenu,
  openTab,
  ORTHOPAEDIC_SURGEON,
  patientName,
  referralsMadeWith,
  reviewAndSend,
  setOpenToAll,
  signInAs,
  switchUser,
  uniquePatient,
  uniqueText,
  type NewPatient,
} from '../support/referrals';
import { popupOpened } from '../support/popups';

// The wizard's clinician step shows mf-clinicians' map: the Maps JavaScript API stand-in, never Google.
const test = base.extend<{ fakeMaps: void }>({
  fakeMaps: [async ({ page }, use) => use(void (await serveFakeGoogleMaps(page))), { auto: true }],
});
test.use({ geolocation: { latitude: 51.501009, longitude: -0.141588 }, permissions: ['geolocation'] });

const REFERRAL_TIME = /\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}/;

/** What the journey reads of a downloaded FHIR Bundle. */
type FhirBundle = { resourceType: string; type: string; entry: { resource: { resourceType: string } }[] };

/** The receiver sees neither the name nor the date of birth, only blurred placeholders (SPEC §4). */
async function expectPatientHidden(page: Page, bar: Locator, patient: NewPatient) {
  await expect(page.getByRole('main')).not.toContainText(patient.lastName);
  await expect(page.getByRole('main')).not.toContainText(patient.dobShown);
  await expect(page.getByRole('main')).not.toContainText(patient.email);
  const placeholders = bar.locator('[data-private-value] > [aria-hidden="true"]');
  await expect(placeholders.first()).toBeVisible();
  expect(await placeholders.count()).toBeGreaterThanOrEqual(4);
  for (const placeholder of await placeholders.all()) {
    await expect(placeholder).toHaveCSS('filter', /blur/);
  }
  await expect(bar).toContainText('Shown once you accept the referral');
}

/** The real details once accepted: name and date of birth on the bar, contacts in its details. */
async function expectPatientShown(bar: Locator, patient: NewPatient) {
  await expect(bar).toContainText(patientName(patient));
  await expect(bar).toContainText(patient.dobShown);
  await expect(bar.locator('[data-private-value]')).toHaveCount(0);
}

test('Dr Hart refers a new patient to Prof Raman, who accepts, books, marks DNA and sets it active; Dr Hart sees it accepted', async ({
  page,
  request,
}) => {
  // Two people, the wizard with a new patient and five list changes: more than the default 30 s.
  test.setTimeout(90_000);
  const patient = uniquePatient('Eleanor');
  const history = uniqueText('Right knee pain for six months, worse on stairs');
  const reason = uniqueText('Please assess for arthroscopy');
  const waitingBefore = await notificationCountOf(request, ORTHOPAEDIC_SURGEON);

  await signInAs(page, GP);
  await openReferralsMenu(page, 'Make referral');
  await addPatientInWizard(page, patient);
  await enterReferralInformation(page, history, reason);
  await chooseClinicianInPicker(page, ORTHOPAEDIC_SURGEON);
  await reviewAndSend(page, { patient, clinician: ORTHOPAEDIC_SURGEON.name });

  await switchUser(page, GP, ORTHOPAEDIC_SURGEON);
  await expectBadgeCount(page, waitingBefore + 1);
  await openReferralsMenu(page, 'Referrals received');
  const newReferrals = await openTab(page, 'New Referrals');
  const pending = await expandNewest(newReferrals, reason);
  await expect(pending).toContainText(GP.name);
  await expect(pending).toContainText('Not yet accepted');
  await expectPatientHidden(page, pending, patient);

  await act(page, pending, 'Accept', 'Referral accepted.');
  await expect(barWith(newReferrals, reason)).toHaveCount(0);
  await expectBadgeCount(page, waitingBefore);
  const accepted = await openTab(page, 'Accepted');
  const acceptedBar = await expand(barWith(accepted, patientName(patient)));
  await expectPatientShown(acceptedBar, patient);
  await expect(acceptedBar).toContainText(patient.email);
  await expect(acceptedBar).toContainText('NW1 2BU');

  await act(page, acceptedBar, 'Booked', 'Referral marked as booked.');
  const booked = await openTab(page, 'Booked');
  const bookedBar = await expand(barWith(booked, patientName(patient)));
  await expect(bookedBar).toContainText(reason);
  await act(page, bookedBar, 'DNA', 'Referral marked as did not attend.');
  await expect(barWith(booked, patientName(patient))).toHaveCount(0);

  const dna = await openTab(page, 'DNA');
  const dnaBar = await expand(barWith(dna, patientName(patient)));
  await act(page, dnaBar, 'Set active', 'Referral set active again.');
  await expect(barWith(dna, patientName(patient))).toHaveCount(0);
  await openTab(page, 'Accepted');
  await expect(barWith(accepted, patientName(patient))).toHaveCount(1);

  await switchUser(page, ORTHOPAEDIC_SURGEON, GP);
  await openReferralsMenu(page, 'Referrals made');
  const made = await openTab(page, 'Accepted');
  const sent = barWith(made, patientName(patient));
  await expect(sent.getByRole('link', { name: ORTHOPAEDIC_SURGEON.name })).toHaveAttribute(
    'href',
    /\/clinicians\/user\/\d+$/,
  );
  await expand(sent);
  await expect(sent).toContainText(reason);
  const timeline = sent.getByRole('list', { name: 'Referral timeline' });
  const entries = timeline.getByRole('listitem');
  await expect(entries).toHaveText([
    new RegExp(`^Referred by ${GP.name}`),
    new RegExp(`^Accepted by ${ORTHOPAEDIC_SURGEON.name}`),
    /^Booked by/,
    /^Marked as DNA by/,
    /^Set active \(DNA undone\) by/,
  ]);
  for (const entry of await entries.all()) await expect(entry).toContainText(REFERRAL_TIME);
  const acceptedAt = sent.locator('dt', { hasText: /^Accepted$/ }).locator('xpath=following-sibling::dd');
  await expect(acceptedAt).toHaveText(REFERRAL_TIME);
  // Dr Hart only follows the referral: no buttons of the receiver's views.
  await expect(sent.getByRole('button', { name: 'Booked', exact: true })).toHaveCount(0);

  // Issue 21: the referral as FHIR, saved under the server's name, with its history as Provenance.
  const downloading = page.waitForEvent('download');
  await sent.getByRole('button', { name: /^Download as FHIR, referral \d+$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^refnet-referral-\d+\.fhir\.json$/);
  const bundle = JSON.parse(await readFile(await download.path(), 'utf8')) as FhirBundle;
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const resourceTypes = bundle.entry.map((entry) => entry.resource.resourceType);
  expect(resourceTypes).toEqual(expect.arrayContaining(['ServiceRequest', 'Task', 'Patient']));
  expect(resourceTypes.filter((type) => type === 'Provenance')).toHaveLength(5);
});

test('Dr Hart sets a referral open to all MSK physiotherapists, and Mr Okafor accepts it', async ({
  page,
  request,
}) => {
  // Two people and the wizard's four steps: more than the default 30 s.
  test.setTimeout(90_000);
  const patient = uniquePatient('Margaret');
  await addPatientOverApi(request, GP, patient);
  const reason = uniqueText('Low back pain after lifting; please assess and treat');
  const waitingBefore = await notificationCountOf(request, MSK_PHYSIOTHERAPIST);

  await signInAs(page, GP);
  await openReferralsMenu(page, 'Make referral');
  await chooseExistingPatient(page, patient);
  await enterReferralInformation(page, 'No red flags. Paracetamol helps a little.', reason);
  await setOpenToAll(page, 'Physiotherapist', 'MSK');
  await reviewAndSend(page, { patient, clinician: 'Open to all MSK Physiotherapists' });

  await openReferralsMenu(page, 'Referrals made');
  const pendingMade = await openTab(page, 'Pending');
  const mine = barWith(pendingMade, patientName(patient));
  await expect(mine).toContainText('Open to all MSK Physiotherapists');

  await switchUser(page, GP, MSK_PHYSIOTHERAPIST);
  await expectBadgeCount(page, waitingBefore + 1);
  await openReferralsMenu(page, 'Referrals received');
  const open = await openTab(page, 'Open Referrals');
  const offered = await expandNewest(open, reason);
  await expect(offered).toContainText(GP.name);
  await expectPatientHidden(page, offered, patient);
  await expect(offered.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  await act(page, offered, 'Accept', 'Referral accepted.');
  await expect(barWith(open, reason)).toHaveCount(0);
  await expectBadgeCount(page, waitingBefore);
  const accepted = await openTab(page, 'Accepted');
  const claimed = await expand(barWith(accepted, patientName(patient)));
  await expectPatientShown(claimed, patient);
  await expect(claimed).toContainText(reason);
});

test('Dr Hart double-clicks Send and makes one referral, then cancels it before anyone accepts, and it leaves Pending', async ({
  page,
  request,
}) => {
  // The wizard's four steps, then the list: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const patient = uniquePatient('Ruth');
  await addPatientOverApi(request, GP, patient);
  const reason = uniqueText('Hip pain at night; please review');
  const waitingBefore = await notificationCountOf(request, ORTHOPAEDIC_SURGEON);

  await signInAs(page, GP);
  await openReferralsMenu(page, 'Make referral');
  await chooseExistingPatient(page, patient);
  await enterReferralInformation(page, 'Osteoarthritis on X-ray last year.', reason);
  await chooseClinicianInPicker(page, ORTHOPAEDIC_SURGEON);
  await reviewAndSend(page, { patient, clinician: ORTHOPAEDIC_SURGEON.name }, { doubleClick: true });
  expect(await referralsMadeWith(request, GP, reason)).toBe(1);
  expect(await notificationCountOf(request, ORTHOPAEDIC_SURGEON)).toBe(waitingBefore + 1);

  await openReferralsMenu(page, 'Referrals made');
  const pending = await openTab(page, 'Pending');
  await expect(barWith(pending, patientName(patient))).toHaveCount(1);
  const bar = await expand(barWith(pending, patientName(patient)));
  await expect(bar).toContainText(ORTHOPAEDIC_SURGEON.name);
  await bar.getByRole('button', { name: 'Cancel', exact: true }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: 'Cancel this referral?' });
  await popupOpened(page, confirm);
  await confirm.getByRole('button', { name: 'Cancel referral' }).click();
  await hideGlobalMessage(page, 'Referral cancelled.');

  await expect(barWith(pending, patientName(patient))).toHaveCount(0);
  await expect(barsIn(pending).filter({ hasText: reason })).toHaveCount(0);
  expect(await notificationCountOf(request, ORTHOPAEDIC_SURGEON)).toBe(waitingBefore);
});
