import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import {
  PATIENT_MESSAGES,
  currentPatientResponseSchema,
  patientDisplayName,
  patientImageId,
  patientListResponseSchema,
  patientReferralsResponseSchema,
  type Patient,
  type PatientListResponse,
} from '@refnet/contracts/patients';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { patients } from '../src/db/schema.js';
import { PATIENT_API_MESSAGES } from '../src/modules/patients/messages.js';
import { referralDisplayType } from '../src/modules/referrals/referral-views.js';
import { danger, setUpTestApp } from './helpers/app.js';
import { createTestDelegate } from './helpers/clinicians.js';
import {
  insertReferral,
  newClinician,
  patientClient,
  setReferralStatus,
  type PatientClient,
} from './helpers/patients.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const NOT_FOUND = danger(PATIENT_MESSAGES.notFound);

type GroupKey = Exclude<keyof PatientListResponse, 'totals'>;

async function groups(client: PatientClient): Promise<Record<GroupKey, number[]>> {
  const response = await client.call('GET', '/patient/list/');
  assert.equal(response.statusCode, 200, response.body);
  const list = patientListResponseSchema.parse(response.json());
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  return {
    addedPatients: ids(list.addedPatients),
    referredPatients: ids(list.referredPatients),
    pendingPatients: ids(list.pendingPatients),
    acceptedPatients: ids(list.acceptedPatients),
    completedPatients: ids(list.completedPatients),
  };
}

const nothing = {
  addedPatients: [],
  referredPatients: [],
  pendingPatients: [],
  acceptedPatients: [],
  completedPatients: [],
};

describe('GET /patient/list/', () => {
  test('places the owner’s patients in Added and Referred, newest first', async () => {
    const owner = await newClinician(app, db, 'lists.owner');
    const receiver = await newClinician(app, db, 'lists.receiver');
    const plain = await owner.create({ lastName: 'Plainfield' });
    const cancelled = await owner.create({ lastName: 'Cancelby' });
    const pending = await owner.create({ lastName: 'Pendlebury' });
    const open = await owner.create({ lastName: 'Openshaw' });
    const booked = await owner.create({ lastName: 'Bookham' });
    const rejected = await owner.create({ lastName: 'Rejectow' });
    const refer = (patientId: number, status: Parameters<typeof insertReferral>[1]['status']) =>
      insertReferral(db, {
        patientId,
        from: owner.user,
        ...(status === 'OPEN' ? {} : { to: receiver.user }),
        status,
      });
    await refer(cancelled.id, 'CANCELLED');
    await refer(pending.id, 'PENDING');
    await refer(open.id, 'OPEN');
    await refer(booked.id, 'BOOKED');
    await refer(rejected.id, 'REJECTED');

    assert.deepEqual(await groups(owner), {
      ...nothing,
      addedPatients: [cancelled.id, plain.id],
      referredPatients: [rejected.id, booked.id, open.id, pending.id],
    });
    const list = (await owner.call('GET', '/patient/list/')).json<PatientListResponse>();
    assert.deepEqual(new Set(list.addedPatients.map((patient) => patient.displayType)), new Set(['Added']));
    assert.deepEqual(new Set(list.referredPatients.map((patient) => patient.displayType)), new Set(['Sent']));
    assert.deepEqual(new Set(list.referredPatients.map((patient) => patient.viewType)), new Set(['owner']));
  });

  test('a receiver sees a pending referral’s patient anonymised, and in full only once accepted', async () => {
    const owner = await newClinician(app, db, 'refers.out');
    const receiver = await newClinician(app, db, 'receives.in');
    const patient = await owner.create({ lastName: 'Hiddenworth', insuranceProviderId: '0' });
    const referralId = await insertReferral(db, {
      patientId: patient.id,
      from: owner.user,
      to: receiver.user,
      status: 'PENDING',
    });

    assert.deepEqual(await groups(receiver), { ...nothing, pendingPatients: [patient.id] });
    const pendingList = await receiver.call('GET', '/patient/list/');
    assert.ok(!pendingList.body.includes('Hiddenworth'));
    assert.ok(!pendingList.body.includes(patient.primaryEmail));
    const [anonymised] = pendingList.json<PatientListResponse>().pendingPatients;
    assert.deepEqual(anonymised, {
      id: patient.id,
      sex: patient.sex,
      currentAge: patient.currentAge,
      insurancePolicy: null,
      isSelfPayer: true,
      createdBy: patient.createdBy,
      createdOn: patient.createdOn,
    });
    for (const url of [`/patient/${patient.id}/`, `/patient/referrals/${patient.id}/`]) {
      const refused = await receiver.call('GET', url);
      assert.deepEqual([refused.statusCode, refused.json()], [404, NOT_FOUND], url);
    }

    await setReferralStatus(db, referralId, 'ACCEPTED');
    assert.deepEqual(await groups(receiver), { ...nothing, acceptedPatients: [patient.id] });
    const seen = await receiver.call('GET', `/patient/${patient.id}/`);
    assert.equal(seen.statusCode, 200, seen.body);
    const { currentPatient } = currentPatientResponseSchema.parse(seen.json());
    assert.deepEqual(
      [currentPatient.lastName, currentPatient.displayType, currentPatient.viewType],
      ['Hiddenworth', 'Accepted', 'receiver'],
    );

    for (const status of ['BOOKED', 'DNA'] as const) {
      await setReferralStatus(db, referralId, status);
      assert.deepEqual(await groups(receiver), { ...nothing, completedPatients: [patient.id] }, status);
      assert.equal((await receiver.call('GET', `/patient/${patient.id}/`)).statusCode, 200, status);
    }
    await setReferralStatus(db, referralId, 'REJECTED');
    assert.deepEqual(
      await groups(receiver),
      { ...nothing, completedPatients: [patient.id] },
      'rejected after accepting',
    );

    // The owner keeps seeing their own patient throughout.
    assert.deepEqual(await groups(owner), { ...nothing, referredPatients: [patient.id] });
  });

  test('Referred counts only referrals the owner sent, not a receiver referring the patient on', async () => {
    const owner = await newClinician(app, db, 'onward.owner');
    const receiver = await newClinician(app, db, 'onward.receiver');
    const specialist = await newClinician(app, db, 'onward.specialist');
    const patient = await owner.create({ lastName: 'Onwardly' });
    // Not the owner's referral: someone else's referral of the patient leaves it Added.
    await insertReferral(db, {
      patientId: patient.id,
      from: receiver.user,
      to: specialist.user,
      status: 'ACCEPTED',
    });
    assert.deepEqual(await groups(owner), { ...nothing, addedPatients: [patient.id] });
    const own = (await owner.call('GET', `/patient/${patient.id}/`)).json<{ currentPatient: Patient }>();
    assert.equal(own.currentPatient.displayType, 'Added');
    assert.deepEqual(
      patientReferralsResponseSchema.parse(
        (await owner.call('GET', `/patient/referrals/${patient.id}/`)).json(),
      ).currentPatientReferrals,
      [],
    );

    const sent = await insertReferral(db, {
      patientId: patient.id,
      from: owner.user,
      to: receiver.user,
      status: 'PENDING',
    });
    assert.deepEqual(await groups(owner), { ...nothing, referredPatients: [patient.id] });
    const history = patientReferralsResponseSchema.parse(
      (await owner.call('GET', `/patient/referrals/${patient.id}/`)).json(),
    );
    assert.deepEqual(
      history.currentPatientReferrals.map((referral) => referral.id),
      [sent],
    );
  });

  test('a referral rejected without being accepted gives the receiver nothing', async () => {
    const owner = await newClinician(app, db, 'rejected.owner');
    const receiver = await newClinician(app, db, 'rejected.receiver');
    const patient = await owner.create();
    await insertReferral(db, {
      patientId: patient.id,
      from: owner.user,
      to: receiver.user,
      status: 'REJECTED',
    });
    assert.deepEqual(await groups(receiver), nothing);
    assert.equal((await receiver.call('GET', `/patient/${patient.id}/`)).statusCode, 404);
  });

  test('an open referral shows its patient to nobody but the owner', async () => {
    const owner = await newClinician(app, db, 'open.owner');
    const bystander = await newClinician(app, db, 'open.bystander');
    const patient = await owner.create();
    await insertReferral(db, { patientId: patient.id, from: owner.user, status: 'OPEN' });
    assert.deepEqual(await groups(bystander), nothing);
    assert.equal((await bystander.call('GET', `/patient/${patient.id}/`)).statusCode, 404);
  });

  test('a delegate sees their clinician’s patients, and the referred ones only with permissionViewReferrals', async () => {
    const owner = await newClinician(app, db, 'delegated.lists');
    const sender = await newClinician(app, db, 'delegated.sender');
    const added = await owner.create({ lastName: 'Addington' });
    const referred = await owner.create({ lastName: 'Sentwell' });
    await insertReferral(db, {
      patientId: referred.id,
      from: owner.user,
      to: sender.user,
      status: 'PENDING',
    });
    const received = {
      pending: await sender.create({ lastName: 'Waitley' }),
      accepted: await sender.create({ lastName: 'Takenby' }),
      booked: await sender.create({ lastName: 'Bookwright' }),
    };
    for (const [stage, patient] of Object.entries(received)) {
      const status = stage === 'pending' ? 'PENDING' : stage === 'accepted' ? 'ACCEPTED' : 'BOOKED';
      await insertReferral(db, { patientId: patient.id, from: sender.user, to: owner.user, status });
    }
    const delegateWith = async (email: string, permissionViewReferrals: boolean) =>
      patientClient(
        app,
        await createTestDelegate(db, email, owner.user.userProfileId, {
          permissionViewReferrals,
          // Reading patients needs some permission; this one does not open referrals.
          permissionCreateReferrals: !permissionViewReferrals,
          permissionManageReferrals: false,
        }),
      );
    const viewer = await delegateWith('views.referrals@refnet.test', true);
    const blind = await delegateWith('reads.lists@refnet.test', false);

    const everything = {
      addedPatients: [added.id],
      referredPatients: [referred.id],
      pendingPatients: [received.pending.id],
      acceptedPatients: [received.accepted.id],
      completedPatients: [received.booked.id],
    };
    assert.deepEqual(await groups(owner), everything);
    assert.deepEqual(await groups(viewer), everything);
    assert.deepEqual(await groups(blind), {
      ...nothing,
      addedPatients: [added.id],
      referredPatients: [referred.id],
    });

    for (const patient of [received.accepted, received.booked]) {
      assert.equal((await viewer.call('GET', `/patient/${patient.id}/`)).statusCode, 200);
      const hidden = await blind.call('GET', `/patient/${patient.id}/`);
      assert.deepEqual([hidden.statusCode, hidden.json()], [404, NOT_FOUND]);
    }
    assert.equal((await blind.call('GET', `/patient/${referred.id}/`)).statusCode, 200);
    assert.equal((await viewer.call('GET', `/patient/referrals/${referred.id}/`)).statusCode, 200);
    for (const patient of [referred, received.accepted]) {
      const refused = await blind.call('GET', `/patient/referrals/${patient.id}/`);
      assert.deepEqual(
        [refused.statusCode, refused.json()],
        [403, danger(PATIENT_API_MESSAGES.cannotViewReferrals)],
      );
    }
  });

  test('a visitor is refused as signed out', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/patient/list/' });
    assert.deepEqual([response.statusCode, response.json()], [403, { detail: AUTH_DETAIL.missing }]);
  });
});

describe('GET /patient/{px_id}/', () => {
  test('answers the owner with the whole record', async () => {
    const owner = await newClinician(app, db, 'reads.own');
    const created = await owner.create();
    const response = await owner.call('GET', `/patient/${created.id}/`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(currentPatientResponseSchema.parse(response.json()).currentPatient, created);
  });

  test('answers detailsImage as stored; the PX_IMG_ placeholder is only the display name', async () => {
    const owner = await newClinician(app, db, 'image.owner');
    const created = await owner.create();
    await db
      .update(patients)
      .set({ detailsInImage: true, detailsImage: 'patient-details/scan-0042.png' })
      .where(eq(patients.id, created.id));
    const { currentPatient } = currentPatientResponseSchema.parse(
      (await owner.call('GET', `/patient/${created.id}/`)).json(),
    );
    assert.equal(currentPatient.detailsInImage, true);
    assert.equal(currentPatient.detailsImage, 'patient-details/scan-0042.png');
    assert.equal(patientDisplayName(currentPatient), patientImageId(created.id));
    assert.match(patientDisplayName(currentPatient), /^PX_IMG_\d{5}$/);
  });

  test('another clinician’s patient and impossible ids are 404', async () => {
    const owner = await newClinician(app, db, 'private.owner');
    const other = await newClinician(app, db, 'curious.other');
    const created = await owner.create();
    for (const url of [
      `/patient/${created.id}/`,
      `/patient/referrals/${created.id}/`,
      '/patient/abc/',
      '/patient/0/',
      '/patient/99999999999/',
      '/patient/referrals/x1/',
    ]) {
      const response = await other.call('GET', url);
      assert.deepEqual([response.statusCode, response.json()], [404, NOT_FOUND], url);
    }
  });
});

describe('GET /patient/referrals/{px_id}/', () => {
  test('the owner sees every referral, split into active and inactive, newest first', async () => {
    const owner = await newClinician(app, db, 'history.owner');
    const receiver = await newClinician(app, db, 'history.receiver');
    const patient = await owner.create();
    const cancelled = await insertReferral(db, {
      patientId: patient.id,
      from: owner.user,
      to: receiver.user,
      status: 'CANCELLED',
    });
    const booked = await insertReferral(db, {
      patientId: patient.id,
      from: owner.user,
      to: receiver.user,
      status: 'BOOKED',
    });
    const open = await insertReferral(db, { patientId: patient.id, from: owner.user, status: 'OPEN' });
    const pending = await insertReferral(db, {
      patientId: patient.id,
      from: owner.user,
      to: receiver.user,
      status: 'PENDING',
    });

    const response = await owner.call('GET', `/patient/referrals/${patient.id}/`);
    assert.equal(response.statusCode, 200, response.body);
    const body = patientReferralsResponseSchema.parse(response.json());
    const ids = (referrals: { id: number }[]) => referrals.map((referral) => referral.id);
    assert.deepEqual(ids(body.activeReferrals), [pending, open]);
    assert.deepEqual(ids(body.inactiveReferrals), [booked, cancelled]);
    assert.deepEqual(ids(body.currentPatientReferrals), [pending, open, booked, cancelled]);

    const [toReceiver, openOne] = body.activeReferrals;
    assert.equal(toReceiver?.referrer.userProfile.id, owner.user.userProfileId);
    assert.equal(toReceiver?.targetClinician?.userProfile.id, receiver.user.userProfileId);
    assert.equal(toReceiver?.referrer.clinic.address.postcode, 'W1G 6BW');
    assert.equal(toReceiver?.displayType, 'Sent');
    assert.equal(toReceiver?.patient.id, patient.id);
    assert.equal(openOne?.targetClinician, null);
    assert.equal(openOne?.specifiedClinician, false);
    const bookedOne = body.inactiveReferrals[0];
    assert.deepEqual(
      [bookedOne?.status, bookedOne?.targetHasAccepted, bookedOne?.completed, bookedOne?.hasDna],
      ['BOOKED', true, true, false],
    );
    assert.ok(bookedOne?.acceptedOn);
  });

  test('a receiver sees only the referrals to them that they accepted', async () => {
    const owner = await newClinician(app, db, 'shares.owner');
    const receiver = await newClinician(app, db, 'shares.receiver');
    const someoneElse = await newClinician(app, db, 'shares.else');
    const patient = await owner.create();
    const accepted = await insertReferral(db, {
      patientId: patient.id,
      from: owner.user,
      to: receiver.user,
      status: 'ACCEPTED',
    });
    await insertReferral(db, {
      patientId: patient.id,
      from: owner.user,
      to: receiver.user,
      status: 'CANCELLED',
    });
    await insertReferral(db, {
      patientId: patient.id,
      from: owner.user,
      to: someoneElse.user,
      status: 'BOOKED',
    });

    const body = patientReferralsResponseSchema.parse(
      (await receiver.call('GET', `/patient/referrals/${patient.id}/`)).json(),
    );
    assert.deepEqual(
      body.currentPatientReferrals.map((referral) => [referral.id, referral.displayType]),
      [[accepted, 'Accepted']],
    );
    assert.deepEqual(body.inactiveReferrals, []);
    assert.equal(body.activeReferrals[0]?.patient.id, patient.id);
  });
});

test('a receiver’s view of a closed referral reveals no more than they were shown', () => {
  assert.equal(referralDisplayType('REJECTED', new Date(), 'receiver'), 'Accepted');
  assert.equal(referralDisplayType('REJECTED', null, 'receiver'), 'Pending');
  assert.equal(referralDisplayType('CANCELLED', null, 'receiver'), 'Pending');
  assert.equal(referralDisplayType('CANCELLED', null, 'sender'), 'Sent');
  assert.equal(referralDisplayType('BOOKED', new Date(), 'receiver'), 'Booked');
});
