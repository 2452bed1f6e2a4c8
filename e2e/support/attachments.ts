import { expect, type Locator, type Page } from '@playwright/test';
import { conversationOf } from './conversation';
import { gradientPng } from './pngImage';
import { popupOpened } from './popups';

// Files on a referral (issue 22 item 2) as the journeys drive them: attach one in the Conversation, then
// preview an image or open a PDF from its timeline entry.

export interface JourneyFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A tiny but whole one-page PDF, which Chromium's viewer opens. */
export const tinyPdf = (name: string): JourneyFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
});

/** A small real PNG. */
export const tinyPng = (name: string): JourneyFile => ({
  name,
  mimeType: 'image/png',
  buffer: gradientPng(24, 16),
});

/** Attaches `file` with the Conversation's file picker and waits until it is stored. */
export async function attachFile(bar: Locator, file: JourneyFile): Promise<void> {
  const upload = conversationOf(bar).locator('.refnet-attachment-upload');
  await expect(upload.getByRole('button', { name: /Attach a file/ })).toBeVisible();
  await upload.locator('input[type="file"]').setInputFiles(file);
  await expect(upload).toContainText(`${file.name}: attached.`);
}

/** The timeline entry of the file named `name` (or, for a receiver who has not accepted, its stand-in). */
export const fileEntry = (bar: Locator, name: string): Locator =>
  conversationOf(bar).locator('.refnet-attachment-entry').filter({ hasText: name });

/** Previews an image from its entry: the dialog shows the picture, drawn from the file's bytes. */
export async function expectImagePreview(page: Page, bar: Locator, name: string): Promise<void> {
  await fileEntry(bar, name)
    .getByRole('button', { name: `Preview ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name });
  await popupOpened(page, dialog);
  const picture = dialog.getByRole('img', { name });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens a PDF from its entry: a new tab shows it from the file's bytes (the browser's own viewer). */
export async function expectPdfOpens(page: Page, bar: Locator, name: string): Promise<void> {
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    fileEntry(bar, name)
      .getByRole('button', { name: `Open ${name}` })
      .click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
}
