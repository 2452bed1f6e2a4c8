import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { CONVERSATION_MESSAGES } from '@refnet/contracts/conversation';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { count, eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { referralMessages } from '../src/db/schema.js';
import { REFERRAL_API_MESSAGES } from '../src/modules/referrals/messages.js';
import { CONVERSATION_API_MESSAGES } from '../src/modules/conversation/messages.js';
import { danger, setUpTestApp } from './helpers/app.js';
import { entryLabels, postMessage, postMessageRaw, staffCaller, timelineOf } from './helpers/conversation.js';
import {
  newReferralClinician,
  newReferralDelegate,
  sendReferral,
  type ReferralCaller,
  type ReferralClinician,
} from './helpers/referrals.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

/** The patient of these tests: unlike anyone else in the data. */
const PATIENT = { firstName: 'Perpetua', lastName: 'Gorringe-Vale', dob: '1968-03-14' };
/** A valid NHS number (its modulus 11 check digit is 9), as people write it. */
const NHS_NUMBER = '943 476 5919';

let gp: ReferralClinician;
let eyes: ReferralClinician;
let stranger: ReferralClinician;

before(async () => {
  gp = await newReferralClinician(app, db, 'conv-gp');
  eyes = await newReferralClinician(app, db, 'conv-eyes');
  stranger = await newReferralClinician(app, db, 'conv-stranger');
});

/** A new pending referral of a new patient (PATIENT's identity) from the GP to the eye clinician. */
async function pendingReferral() {
  const patient = await gp.patients.create(PATIENT);
  return sendReferral(gp, patient.id, eyes);
}

async function accept(referralId: number, as: ReferralCaller = eyes) {
  const response = await as.call('POST', `/referrals/accept/${referralId}/`);
  assert.equal(response.statusCode, 200, response.body);
}

/** The append-only trigger's refusal (drizzle wraps the database's error as its cause). */
const refusedAsARecord = (error: unknown) => {
  const cause = (error as { cause?: { message?: string; code?: string } }).cause;
  assert.equal(cause?.code, '23001', String(error));
  assert.match(cause?.message ?? '', /referral_messages rows are never changed or removed/);
  return true;
};

const messageCount = async () => (await db.select({ n: count() }).from(referralMessages))[0]!.n;

describe('posting and reading', () => {
  test('the sender writes, the receiver reads the thread after the created line, without the patient', async () => {
    const referral = await pendingReferral();
    const sent = await postMessage(gp, referral.id, 'Could you see them within two weeks?');
    assert.equal(sent.side, 'sender');
    assert.equal(sent.onBehalfOf, null);
    assert.equal(sent.actor.id, gp.user.userProfileId);
    const reply = await postMessage(eyes, referral.id, 'Yes, we have a slot on Tuesday.');
    assert.equal(reply.side, 'receiver');

    const seen = await timelineOf(eyes, referral.id);
    assert.deepEqual(entryLabels(seen), [
      'event:created',
      'message:Could you see them within two weeks?',
      'message:Yes, we have a slot on Tuesday.',
    ]);
    assert.equal(seen.viewer, 'receiver');
    assert.equal(seen.receiverHasAccepted, false);
    assert.equal(seen.canPost, true);
    assert.equal(seen.earlier, null);
    const text = JSON.stringify(seen).toLowerCase();
    for (const value of [PATIENT.firstName, PATIENT.lastName, PATIENT.dob]) {
      assert.ok(!text.includes(value.toLowerCase()), `the receiver's timeline holds ${value}`);
    }
    assert.deepEqual(entryLabels(await timelineOf(gp, referral.id)), entryLabels(seen));
  });

  test('the text is trimmed; empty, too long or control characters are refused with a sentence', async () => {
    const referral = await pendingReferral();
    assert.equal((await postMessage(gp, referral.id, '  Thank you.  \n')).body, 'Thank you.');
    const before = await messageCount();
    const empty = await postMessageRaw(gp, referral.id, '   ');
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json(), danger(CONVERSATION_MESSAGES.bodyMissing));
    const long = await postMessageRaw(gp, referral.id, 'x'.repeat(5001));
    assert.deepEqual([long.statusCode, long.json()], [400, danger(CONVERSATION_MESSAGES.bodyTooLong)]);
    assert.equal((await postMessageRaw(gp, referral.id, 'x'.repeat(5000))).statusCode, 200);
    const control = await postMessageRaw(gp, referral.id, 'a\u0000b');
    assert.equal(control.statusCode, 400, control.body);
    assert.equal(await messageCount(), before + 1);
  });
});

describe('redaction before acceptance', () => {
  const IDENTIFYING: [string, string][] = [
    ['Perpetua is anxious about the wait.', 'name'],
    ['Mrs gorringe-vale asked for an early slot.', 'name'],
    ['Born 14/03/1968.', 'date of birth'],
    ['DOB 14-03-1968', 'date of birth'],
    ['dob: 1968-03-14', 'date of birth'],
    ['Born on 14 March 1968', 'date of birth'],
    ['Born 14 Mar 1968', 'date of birth'],
    [`NHS no ${NHS_NUMBER}`, 'NHS number'],
    ['NHS 9434765919', 'NHS number'],
    ['Perpetua, 14/03/1968, NHS 9434765919', 'name, date of birth and NHS number'],
  ];

  test("the sender may not write the patient's name, date of birth or an NHS number: 400, nothing kept", async () => {
    const referral = await pendingReferral();
    const before = await messageCount();
    for (const [body, words] of IDENTIFYING) {
      const response = await postMessageRaw(gp, referral.id, body);
      assert.equal(response.statusCode, 400, body);
      assert.deepEqual(response.json(), danger(CONVERSATION_MESSAGES.identityBeforeAcceptance(words)), body);
    }
    assert.equal(await messageCount(), before);
    assert.deepEqual(entryLabels(await timelineOf(eyes, referral.id)), ['event:created']);
  });

  test('text that only looks alike passes: other words, other dates, numbers failing the check', async () => {
    const referral = await pendingReferral();
    for (const body of [
      'Perpetual review of the valves.',
      'Seen on 14/03/2024 and 15/03/1968.',
      'Reference 9434765918 (not an NHS number).',
      'Call 020 7946 0000.',
    ]) {
      await postMessage(gp, referral.id, body);
    }
  });

  test("the receiver's side is not checked: a refusal would tell them the patient's name", async () => {
    const referral = await pendingReferral();
    await postMessage(eyes, referral.id, 'Is this Mrs Vale from Perpetua Road?');
  });

  test('once the receiver has accepted, the sender may name the patient', async () => {
    const referral = await pendingReferral();
    await accept(referral.id);
    const entry = await postMessage(gp, referral.id, 'Perpetua Gorringe-Vale, born 14/03/1968.');
    assert.equal(entry.body, 'Perpetua Gorringe-Vale, born 14/03/1968.');
    const seen = await timelineOf(eyes, referral.id);
    assert.equal(seen.receiverHasAccepted, true);
    assert.deepEqual(entryLabels(seen), [
      'event:created',
      'event:accepted',
      'message:Perpetua Gorringe-Vale, born 14/03/1968.',
    ]);
  });

  test('a rejected or cancelled referral takes no more messages (409); the receiver who had accepted still had the identity', async () => {
    const rejectedAfterAccepting = await pendingReferral();
    await accept(rejectedAfterAccepting.id);
    const rejected = await eyes.call('POST', `/referrals/reject/${rejectedAfterAccepting.id}/`);
    assert.equal(rejected.statusCode, 200, rejected.body);
    const cancelledReferral = await pendingReferral();
    const cancelled = await gp.call('DELETE', `/referrals/delete/${cancelledReferral.id}/`);
    assert.equal(cancelled.statusCode, 200, cancelled.body);

    const before = await messageCount();
    for (const [as, referral] of [
      [gp, rejectedAfterAccepting],
      [eyes, rejectedAfterAccepting],
      [gp, cancelledReferral],
      [eyes, cancelledReferral],
    ] as const) {
      const response = await postMessageRaw(as, referral.id, 'One more thing.');
      assert.deepEqual(
        [response.statusCode, response.json()],
        [409, danger(CONVERSATION_API_MESSAGES.closed)],
      );
    }
    assert.equal(await messageCount(), before);
    const seen = await timelineOf(eyes, rejectedAfterAccepting.id);
    assert.deepEqual([seen.receiverHasAccepted, seen.canPost], [true, false]);
    assert.deepEqual(entryLabels(seen), ['event:created', 'event:accepted', 'event:rejected']);
    const cancelledSeen = await timelineOf(eyes, cancelledReferral.id);
    assert.deepEqual([cancelledSeen.receiverHasAccepted, cancelledSeen.canPost], [false, false]);
  });
});

describe('who may read and write', () => {
  test('delegates: reading needs viewReferrals, writing needs manage; a delegate writes for their clinician', async () => {
    const referral = await pendingReferral();
    const manager = await newReferralDelegate(app, db, 'conv-gp-manager', gp);
    const viewer = await newReferralDelegate(app, db, 'conv-gp-viewer', gp, {
      permissionViewReferrals: true,
      permissionCreateReferrals: false,
      permissionManageReferrals: false,
    });
    const blind = await newReferralDelegate(app, db, 'conv-gp-blind', gp, {
      permissionViewReferrals: false,
      permissionCreateReferrals: true,
      permissionManageReferrals: false,
    });

    const written = await postMessage(manager, referral.id, 'Written for the GP.');
    assert.equal(written.actor.id, manager.user.userProfileId);
    assert.equal(written.onBehalfOf?.id, gp.user.userProfileId);
    assert.equal(written.side, 'sender');

    assert.deepEqual(entryLabels(await timelineOf(viewer, referral.id)), [
      'event:created',
      'message:Written for the GP.',
    ]);
    const viewerPost = await postMessageRaw(viewer, referral.id, 'May I?');
    assert.deepEqual(
      [viewerPost.statusCode, viewerPost.json()],
      [403, danger(REFERRAL_API_MESSAGES.cannotManage)],
    );
    const blindRead = await blind.call('GET', `/referrals/${referral.id}/timeline/`);
    assert.deepEqual(
      [blindRead.statusCode, blindRead.json()],
      [403, danger(REFERRAL_API_MESSAGES.cannotViewReferrals)],
    );
    assert.equal((await blind.call('POST', `/referrals/${referral.id}/read/`)).statusCode, 403);
  });

  test('the redaction rule holds for the sender’s delegate too', async () => {
    const referral = await pendingReferral();
    const manager = await newReferralDelegate(app, db, 'conv-gp-manager-2', gp);
    assert.equal((await postMessageRaw(manager, referral.id, 'Perpetua called.')).statusCode, 400);
  });

  test("a stranger, a stranger's delegate and an unknown id: 404 on every route", async () => {
    const referral = await pendingReferral();
    const strangersDelegate = await newReferralDelegate(app, db, 'conv-stranger-delegate', stranger);
    const notFound = danger(REFERRAL_MESSAGES.notFound);
    for (const as of [stranger, strangersDelegate]) {
      for (const [method, url, payload] of [
        ['GET', `/referrals/${referral.id}/timeline/`, undefined],
        ['POST', `/referrals/${referral.id}/messages/`, { body: 'Hello' }],
        ['POST', `/referrals/${referral.id}/read/`, undefined],
        ['GET', '/referrals/2147483000/timeline/', undefined],
      ] as const) {
        const response = await as.call(method, url, payload);
        assert.deepEqual([response.statusCode, response.json()], [404, notFound], `${method} ${url}`);
      }
    }
  });

  test('staff have no part in a conversation: 403 on the two sides’ routes', async () => {
    const referral = await pendingReferral();
    const staff = await staffCaller(app);
    const read = await staff.call('GET', `/referrals/${referral.id}/timeline/`);
    assert.deepEqual([read.statusCode, read.json()], [403, danger(REFERRAL_API_MESSAGES.cliniciansOnly)]);
    assert.equal((await postMessageRaw(staff, referral.id, 'Staff here')).statusCode, 403);
  });

  test('an open referral: the sender may read but not write (409); role holders are no party until they claim it', async () => {
    const holder = await newReferralClinician(app, db, 'conv-holder', 'Dietitian');
    const patient = await gp.patients.create(PATIENT);
    const referral = await sendReferral(gp, patient.id, { openTo: holder.jobRoleId });

    const refused = await postMessageRaw(gp, referral.id, 'Anyone?');
    assert.deepEqual(
      [refused.statusCode, refused.json()],
      [409, danger(CONVERSATION_API_MESSAGES.openNotClaimed)],
    );
    const own = await timelineOf(gp, referral.id);
    assert.equal(own.canPost, false);
    assert.deepEqual(entryLabels(own), ['event:created']);
    assert.equal((await holder.call('GET', `/referrals/${referral.id}/timeline/`)).statusCode, 404);
    assert.equal((await postMessageRaw(holder, referral.id, 'Me?')).statusCode, 404);

    await accept(referral.id, holder);
    await postMessage(holder, referral.id, 'I have taken this on.');
    await postMessage(gp, referral.id, 'Thank you, Perpetua is expecting your call.');
    assert.deepEqual(entryLabels(await timelineOf(gp, referral.id)), [
      'event:created',
      'event:accepted',
      'message:I have taken this on.',
      'message:Thank you, Perpetua is expecting your call.',
    ]);
  });
});

describe('corrections and the record', () => {
  test('a correction names an earlier message of the same side on the same referral', async () => {
    const referral = await pendingReferral();
    const other = await pendingReferral();
    const original = await postMessage(gp, referral.id, 'The scan is on Monday.');
    const theirs = await postMessage(eyes, referral.id, 'Noted.');
    const elsewhere = await postMessage(gp, other.id, 'Elsewhere.');

    const correction = await postMessage(gp, referral.id, 'Correction: the scan is on Tuesday.', original.id);
    assert.equal(correction.correctsMessageId, original.id);
    const manager = await newReferralDelegate(app, db, 'conv-gp-corrector', gp);
    assert.equal(
      (await postMessage(manager, referral.id, 'And at 10:00.', original.id)).correctsMessageId,
      original.id,
    );

    const refusals: [number, string][] = [
      [theirs.id, CONVERSATION_MESSAGES.correctsOtherSide],
      [elsewhere.id, CONVERSATION_MESSAGES.correctsNotFound],
      [2147483000, CONVERSATION_MESSAGES.correctsNotFound],
    ];
    for (const [id, message] of refusals) {
      const response = await postMessageRaw(gp, referral.id, 'Correction.', id);
      assert.deepEqual([response.statusCode, response.json()], [400, danger(message)], String(id));
    }
    const timeline = await timelineOf(eyes, referral.id);
    const first = timeline.entries.find((entry) => entry.id === original.id && entry.kind === 'message');
    assert.equal(
      first?.kind === 'message' && first.body,
      'The scan is on Monday.',
      'the original stays as written',
    );
  });

  test('a correction is checked for the identity like any message', async () => {
    const referral = await pendingReferral();
    const original = await postMessage(gp, referral.id, 'See the letter.');
    assert.equal((await postMessageRaw(gp, referral.id, 'Perpetua’s letter.', original.id)).statusCode, 400);
  });

  test('messages can be neither changed nor removed, even in the database', async () => {
    const referral = await pendingReferral();
    const message = await postMessage(gp, referral.id, 'On the record.');
    await assert.rejects(
      db.update(referralMessages).set({ body: 'Rewritten.' }).where(eq(referralMessages.id, message.id)),
      refusedAsARecord,
    );
    await assert.rejects(
      db.delete(referralMessages).where(eq(referralMessages.id, message.id)),
      refusedAsARecord,
    );
    const [row] = await db.select().from(referralMessages).where(eq(referralMessages.id, message.id));
    assert.equal(row?.body, 'On the record.');
  });

  test('no route changes or removes a message', async () => {
    const referral = await pendingReferral();
    const message = await postMessage(gp, referral.id, 'Stays.');
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const url of [
        `/referrals/${referral.id}/messages/`,
        `/referrals/${referral.id}/messages/${message.id}/`,
      ]) {
        assert.equal((await gp.call(method, url, {})).statusCode, 404, `${method} ${url}`);
      }
    }
    const [row] = await db.select().from(referralMessages).where(eq(referralMessages.id, message.id));
    assert.equal(row?.body, 'Stays.');
  });
});
