import { expect, type Page } from '@playwright/test';
import { chooseOption } from './antdSelect';
import { hideGlobalMessage } from './globalMessage';
import type { NewPatient } from './referrals';

/**
 * Fills "Enter Patient Information" (on /patients/add or inside the wizard) for a female self-paying
 * patient living at `postcode`, and adds them. Consent opens up once the postcode is located.
 */
export async function addPatientThroughForm(
  page: Page,
  patient: NewPatient,
  postcode: string,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Enter Patient Information' });
  await expect(form).toBeVisible();
  await chooseOption(page, 'Title', 'Mrs');
  await form.getByLabel('First name').fill(patient.firstName);
  await form.getByLabel('Last name').fill(patient.lastName);
  await form.getByLabel('Date of birth').fill(patient.dobShown);
  await chooseOption(page, 'Sex', 'Female');
  await form.getByLabel('E-mail').fill(patient.email);
  await form.getByLabel('Phone number').fill(patient.phone);
  await form.getByLabel('Postcode').fill(postcode);
  await chooseOption(page, 'Insurance', 'Self-payer');
  const consent = form.getByRole('checkbox', { name: /Patient has given consent/ });
  await expect(consent).toBeEnabled();
  await consent.check();
  await form.getByRole('button', { name: 'Add patient' }).click();
  await hideGlobalMessage(page, 'Patient created successfully.');
}
