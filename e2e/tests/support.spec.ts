import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { popupOpened } from '../support/popups';

test('a visitor sends a help request and it reaches the team by e-mail', async ({ page }) => {
  const subject = `Cannot find my registration e-mail ${Date.now()}`;
  await page.goto('/help');
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Contact e-mail').fill('grace.hopper@refnet.test');
  await page.getByLabel('Help request subject').fill(subject);
  await page.getByLabel('Request details').fill('I registered yesterday but the e-mail has not arrived.');
  await page.getByRole('button', { name: 'Send Request' }).click();
  const send = page.getByRole('dialog').getByRole('button', { name: 'Send' });
  await popupOpened(page, send);
  await send.click();
  await expect(page.getByText('Your help request has been sent.')).toBeVisible();

  const mail = await waitForMail('support@refnet.example', new RegExp(subject));
  expect(mail.replyTo).toContain('grace.hopper@refnet.test');
  expect(mail.text).toContain('I registered yesterday but the e-mail has not arrived.');
});

test('the policies show both V1.1 documents with a download, and the FAQ answers six questions', async ({
  page,
  request,
}) => {
  await page.goto('/policy');
  const terms = page.locator('iframe[title*="Terms"]');
  await expect(terms).toHaveAttribute('src', /v1\.1\.pdf$/);
  const pdf = await request.get((await terms.getAttribute('src')) as string);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByRole('link', { name: /download/i })).toHaveAttribute('download', /.*/);
  await page.getByRole('tab', { name: 'Cookies policy' }).click();
  await expect(page.locator('iframe[title*="Cookies"]')).toHaveAttribute('src', /cookies-v1\.1\.pdf$/);

  await page.goto('/faqs');
  const questions = page.getByRole('button', { expanded: false });
  await expect(questions).toHaveCount(6);
  await questions.first().click();
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
});
