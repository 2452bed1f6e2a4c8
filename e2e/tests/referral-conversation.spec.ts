import { expect, test } from '@playwright/test';
import {
  conversationOf,
  expectIdentityWarning,
  expectTimeline,
  openReferral,
  referOverApi,
  sendMessage,
} from '../support/conversation';
import {
  attachFile,
  expectImagePreview,
  expectPdfOpens,
  fileEntry,
  tinyPdf,
  tinyPng,
} from '../support/attachments';
import { waitForMail } from '../support/mailbox';
import {
  act,
  expectBadgeCount,
  GP,
  notificationCountOf,
  ORTHOPAEDIC_SURGEON,
  patientName,
  signInAs,
  switchUser,
  uniquePatient,
  uniqueText,
} from '../support/referrals';

// Issue 22: a message on a pending referral, the receiver's badge, the read mark, acceptance, and one
// timeline both sides see in order. Each step is a helper (support/conversation.ts), so steps such as
// attaching files slot in between.

test('a GP writes on a pending referral; the surgeon sees the badge, reads it, accepts, and both see one timeline', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const patient = uniquePatient('Rosalind');
  const reason = uniqueText('Hip pain at night');
  const message = uniqueText('Could you see her before the end of the month?');
  const letter = `${uniqueText('Clinic letter')}.pdf`;
  const xray = `${uniqueText('Hip X-ray')}.png`;
  const badgeBefore = await notificationCountOf(request, ORTHOPAEDIC_SURGEON);
  await referOverApi(request, GP, ORTHOPAEDIC_SURGEON, patient, reason);

  // The GP writes: naming the patient before acceptance is warned about and cannot be sent.
  await signInAs(page, GP);
  let bar = await openReferral(page, 'Referrals made', 'Pending', reason);
  await expectTimeline(bar, [`Referred by ${GP.name}`]);
  await expectIdentityWarning(bar, `${patientName(patient)} is in pain.`, 'name');
  await expectIdentityWarning(bar, `Born ${patient.dobShown}.`, 'date of birth');
  await sendMessage(bar, message);
  await expectTimeline(bar, [`Referred by ${GP.name}`, `Message from ${GP.name}`]);
  // …and attaches the clinic letter, a PDF: the surgeon reads it once they accept.
  await attachFile(bar, tinyPdf(letter));
  await expectTimeline(bar, [
    `Referred by ${GP.name}`,
    `Message from ${GP.name}`,
    `File added by ${GP.name}`,
  ]);
  await expectPdfOpens(page, bar, letter);

  // The surgeon is told by e-mail, without the patient or the message.
  const mail = await waitForMail(ORTHOPAEDIC_SURGEON.email, /has written on a referral on RefNet/);
  expect(mail.text).toContain(`${GP.name} has written a message on a referral between you`);
  for (const secret of [patient.firstName, patient.lastName, patient.dobShown, message]) {
    expect(mail.text).not.toContain(secret);
  }

  // The badge counts the new referral and the unread message; reading the thread takes the message off.
  await switchUser(page, GP, ORTHOPAEDIC_SURGEON);
  await expectBadgeCount(page, badgeBefore + 2);
  bar = await openReferral(page, 'Referrals received', 'New Referrals', reason);
  await expectTimeline(bar, [
    `Referred by ${GP.name}`,
    `Message from ${GP.name}`,
    `File added by ${GP.name}`,
  ]);
  await expect(conversationOf(bar)).toContainText(message);
  // Before accepting, the surgeon sees that a PDF is there, but neither its name nor a way to open it.
  await expect(fileEntry(bar, 'A PDF file')).toContainText('Shared with you once you accept the referral.');
  await expect(conversationOf(bar)).not.toContainText(letter);
  await expect(page.getByRole('main')).not.toContainText(patient.lastName);
  await expectBadgeCount(page, badgeBefore + 1);

  await act(page, bar, 'Accept', 'Referral accepted.');
  await expectBadgeCount(page, badgeBefore);
  bar = await openReferral(page, 'Referrals received', 'Accepted', reason);
  // Accepted: the letter opens, and the surgeon answers with an X-ray, a PNG.
  await expectPdfOpens(page, bar, letter);
  await attachFile(bar, tinyPng(xray));
  const inOrder = [
    `Referred by ${GP.name}`,
    `Message from ${GP.name}`,
    `File added by ${GP.name}`,
    `Accepted by ${ORTHOPAEDIC_SURGEON.name}`,
    `File added by ${ORTHOPAEDIC_SURGEON.name}`,
  ];
  await expectTimeline(bar, inOrder);
  await expectImagePreview(page, bar, xray);

  await switchUser(page, ORTHOPAEDIC_SURGEON, GP);
  bar = await openReferral(page, 'Referrals made', 'Accepted', reason);
  await expectTimeline(bar, inOrder);
  await expectImagePreview(page, bar, xray);
  // Accepted: the patient may now be named.
  await sendMessage(bar, `${patient.firstName} prefers mornings.`);
  await expectTimeline(bar, [...inOrder, `Message from ${GP.name}`]);
});
