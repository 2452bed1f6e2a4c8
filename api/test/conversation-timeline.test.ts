import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { CONVERSATION_MESSAGES, TIMELINE_PAGE_SIZE } from '@refnet/contracts/conversation';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { referralAttachments } from '../src/db/schema.js';
import { danger, setUpTestApp } from './helpers/app.js';
import { entryLabels, postMessage, staffCaller, timelineOf } from './helpers/conversation.js';
import {
  newReferralClinician,
  newReferralDelegate,
  sendReferral,
  type ReferralClinician,
} from './helpers/referrals.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const PATIENT = { firstName: 'Wilhelmina', lastName: 'Ravenscroft', dob: '1944-07-19' };

let gp: ReferralClinician;
let eyes: ReferralClinician;

before(async () => {
  gp = await newReferralClinician(app, db, 'timeline-gp');
  eyes = await newReferralClinician(app, db, 'timeline-eyes');
});

async function pendingReferral() {
  const patient = await gp.patients.create(PATIENT);
  return sendReferral(gp, patient.id, eyes);
}

/** A file row as the attachments' upload writes it (the bytes are not needed for the timeline). */
async function attach(referralId: number, by: ReferralClinician, fileName: string) {
  const [row] = await db
    .insert(referralAttachments)
    .values({
      referralId,
      uploadedByUserProfileId: by.user.userProfileId,
      storageKey: `timeline-test-${referralId}-${fileName}`,
      fileName,
      contentType: 'application/pdf',
      sizeBytes: 2048,
      sha256: 'a'.repeat(64),
    })
    .returning({ id: referralAttachments.id });
  return row!.id;
}

test('one timeline in time order: state changes, messages and files, with who acted for whom', async () => {
  const referral = await pendingReferral();
  const manager = await newReferralDelegate(app, db, 'timeline-eyes-manager', eyes);
  await postMessage(gp, referral.id, 'Urgent, please.');
  await attach(referral.id, gp, 'letter.pdf');
  const accepted = await manager.call('POST', `/referrals/accept/${referral.id}/`);
  assert.equal(accepted.statusCode, 200, accepted.body);
  await postMessage(manager, referral.id, 'Booked for Friday.');

  for (const as of [gp, eyes]) {
    const timeline = await timelineOf(as, referral.id);
    assert.deepEqual(entryLabels(timeline), [
      'event:created',
      'message:Urgent, please.',
      'attachment:letter.pdf',
      'event:accepted',
      'message:Booked for Friday.',
    ]);
    const times = timeline.entries.map((entry) => Date.parse(entry.at));
    assert.deepEqual(
      times,
      [...times].sort((x, y) => x - y),
      'oldest first',
    );
    const [created, , file, accept, booked] = timeline.entries;
    assert.equal(created?.side, 'sender');
    assert.equal(file?.kind === 'attachment' && file.sizeBytes, 2048);
    assert.equal(accept?.side, 'receiver');
    assert.equal(accept?.actor.id, manager.user.userProfileId);
    assert.equal(accept?.onBehalfOf?.id, eyes.user.userProfileId);
    assert.equal(booked?.onBehalfOf?.id, eyes.user.userProfileId);
  }
});

test('before acceptance the receiver sees that a file is there, not its name (it may name the patient)', async () => {
  const referral = await pendingReferral();
  await attach(referral.id, gp, 'Ravenscroft letter.pdf');
  const [receivers] = (await timelineOf(eyes, referral.id)).entries.filter(
    (entry) => entry.kind === 'attachment',
  );
  assert.deepEqual(
    receivers?.kind === 'attachment' && [receivers.fileName, receivers.contentType, receivers.sizeBytes],
    [null, 'application/pdf', 2048],
  );
  assert.deepEqual(entryLabels(await timelineOf(gp, referral.id)), [
    'event:created',
    'attachment:Ravenscroft letter.pdf',
  ]);
  const accepted = await eyes.call('POST', `/referrals/accept/${referral.id}/`);
  assert.equal(accepted.statusCode, 200, accepted.body);
  assert.deepEqual(entryLabels(await timelineOf(eyes, referral.id)), [
    'event:created',
    'attachment:Ravenscroft letter.pdf',
    'event:accepted',
  ]);
});

test('paged on the server: the newest page first, then the ones before it, each entry once', async () => {
  const referral = await pendingReferral();
  const total = TIMELINE_PAGE_SIZE + 7;
  // Messages written in one statement share one instant: the id orders them.
  await db.execute(sql`insert into referral_messages (referral_id, author_user_profile_id, body)
    select ${referral.id}, ${gp.user.userProfileId}, 'Note ' || n from generate_series(1, ${total - 2}) n`);
  await postMessage(eyes, referral.id, 'Last word.');

  const newest = await timelineOf(eyes, referral.id);
  assert.equal(newest.entries.length, TIMELINE_PAGE_SIZE);
  assert.equal(entryLabels(newest).at(-1), 'message:Last word.');
  assert.ok(newest.earlier, 'there is an earlier page');
  const older = await timelineOf(eyes, referral.id, newest.earlier);
  assert.equal(older.earlier, null, 'the beginning');
  const all = [...entryLabels(older), ...entryLabels(newest)];
  assert.equal(all.length, total);
  assert.deepEqual(all, [
    'event:created',
    ...Array.from({ length: total - 2 }, (_, index) => `message:Note ${index + 1}`),
    'message:Last word.',
  ]);
});

test('a page that cannot exist is refused with a sentence', async () => {
  const referral = await pendingReferral();
  for (const before of ['nonsense', '2026-02-30T10:00:00.000000Z_1_3', '2026-03-01T10:00:00.000000Z_7_3']) {
    const response = await gp.call('GET', `/referrals/${referral.id}/timeline/?before=${before}`);
    assert.deepEqual(
      [response.statusCode, response.json()],
      [400, danger(CONVERSATION_MESSAGES.cursorInvalid)],
      before,
    );
  }
});

test('staff see any referral’s timeline: who and when, never a message’s text, a file’s name or the patient', async () => {
  const referral = await pendingReferral();
  const accepted = await eyes.call('POST', `/referrals/accept/${referral.id}/`);
  assert.equal(accepted.statusCode, 200, accepted.body);
  const message = await postMessage(gp, referral.id, 'Wilhelmina Ravenscroft, 19/07/1944, prefers mornings.');
  await postMessage(gp, referral.id, 'Correction: afternoons.', message.id);
  await attach(referral.id, gp, 'Ravenscroft-Wilhelmina-scan.pdf');

  const staff = await staffCaller(app);
  const timeline = await staff.timeline(referral.id);
  assert.deepEqual(
    timeline.entries.map((entry) => entry.kind),
    ['event', 'event', 'message', 'message', 'attachment'],
  );
  assert.deepEqual(timeline.entries[3], {
    kind: 'message',
    id: timeline.entries[3]!.id,
    at: timeline.entries[3]!.at,
    actor: timeline.entries[2]!.actor,
    onBehalfOf: null,
    side: 'sender',
    correctsMessageId: message.id,
  });
  const file = timeline.entries[4];
  assert.equal(
    file?.kind === 'attachment' && `${file.contentType} ${file.sizeBytes}`,
    'application/pdf 2048',
  );
  const text = JSON.stringify(timeline).toLowerCase();
  for (const value of ['wilhelmina', 'ravenscroft', '1944', 'mornings', 'afternoons', 'scan.pdf']) {
    assert.ok(!text.includes(value), `staff are shown "${value}"`);
  }

  const clinicianTry = await gp.call('GET', `/staff/referrals/${referral.id}/timeline/`);
  assert.equal(clinicianTry.statusCode, 403);
  const missing = await staff.call('GET', '/staff/referrals/2147483000/timeline/');
  assert.deepEqual([missing.statusCode, missing.json()], [404, danger(REFERRAL_MESSAGES.notFound)]);
});
