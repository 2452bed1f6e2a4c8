import { expect, test } from '@playwright/test';
import { LoginPage } from '../support/loginPage';
import { gradientPng } from '../support/pngImage';
import { CLINICIAN } from '../support/ports';
import { popupOpened } from '../support/popups';

const SURGEON = { email: 'orthopaedics@refnet.example', name: 'Priya Raman' };

test('a clinician crops and uploads a profile picture, which is then shown from the server', async ({
  page,
  request,
}) => {
  await new LoginPage(page).signInAndWaitForDashboard(SURGEON.email, CLINICIAN.password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Upload picture' }).click();

  const dialog = page.getByRole('dialog', { name: 'Upload a profile picture' });
  await popupOpened(page, dialog);
  await dialog
    .getByLabel(/Picture \(PNG or JPEG/)
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: gradientPng(800, 600) });
  await dialog.getByRole('button', { name: 'Upload' }).click();

  // Success closes the modal and reloads the page (SPEC §4); the picture now comes from the API.
  const picture = page.getByRole('img', { name: new RegExp(`Profile picture of .*${SURGEON.name}`) });
  await expect(picture).toBeVisible();
  const source = (await picture.getAttribute('src')) as string;
  expect(source).toMatch(/\/api\/v1\/profile-pictures\//);
  const served = await request.get(source);
  expect(served.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
  expect((await served.body()).length).toBeGreaterThan(1000);
});
