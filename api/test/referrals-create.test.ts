import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import { REFERRAL_MESSAGES, createReferralResponseSchema } from '@refnet/contracts/referrals';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { clinicianRoleProfiles, patients, referrals, userProfiles, users } from '../src/db/schema.js';
import { REFERRAL_API_MESSAGES } from '../src/modules/referrals/messages.js';
import { ADMIN, authorization, danger, setUpTestApp, tokenFor } from './helpers/app.js';
import { createTestUser } from './helpers/clinicians.js';
import {
  REFERRAL_TEXT,
  eventRows,
  jobRoleIdOf,
  newReferralClinician,
  newReferralDelegate,
  referralRequest,
  referralRow,
  referralTableCounts,
  sendReferral,
  type ReferralClinician,
} from './helpers/referrals.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const create = (from: { call: ReferralClinician['call'] }, body: object) =>
  from.call('POST', '/referrals/create/', body);

/** The request is refused with `status` and `message`, and nothing is written. */
async function assertRefused(
  from: { call: ReferralClinician['call'] },
  body: object,
  status: number,
  message: string,
) {
  const before = await referralTableCounts(app);
  const response = await create(from, body);
  assert.equal(response.statusCode, status, response.body);
  assert.deepEqual(response.json(), danger(message));
  assert.deepEqual(await referralTableCounts(app), before);
}

describe('POST /referrals/create/', () => {
  test('a named referral is PENDING for that clinician, with its created event', async () => {
    const sender = await newReferralClinician(app, db, 'create.named.sender');
    const receiver = await newReferralClinician(app, db, 'create.named.receiver');
    const patient = await sender.patients.create();

    const response = await create(sender, referralRequest(sender, patient.id, receiver));
    assert.equal(response.statusCode, 200, response.body);
    const { message, referral } = createReferralResponseSchema.parse(response.json());
    assert.deepEqual(message, { variant: 'success', message: REFERRAL_MESSAGES.sent });
    assert.equal(referral.status, 'PENDING');
    assert.equal(referral.displayType, 'Sent');
    assert.equal(referral.specifiedClinician, true);
    assert.equal(referral.targetClinician?.id, receiver.crpId);
    assert.equal(referral.referrer.id, sender.crpId);
    assert.equal(referral.jobRole.id, receiver.jobRoleId);
    assert.equal(referral.mainDescription, REFERRAL_TEXT.mainDescription);
    assert.equal(referral.history, REFERRAL_TEXT.patientHistory);
    assert.equal(referral.targetHasAccepted, false);
    assert.equal(referral.acceptedOn, null);
    // The sender sees their own patient whole.
    assert.equal('firstName' in referral.patient && referral.patient.firstName, patient.firstName);
    assert.deepEqual(
      referral.events.map(({ action, fromStatus, toStatus, actor, onBehalfOf }) => ({
        action,
        fromStatus,
        toStatus,
        actor: actor.id,
        onBehalfOf,
      })),
      [
        {
          action: 'created',
          fromStatus: null,
          toStatus: 'PENDING',
          actor: sender.user.userProfileId,
          onBehalfOf: null,
        },
      ],
    );

    const row = await referralRow(db, referral.id);
    assert.equal(row.status, 'PENDING');
    assert.equal(row.targetCrpId, receiver.crpId);
    assert.equal(row.sentByUserProfileId, sender.user.userProfileId);
    assert.equal((await eventRows(db, referral.id)).length, 1);
  });

  test('an open referral is OPEN to the job role, with no target', async () => {
    const sender = await newReferralClinician(app, db, 'create.open.sender');
    const jobRoleId = await jobRoleIdOf(db, 'Chiropractor');
    const patient = await sender.patients.create();
    const referral = await sendReferral(sender, patient.id, { openTo: jobRoleId });
    assert.equal(referral.status, 'OPEN');
    assert.equal(referral.specifiedClinician, false);
    assert.equal(referral.targetClinician, null);
    assert.equal(referral.jobRole.id, jobRoleId);
    assert.deepEqual(
      referral.events.map((event) => [event.action, event.toStatus]),
      [['created', 'OPEN']],
    );
  });

  test('a delegate sends for their clinician: the audit trail names both', async () => {
    const clinician = await newReferralClinician(app, db, 'create.delegating');
    const receiver = await newReferralClinician(app, db, 'create.delegated.receiver');
    const delegate = await newReferralDelegate(app, db, 'create.delegate', clinician);
    const patient = await clinician.patients.create();
    const referral = await sendReferral(clinician, patient.id, receiver, delegate);
    const [event] = referral.events;
    assert.equal(event?.actor.id, delegate.user.userProfileId);
    assert.equal(event?.onBehalfOf?.id, clinician.user.userProfileId);
    assert.equal((await referralRow(db, referral.id)).sentByUserProfileId, delegate.user.userProfileId);
  });

  test('the answer, built from what the write returned, is the referral as the database then reads it', async () => {
    const clinician = await newReferralClinician(app, db, 'create.answer.clinician');
    const receiver = await newReferralClinician(app, db, 'create.answer.receiver');
    const delegate = await newReferralDelegate(app, db, 'create.answer.delegate', clinician);
    const openTo = await jobRoleIdOf(db, 'Chiropractor');
    const cases = [
      { to: receiver, as: clinician, key: 'create-answer-named-0001' },
      { to: { openTo }, as: clinician, key: 'create-answer-open-00001' },
      { to: receiver, as: delegate, key: 'create-answer-delegated-1' },
    ];
    for (const { to, as, key } of cases) {
      const patient = await clinician.patients.create();
      const body = referralRequest(clinician, patient.id, to, { idempotencyKey: key });
      const fresh = await as.call('POST', '/referrals/create/', body);
      // The same key again: answered with the referral read from the database.
      const replayed = await as.call('POST', '/referrals/create/', body);
      assert.equal(fresh.statusCode, 200, fresh.body);
      assert.equal(replayed.statusCode, 200, replayed.body);
      const { referral } = createReferralResponseSchema.parse(fresh.json());
      assert.deepEqual(referral, createReferralResponseSchema.parse(replayed.json()).referral, key);
      assert.equal(referral.createdOn, (await referralRow(db, referral.id)).createdOn.toISOString(), key);
    }
  });

  test('over-long text is refused with the SPEC message and nothing is written', async () => {
    const sender = await newReferralClinician(app, db, 'create.long.sender');
    const receiver = await newReferralClinician(app, db, 'create.long.receiver');
    const patient = await sender.patients.create();
    const tooLong = 'x'.repeat(1501);
    for (const field of ['mainDescription', 'patientHistory'] as const) {
      await assertRefused(
        sender,
        referralRequest(sender, patient.id, receiver, { [field]: tooLong }),
        400,
        REFERRAL_MESSAGES.textTooLong,
      );
    }
    // Exactly 1500 characters is allowed.
    const response = await create(
      sender,
      referralRequest(sender, patient.id, receiver, { mainDescription: 'y'.repeat(1500) }),
    );
    assert.equal(response.statusCode, 200, response.body);
  });

  test('missing text, receiver or job role are refused with one sentence', async () => {
    const sender = await newReferralClinician(app, db, 'create.missing.sender');
    const receiver = await newReferralClinician(app, db, 'create.missing.receiver');
    const patient = await sender.patients.create();
    const request = referralRequest(sender, patient.id, receiver);
    await assertRefused(
      sender,
      { ...request, mainDescription: '  ' },
      400,
      REFERRAL_MESSAGES.mainDescriptionMissing,
    );
    await assertRefused(sender, { ...request, patientHistory: '' }, 400, REFERRAL_MESSAGES.historyMissing);
    await assertRefused(sender, { ...request, receiverCrpId: null }, 400, REFERRAL_MESSAGES.receiverMissing);
    await assertRefused(
      sender,
      { ...request, specifiedClinician: false },
      400,
      REFERRAL_MESSAGES.receiverNotForOpen,
    );
    await assertRefused(
      sender,
      { ...request, jobRoleId: 2_000_000 },
      400,
      REFERRAL_API_MESSAGES.jobRoleNotFound,
    );
  });

  test('the patient must be the acting clinician’s own and active', async () => {
    const sender = await newReferralClinician(app, db, 'create.patient.sender');
    const other = await newReferralClinician(app, db, 'create.patient.other');
    const receiver = await newReferralClinician(app, db, 'create.patient.receiver');
    const othersPatient = await other.patients.create();
    await assertRefused(
      sender,
      referralRequest(sender, othersPatient.id, receiver),
      404,
      REFERRAL_MESSAGES.patientNotFound,
    );
    await assertRefused(
      sender,
      referralRequest(sender, 2_000_000, receiver),
      404,
      REFERRAL_MESSAGES.patientNotFound,
    );

    const removed = await sender.patients.create();
    await db.update(patients).set({ patientActive: false }).where(eq(patients.id, removed.id));
    await assertRefused(
      sender,
      referralRequest(sender, removed.id, receiver),
      409,
      REFERRAL_MESSAGES.patientInactive,
    );
  });

  test('crpId must be one of the acting clinician’s own role profiles in use', async () => {
    const sender = await newReferralClinician(app, db, 'create.crp.sender');
    const receiver = await newReferralClinician(app, db, 'create.crp.receiver');
    const patient = await sender.patients.create();
    await assertRefused(
      sender,
      referralRequest(sender, patient.id, receiver, { crpId: receiver.crpId }),
      403,
      REFERRAL_API_MESSAGES.senderProfileNotYours,
    );
    await db
      .update(clinicianRoleProfiles)
      .set({ isDeactivated: true })
      .where(eq(clinicianRoleProfiles.id, sender.crpId));
    await assertRefused(
      sender,
      referralRequest(sender, patient.id, receiver),
      403,
      REFERRAL_API_MESSAGES.senderProfileNotYours,
    );
  });

  test('the named clinician must be listed, hold the job role and not be the sender', async () => {
    const sender = await newReferralClinician(app, db, 'create.target.sender');
    const patient = await sender.patients.create();
    const unverified = await createTestUser(db, {
      email: 'create.target.unverified@refnet.test',
      postcodes: ['W1G 6BW'],
      jobTitle: 'Orthoptist',
      verified: false,
    });
    const [unverifiedCrp] = await db
      .select({ id: clinicianRoleProfiles.id })
      .from(clinicianRoleProfiles)
      .where(eq(clinicianRoleProfiles.userProfileId, unverified.userProfileId));
    const base = referralRequest(sender, patient.id, sender);
    await assertRefused(
      sender,
      { ...base, receiverCrpId: unverifiedCrp!.id },
      400,
      REFERRAL_MESSAGES.receiverNotFound,
    );
    await assertRefused(
      sender,
      { ...base, receiverCrpId: 2_000_000 },
      400,
      REFERRAL_MESSAGES.receiverNotFound,
    );
    await assertRefused(sender, base, 400, REFERRAL_MESSAGES.referToSelf);

    const podiatrist = await newReferralClinician(app, db, 'create.target.podiatrist', 'Podiatrist');
    await assertRefused(
      sender,
      { ...base, receiverCrpId: podiatrist.crpId, jobRoleId: sender.jobRoleId },
      400,
      REFERRAL_MESSAGES.receiverLacksRole,
    );
  });

  test('a delegate of a clinician who is deactivated, unverified or whose account is off is refused', async () => {
    const clinician = await newReferralClinician(app, db, 'create.lapsed.clinician');
    const receiver = await newReferralClinician(app, db, 'create.lapsed.receiver');
    const delegate = await newReferralDelegate(app, db, 'create.lapsed.delegate', clinician);
    const patient = await clinician.patients.create();
    const body = referralRequest(clinician, patient.id, receiver);
    const profileId = clinician.user.userProfileId;
    const lapses = [
      () => db.update(userProfiles).set({ isDeactivated: true }).where(eq(userProfiles.id, profileId)),
      () => db.update(userProfiles).set({ isVerified: false }).where(eq(userProfiles.id, profileId)),
      () => db.update(users).set({ isActive: false }).where(eq(users.id, clinician.user.userId)),
    ];
    const restore = async () => {
      await db
        .update(userProfiles)
        .set({ isDeactivated: false, isVerified: true })
        .where(eq(userProfiles.id, profileId));
      await db.update(users).set({ isActive: true }).where(eq(users.id, clinician.user.userId));
    };
    for (const lapse of lapses) {
      await lapse();
      await assertRefused(delegate, body, 403, REFERRAL_API_MESSAGES.noActiveClinician);
      await restore();
    }
    await sendReferral(clinician, patient.id, receiver, delegate);
  });

  test('delegates without permissionCreateReferrals, staff and visitors are refused', async () => {
    const clinician = await newReferralClinician(app, db, 'create.perm.clinician');
    const receiver = await newReferralClinician(app, db, 'create.perm.receiver');
    const patient = await clinician.patients.create();
    const body = referralRequest(clinician, patient.id, receiver);
    const delegate = await newReferralDelegate(app, db, 'create.perm.delegate', clinician, {
      permissionCreateReferrals: false,
    });
    await assertRefused(delegate, body, 403, REFERRAL_API_MESSAGES.cannotCreate);

    const staffHeaders = authorization(await tokenFor(app, ADMIN));
    const staff = await app.inject({
      method: 'POST',
      url: '/api/v1/referrals/create/',
      headers: staffHeaders,
      payload: body,
    });
    assert.deepEqual([staff.statusCode, staff.json()], [403, danger(REFERRAL_API_MESSAGES.cliniciansOnly)]);

    const visitor = await app.inject({ method: 'POST', url: '/api/v1/referrals/create/', payload: body });
    assert.deepEqual([visitor.statusCode, visitor.json()], [403, { detail: AUTH_DETAIL.missing }]);
    assert.equal((await db.select().from(referrals).where(eq(referrals.patientId, patient.id))).length, 0);
  });
});
