import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { notificationSettings, referralUnreadNotices } from '../src/db/schema.js';
import { setUpTestAppWithMailbox, testConfig } from './helpers/app.js';
import { markRead, postMessage, timelineOf, unreadCount } from './helpers/conversation.js';
import {
  newReferralClinician,
  newReferralDelegate,
  sendReferral,
  REFERRAL_TEXT,
  type ReferralCaller,
  type ReferralClinician,
} from './helpers/referrals.js';
import type { ReceivedMessage, SmtpSink } from './helpers/smtp-sink.js';

let app: RefnetApp;
let db: Database;
let sink: SmtpSink;
setUpTestAppWithMailbox((started) => ({ app, db, sink } = started));

const PUBLIC_URL = testConfig().publicUrl.replace(/\/+$/, '');
const PATIENT = {
  firstName: 'Hermione',
  lastName: 'Strathallan',
  dob: '1959-11-02',
  patientReference: 'CONV-REF-311',
  primaryEmail: 'hermione.strathallan@conv.example',
};

let gp: ReferralClinician;
let eyes: ReferralClinician;

before(async () => {
  gp = await newReferralClinician(app, db, 'notice-gp');
  eyes = await newReferralClinician(app, db, 'notice-eyes');
});

async function pendingReferral() {
  const patient = await gp.patients.create(PATIENT);
  return sendReferral(gp, patient.id, eyes);
}

/** What `run` made the app send, once every message has been delivered. */
async function mailFrom(run: () => Promise<unknown>): Promise<ReceivedMessage[]> {
  await app.mailer.idle();
  const before = sink.messages.length;
  await run();
  await app.mailer.idle();
  return sink.messages.slice(before);
}

const to = (messages: readonly ReceivedMessage[], clinician: ReferralCaller) =>
  messages.filter((message) => message.recipients.includes(clinician.user.email));

/** The clinician's own switch on their profile (PUT /user/notifications/update/). */
async function setMessageFlag(clinician: ReferralClinician, value: boolean) {
  const response = await clinician.call('PUT', '/user/notifications/update/', {
    userProfileId: clinician.user.userProfileId,
    field: 'referralMessage',
    value,
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().notificationSettings.referralMessage, value);
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userProfileId, clinician.user.userProfileId));
  assert.equal(row?.referralMessage, value);
}

test('each message e-mails the other side only: who wrote and a link, nothing of the patient or the text', async () => {
  const referral = await pendingReferral();
  await eyes.call('POST', `/referrals/accept/${referral.id}/`);
  const body = 'Hermione Strathallan, born 02/11/1959: please call her on Monday.';
  const sent = await mailFrom(() => postMessage(gp, referral.id, body));
  assert.equal(sent.length, 1, 'one e-mail');
  const [email] = to(sent, eyes);
  assert.ok(email, 'the receiver is told');
  assert.equal(email.subject, 'Dr Test notice-gp has written on a referral on RefNet');
  assert.match(email.text, /Dr Test notice-gp has written a message on a referral between you/);
  assert.ok(email.text.includes(`${PUBLIC_URL}/referrals/inbound?referralType=inboundAccepted`), email.text);
  const text = `${email.subject}\n${email.text}`.toLowerCase();
  for (const value of [
    ...Object.values(PATIENT),
    '02/11/1959',
    'please call her',
    REFERRAL_TEXT.mainDescription,
  ]) {
    assert.ok(!text.includes(value.toLowerCase()), `the e-mail holds ${value}`);
  }

  const reply = await mailFrom(() => postMessage(eyes, referral.id, 'Will do.'));
  assert.deepEqual(
    reply.map((message) => message.recipients),
    [[gp.user.email]],
  );
  assert.ok(reply[0]!.text.includes(`${PUBLIC_URL}/referrals/outbound`), reply[0]!.text);
});

test('a delegate’s message is told as their clinician’s', async () => {
  const referral = await pendingReferral();
  const manager = await newReferralDelegate(app, db, 'notice-gp-manager', gp);
  const sent = await mailFrom(() => postMessage(manager, referral.id, 'From the practice.'));
  assert.equal(to(sent, eyes)[0]?.subject, 'Dr Test notice-gp has written on a referral on RefNet');
  assert.equal(to(sent, gp).length, 0);
});

test('referralMessage off: no e-mail, but the unread notice and the badge still come', async () => {
  const referral = await pendingReferral();
  await markRead(eyes, referral.id);
  const before = await unreadCount(eyes);
  await setMessageFlag(eyes, false);
  try {
    const sent = await mailFrom(() => postMessage(gp, referral.id, 'Quiet news.'));
    assert.deepEqual(sent, []);
    assert.equal(await unreadCount(eyes), before + 1);
  } finally {
    await setMessageFlag(eyes, true);
  }
  const sentAgain = await mailFrom(() => postMessage(gp, referral.id, 'Loud news.'));
  assert.equal(to(sentAgain, eyes).length, 1, 'turned on again, the e-mail comes');
});

test('the badge: up once per referral with news, down when the thread is read, by the clinician or a delegate', async () => {
  const first = await pendingReferral();
  const second = await pendingReferral();
  const delegate = await newReferralDelegate(app, db, 'notice-eyes-viewer', eyes, {
    permissionViewReferrals: true,
    permissionCreateReferrals: false,
    permissionManageReferrals: false,
  });
  for (const referral of [first, second]) await markRead(eyes, referral.id);
  const base = await unreadCount(eyes);
  const gpBase = await unreadCount(gp);

  await postMessage(gp, first.id, 'One.');
  assert.equal(await unreadCount(eyes), base + 1);
  await postMessage(gp, first.id, 'Two, same referral.');
  assert.equal(await unreadCount(eyes), base + 1, 'one notice per referral');
  await postMessage(gp, second.id, 'Three, another referral.');
  assert.equal(await unreadCount(eyes), base + 2);
  assert.equal(await unreadCount(delegate), base + 2, "the delegate sees their clinician's badge");
  assert.equal(await unreadCount(gp), gpBase, 'the writer is not told');

  // Reading the timeline changes nothing: only the read mark does.
  assert.equal((await timelineOf(eyes, first.id)).unread, true);
  assert.equal((await timelineOf(gp, first.id)).unread, false);
  assert.equal(await unreadCount(eyes), base + 2);
  assert.equal(await markRead(eyes, first.id), base + 1);
  assert.equal((await timelineOf(eyes, first.id)).unread, false);
  assert.equal(await unreadCount(eyes), base + 1);
  assert.equal(await markRead(delegate, second.id), base);
  assert.equal(await unreadCount(eyes), base);
  assert.equal(await markRead(eyes, second.id), base, 'reading again changes nothing');
});

test("the writer's own side gets no notice; the other side's reply raises the writer's badge", async () => {
  const referral = await pendingReferral();
  const before = await unreadCount(gp);
  await postMessage(gp, referral.id, 'Question?');
  assert.equal(await unreadCount(gp), before);
  await postMessage(eyes, referral.id, 'Answer.');
  assert.equal(await unreadCount(gp), before + 1);
  const notices = await db
    .select()
    .from(referralUnreadNotices)
    .where(eq(referralUnreadNotices.referralId, referral.id));
  assert.deepEqual(
    notices.map((notice) => notice.recipientUserProfileId).sort(),
    [gp.user.userProfileId, eyes.user.userProfileId].sort(),
  );
});

test('news on a referral that is then cancelled or rejected leaves the badge: no list shows it any more', async () => {
  const cancelledLater = await pendingReferral();
  const rejectedLater = await pendingReferral();
  for (const referral of [cancelledLater, rejectedLater]) await markRead(eyes, referral.id);
  const base = await unreadCount(eyes);
  await postMessage(gp, cancelledLater.id, 'About to cancel.');
  await postMessage(gp, rejectedLater.id, 'Please have a look.');
  assert.equal(await unreadCount(eyes), base + 2);

  const cancelled = await gp.call('DELETE', `/referrals/delete/${cancelledLater.id}/`);
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.equal(await unreadCount(eyes), base + 1);
  const rejected = await eyes.call('POST', `/referrals/reject/${rejectedLater.id}/`);
  assert.equal(rejected.statusCode, 200, rejected.body);
  assert.equal(await unreadCount(eyes), base);
});
