import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  REFERRAL_MESSAGES,
  acceptRejectResponseSchema,
  cancelReferralResponseSchema,
  completeDnaResponseSchema,
  type Referral,
} from '@refnet/contracts/referrals';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { clinicianRoleProfiles, patients } from '../src/db/schema.js';
import { REFERRAL_API_MESSAGES } from '../src/modules/referrals/messages.js';
import { danger, setUpTestApp } from './helpers/app.js';
import {
  eventRows,
  jobRoleIdOf,
  newReferral,
  newReferralClinician,
  newReferralDelegate,
  referralRow,
  referralTableCounts,
  type ReferralCaller,
} from './helpers/referrals.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const NOT_FOUND = danger(REFERRAL_MESSAGES.notFound);
const ids = (referrals: readonly Referral[]) => referrals.map((referral) => referral.id);

const accept = (as: ReferralCaller, id: number) => as.call('POST', `/referrals/accept/${id}/`);
const reject = (as: ReferralCaller, id: number) => as.call('POST', `/referrals/reject/${id}/`);
const complete = (as: ReferralCaller, id: number, toComplete: boolean) =>
  as.call('POST', `/referrals/complete/${id}/`, { toComplete });
const dna = (as: ReferralCaller, id: number, toDna: boolean) =>
  as.call('POST', `/referrals/dna/${id}/`, { toDna });
const cancel = (as: ReferralCaller, id: number) => as.call('DELETE', `/referrals/delete/${id}/`);

/** The call is refused with `status` and `body`, and nothing is written. */
async function assertRefused(call: () => ReturnType<typeof accept>, status: number, body: unknown) {
  const before = await referralTableCounts(app);
  const response = await call();
  assert.equal(response.statusCode, status, response.body);
  assert.deepEqual(response.json(), body);
  assert.deepEqual(await referralTableCounts(app), before);
}

describe('referral transitions (SPEC §4)', () => {
  test('the named receiver accepts, books, marks DNA and sets active; each step is answered and audited', async () => {
    const sender = await newReferralClinician(app, db, 'flow.sender');
    const receiver = await newReferralClinician(app, db, 'flow.receiver');
    const { id } = await newReferral(sender, receiver);

    const accepted = await accept(receiver, id);
    assert.equal(accepted.statusCode, 200, accepted.body);
    const acceptAnswer = acceptRejectResponseSchema.parse(accepted.json());
    assert.deepEqual(acceptAnswer.message, { variant: 'success', message: REFERRAL_MESSAGES.accepted });
    assert.deepEqual(ids(acceptAnswer.accepted), [id]);
    assert.deepEqual(ids(acceptAnswer.waiting), []);
    let row = await referralRow(db, id);
    assert.equal(row.status, 'ACCEPTED');
    assert.ok(row.acceptedOn);

    const booked = completeDnaResponseSchema.parse((await complete(receiver, id, true)).json());
    assert.deepEqual(booked.message.message, REFERRAL_MESSAGES.booked);
    assert.deepEqual([ids(booked.accepted), ids(booked.booked), ids(booked.dna)], [[], [id], []]);
    row = await referralRow(db, id);
    assert.equal(row.status, 'BOOKED');
    assert.ok(row.completedOn);

    const dnaAnswer = completeDnaResponseSchema.parse((await dna(receiver, id, true)).json());
    assert.equal(dnaAnswer.message.message, REFERRAL_MESSAGES.dna);
    assert.deepEqual([ids(dnaAnswer.booked), ids(dnaAnswer.dna)], [[], [id]]);
    row = await referralRow(db, id);
    assert.equal(row.status, 'DNA');
    assert.ok(row.dnaOn);
    assert.equal(row.completedOn, null);

    const active = completeDnaResponseSchema.parse((await dna(receiver, id, false)).json());
    assert.equal(active.message.message, REFERRAL_MESSAGES.setActive);
    assert.deepEqual(ids(active.accepted), [id]);
    row = await referralRow(db, id);
    assert.deepEqual([row.status, row.dnaOn, row.completedOn], ['ACCEPTED', null, null]);

    assert.equal((await complete(receiver, id, true)).statusCode, 200);
    const unbooked = completeDnaResponseSchema.parse((await complete(receiver, id, false)).json());
    assert.deepEqual(ids(unbooked.accepted), [id]);
    assert.equal((await referralRow(db, id)).status, 'ACCEPTED');

    const trail = await eventRows(db, id);
    assert.deepEqual(
      trail.map((event) => [event.action, event.fromStatus, event.toStatus]),
      [
        ['created', null, 'PENDING'],
        ['accepted', 'PENDING', 'ACCEPTED'],
        ['booked', 'ACCEPTED', 'BOOKED'],
        ['dna', 'BOOKED', 'DNA'],
        ['undna', 'DNA', 'ACCEPTED'],
        ['booked', 'ACCEPTED', 'BOOKED'],
        ['unbooked', 'BOOKED', 'ACCEPTED'],
      ],
    );
    assert.ok(trail.slice(1).every((event) => event.actorUserProfileId === receiver.user.userProfileId));
    assert.ok(trail.every((event) => event.onBehalfOfUserProfileId === null));
  });

  test('wrong-state transitions are 409 with a sentence naming the action and the state', async () => {
    const sender = await newReferralClinician(app, db, 'state.sender');
    const receiver = await newReferralClinician(app, db, 'state.receiver');
    const { id } = await newReferral(sender, receiver);
    await assertRefused(
      () => complete(receiver, id, true),
      409,
      danger('This referral is pending: it cannot be marked as booked.'),
    );
    await assertRefused(
      () => dna(receiver, id, false),
      409,
      danger('This referral is pending: it cannot be set active.'),
    );
    assert.equal((await accept(receiver, id)).statusCode, 200);
    await assertRefused(
      () => accept(receiver, id),
      409,
      danger('This referral is accepted: it cannot be accepted.'),
    );
    await assertRefused(
      () => cancel(sender, id),
      409,
      danger('This referral is accepted: it cannot be cancelled.'),
    );
    assert.equal((await complete(receiver, id, true)).statusCode, 200);
    await assertRefused(
      () => accept(receiver, id),
      409,
      danger('This referral is booked: it cannot be accepted.'),
    );
    await assertRefused(
      () => reject(receiver, id),
      409,
      danger('This referral is booked: it cannot be rejected.'),
    );
    await assertRefused(
      () => accept(sender, id),
      409,
      danger('Only the receiving clinician can accept this referral.'),
    );
  });

  test('the receiver rejects a pending or an accepted referral; it leaves every group', async () => {
    const sender = await newReferralClinician(app, db, 'reject.sender');
    const receiver = await newReferralClinician(app, db, 'reject.receiver');
    const pending = await newReferral(sender, receiver);
    const answer = acceptRejectResponseSchema.parse((await reject(receiver, pending.id)).json());
    assert.equal(answer.message.message, REFERRAL_MESSAGES.rejected);
    assert.ok(!ids([...answer.waiting, ...answer.accepted, ...answer.open]).includes(pending.id));
    const row = await referralRow(db, pending.id);
    assert.equal(row.status, 'REJECTED');
    assert.ok(row.rejectedOn);

    const accepted = await newReferral(sender, receiver);
    assert.equal((await accept(receiver, accepted.id)).statusCode, 200);
    assert.equal((await reject(receiver, accepted.id)).statusCode, 200);
    const rejectedAfterAccepting = await referralRow(db, accepted.id);
    assert.equal(rejectedAfterAccepting.status, 'REJECTED');
    assert.ok(rejectedAfterAccepting.acceptedOn, 'acceptedOn is kept');
  });

  test('the sender cancels a pending or an open referral; the answer is their waiting group', async () => {
    const sender = await newReferralClinician(app, db, 'cancel.sender');
    const receiver = await newReferralClinician(app, db, 'cancel.receiver');
    const kept = await newReferral(sender, receiver);
    const pending = await newReferral(sender, receiver);
    const open = await newReferral(sender, { openTo: await jobRoleIdOf(db, 'Paramedic') });

    await assertRefused(
      () => cancel(receiver, pending.id),
      409,
      danger('Only the referring clinician can cancel this referral.'),
    );
    const answer = cancelReferralResponseSchema.parse((await cancel(sender, pending.id)).json());
    assert.equal(answer.message.message, REFERRAL_MESSAGES.cancelled);
    assert.deepEqual(ids(answer.waiting), [open.id, kept.id]);
    const openAnswer = cancelReferralResponseSchema.parse((await cancel(sender, open.id)).json());
    assert.deepEqual(ids(openAnswer.waiting), [kept.id]);
    for (const id of [pending.id, open.id]) {
      const row = await referralRow(db, id);
      assert.equal(row.status, 'CANCELLED');
      assert.ok(row.cancelledOn);
    }
    assert.equal((await referralRow(db, open.id)).targetCrpId, null);
    await assertRefused(
      () => cancel(sender, pending.id),
      409,
      danger('This referral is cancelled: it cannot be cancelled.'),
    );
  });

  test('an open referral is claimed by a role holder, whose first role profile becomes the target', async () => {
    const sender = await newReferralClinician(app, db, 'claim.sender');
    const holder = await newReferralClinician(app, db, 'claim.holder', 'Dental Hygienist');
    const open = await newReferral(sender, { openTo: holder.jobRoleId });

    await assertRefused(
      () => reject(holder, open.id),
      409,
      danger('Only the receiving clinician can reject this referral.'),
    );
    const answer = acceptRejectResponseSchema.parse((await accept(holder, open.id)).json());
    assert.deepEqual(ids(answer.accepted), [open.id]);
    assert.ok(!ids(answer.open).includes(open.id));
    const claimed = answer.accepted[0]!;
    assert.equal(claimed.targetClinician?.id, holder.crpId);
    assert.equal(claimed.specifiedClinician, false);
    const row = await referralRow(db, open.id);
    assert.deepEqual([row.status, row.targetCrpId], ['ACCEPTED', holder.crpId]);
    // Now the holder is its receiver: they book it like any other.
    assert.equal((await complete(holder, open.id, true)).statusCode, 200);
  });

  test('a referral that is not yours is 404, whatever it is asked', async () => {
    const sender = await newReferralClinician(app, db, 'stranger.sender');
    const receiver = await newReferralClinician(app, db, 'stranger.receiver');
    const stranger = await newReferralClinician(app, db, 'stranger.other', 'Oral Surgeon');
    // Holds the job role of the named referral, but is not named: still a stranger to it.
    const sameRole = await newReferralClinician(app, db, 'stranger.samerole');
    const named = await newReferral(sender, receiver);
    const open = await newReferral(sender, { openTo: receiver.jobRoleId });
    for (const who of [stranger, sameRole]) {
      await assertRefused(() => accept(who, named.id), 404, NOT_FOUND);
      await assertRefused(() => cancel(who, named.id), 404, NOT_FOUND);
      await assertRefused(() => complete(who, named.id, true), 404, NOT_FOUND);
    }
    await assertRefused(() => accept(stranger, open.id), 404, NOT_FOUND);
    await assertRefused(() => accept(stranger, 2_000_000), 404, NOT_FOUND);
  });

  test('a delegate manages for their clinician only with permissionManageReferrals', async () => {
    const sender = await newReferralClinician(app, db, 'delegated.sender');
    const receiver = await newReferralClinician(app, db, 'delegated.receiver');
    const allowed = await newReferralDelegate(app, db, 'delegated.allowed', receiver);
    const refused = await newReferralDelegate(app, db, 'delegated.refused', receiver, {
      permissionManageReferrals: false,
    });
    const { id } = await newReferral(sender, receiver);
    await assertRefused(() => accept(refused, id), 403, danger(REFERRAL_API_MESSAGES.cannotManage));
    assert.equal((await accept(allowed, id)).statusCode, 200);
    const [, acceptedEvent] = await eventRows(db, id);
    assert.equal(acceptedEvent?.actorUserProfileId, allowed.user.userProfileId);
    assert.equal(acceptedEvent?.onBehalfOfUserProfileId, receiver.user.userProfileId);
  });

  test('a delegate who may manage but not view referrals is answered without any referral', async () => {
    const sender = await newReferralClinician(app, db, 'blind.sender');
    const receiver = await newReferralClinician(app, db, 'blind.receiver');
    const blind = await newReferralDelegate(app, db, 'blind.delegate', receiver, {
      permissionViewReferrals: false,
    });
    const kept = await newReferral(sender, receiver);
    const toReject = await newReferral(sender, receiver);
    const toBook = await newReferral(sender, receiver);
    for (const { id } of [kept, toBook]) assert.equal((await accept(receiver, id)).statusCode, 200);
    const surname = (await sender.patients.create()).lastName;

    const rejected = await reject(blind, toReject.id);
    assert.equal(rejected.statusCode, 200, rejected.body);
    const rejectAnswer = acceptRejectResponseSchema.parse(rejected.json());
    assert.equal(rejectAnswer.message.message, REFERRAL_MESSAGES.rejected);
    assert.deepEqual([rejectAnswer.waiting, rejectAnswer.accepted, rejectAnswer.open], [[], [], []]);
    assert.ok(!rejected.body.includes(surname));

    const booked = await complete(blind, toBook.id, true);
    assert.equal(booked.statusCode, 200, booked.body);
    const bookAnswer = completeDnaResponseSchema.parse(booked.json());
    assert.equal(bookAnswer.message.message, REFERRAL_MESSAGES.booked);
    assert.deepEqual([bookAnswer.accepted, bookAnswer.booked, bookAnswer.dna], [[], [], []]);
    assert.ok(!booked.body.includes(surname));
    assert.equal((await referralRow(db, toBook.id)).status, 'BOOKED');
  });

  test('a removed patient’s referral is not found: it cannot be set active, booked or cancelled', async () => {
    const sender = await newReferralClinician(app, db, 'removed.sender');
    const receiver = await newReferralClinician(app, db, 'removed.receiver');
    const booked = await newReferral(sender, receiver);
    assert.equal((await accept(receiver, booked.id)).statusCode, 200);
    assert.equal((await complete(receiver, booked.id, true)).statusCode, 200);
    const removed = await sender.patients.call('DELETE', `/patient/delete/${booked.patient.id}/`);
    assert.equal(removed.statusCode, 200, removed.body);
    await assertRefused(() => complete(receiver, booked.id, false), 404, NOT_FOUND);
    await assertRefused(() => dna(receiver, booked.id, true), 404, NOT_FOUND);
    assert.equal((await referralRow(db, booked.id)).status, 'BOOKED');

    // Removed behind the app's back (removal refuses referrals in progress): still not found.
    const pending = await newReferral(sender, receiver);
    await db.update(patients).set({ patientActive: false }).where(eq(patients.id, pending.patient.id));
    await assertRefused(() => cancel(sender, pending.id), 404, NOT_FOUND);
    await assertRefused(() => accept(receiver, pending.id), 404, NOT_FOUND);
  });

  test('a role holder whose role profiles are all paused cannot accept an open referral: not found', async () => {
    const sender = await newReferralClinician(app, db, 'paused.sender');
    const holder = await newReferralClinician(app, db, 'paused.holder', 'Orthodontist');
    const open = await newReferral(sender, { openTo: holder.jobRoleId });
    await db
      .update(clinicianRoleProfiles)
      .set({ isDeactivated: true })
      .where(eq(clinicianRoleProfiles.userProfileId, holder.user.userProfileId));
    await assertRefused(() => accept(holder, open.id), 404, NOT_FOUND);
  });

  test('bad ids and bodies are 400 with one sentence', async () => {
    const sender = await newReferralClinician(app, db, 'bad.sender');
    const receiver = await newReferralClinician(app, db, 'bad.receiver');
    const { id } = await newReferral(sender, receiver);
    await assertRefused(() => accept(receiver, 0), 400, danger(REFERRAL_MESSAGES.idInvalid));
    await assertRefused(
      () => receiver.call('POST', '/referrals/accept/abc/'),
      400,
      danger(REFERRAL_MESSAGES.idInvalid),
    );
    await assertRefused(
      () => receiver.call('POST', `/referrals/complete/${id}/`, { toComplete: 'yes' }),
      400,
      danger(REFERRAL_MESSAGES.toCompleteInvalid),
    );
    await assertRefused(
      () => receiver.call('POST', `/referrals/dna/${id}/`, {}),
      400,
      danger(REFERRAL_MESSAGES.toDnaInvalid),
    );
  });
});
