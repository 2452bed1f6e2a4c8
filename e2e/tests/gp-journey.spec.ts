import { expect, test, type Page } from '@playwright/test';
import { addPatientThroughForm } from '../support/patientForm';
import { popupOpened } from '../support/popups';
import {
  badgeLabel,
  chooseClinicianInPicker,
  enterReferralInformation,
  expectWizardStep,
  GP,
  notificationCountOf,
  ORTHOPAEDIC_SURGEON,
  patientName,
  reviewAndSend,
  signInAs,
  uniquePatient,
  uniqueText,
  type NewPatient,
} from '../support/referrals';

/** The receiver's phone header: its badge link is named for the count, and there is none at 0. */
const phoneBadge = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^\d+ new referrals? or messages?$/ });

/** /patients/add, for a Manchester patient: M1 1AE is not in the sample, so the stand-in geocoder locates it. */
async function addManchesterPatient(page: Page, patient: NewPatient): Promise<void> {
  await page.goto('/patients');
  await page.getByRole('link', { name: 'Add new patient' }).click();
  await addPatientThroughForm(page, patient, 'm1 1ae');
  await expect(page).toHaveURL(/\/patients$/);
}

/** Step 2: "ortho" typed into Job role finds the specialty wherever it sits in the tree. */
async function findSpecialtyByTyping(page: Page, typed: string, option: string): Promise<void> {
  await expectWizardStep(page, 'Select clinician');
  const jobRole = page.getByRole('combobox', { name: 'Job role' });
  await jobRole.pressSequentially(typed);
  const choice = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`);
  await popupOpened(page, choice);
  await choice.click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('a GP adds a Manchester patient, refers them from the patient list, and the surgeon sees it on a phone', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const surgeonPhone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const receiver = await surgeonPhone.newPage();
    const before = await notificationCountOf(request, ORTHOPAEDIC_SURGEON);
    await signInAs(receiver, ORTHOPAEDIC_SURGEON);
    if (before === 0) await expect(phoneBadge(receiver)).toHaveCount(0);
    else await expect(phoneBadge(receiver)).toHaveAccessibleName(badgeLabel(before));

    const patient = uniquePatient('Beatrice');
    await signInAs(page, GP);
    await addManchesterPatient(page, patient);
    await page.getByPlaceholder('Search patient by name').fill(patient.lastName);
    await page.getByRole('link', { name: `Refer this patient: Mrs ${patientName(patient)}` }).click();
    await expect(page).toHaveURL(/\/referral\/patient-selected\/\d+\/add$/);
    await expect(page.getByText(`${patientName(patient)}, born ${patient.dobShown}`)).toBeVisible();

    const reason = uniqueText('Knee pain on stairs');
    await enterReferralInformation(page, 'Two years of worsening knee pain.', reason);
    await findSpecialtyByTyping(page, 'ortho', 'Consultant – Orthopaedic Surgery');
    await chooseClinicianInPicker(page, ORTHOPAEDIC_SURGEON);
    await reviewAndSend(page, { patient, clinician: ORTHOPAEDIC_SURGEON.name });

    // SPEC asks for the badge within 30 s without a reload; the header asks for the count every 20 s.
    await expect(phoneBadge(receiver)).toHaveAccessibleName(badgeLabel(before + 1), {
      timeout: 30_000,
    });
  } finally {
    await surgeonPhone.close();
  }
});
