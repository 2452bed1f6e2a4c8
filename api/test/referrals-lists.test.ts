import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { patientReferralsResponseSchema, type Patient } from '@refnet/contracts/patients';
import {
  inboundReferralsResponseSchema,
  isFullPatient,
  outboundReferralsResponseSchema,
  referralNotificationsResponseSchema,
  type Referral,
  type ReferralGroups,
} from '@refnet/contracts/referrals';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { clinicianRoleProfiles } from '../src/db/schema.js';
import { REFERRAL_API_MESSAGES } from '../src/modules/referrals/messages.js';
import { danger, setUpTestApp } from './helpers/app.js';
import {
  newReferral,
  newReferralClinician,
  newReferralDelegate,
  sendReferral,
  type ReferralCaller,
  type ReferralClinician,
} from './helpers/referrals.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

async function inbound(as: ReferralCaller) {
  const response = await as.call('GET', '/referrals/list/inbound');
  assert.equal(response.statusCode, 200, response.body);
  return { raw: response.body, list: inboundReferralsResponseSchema.parse(response.json()) };
}

async function outbound(as: ReferralCaller) {
  const response = await as.call('GET', '/referrals/list/outbound');
  assert.equal(response.statusCode, 200, response.body);
  return outboundReferralsResponseSchema.parse(response.json()).referralsMade;
}

async function notifications(as: ReferralCaller) {
  const response = await as.call('GET', '/referrals/referral-notifications/');
  assert.equal(response.statusCode, 200, response.body);
  return referralNotificationsResponseSchema.parse(response.json()).nReferrals;
}

const ids = (referrals: readonly Referral[]) => referrals.map((referral) => referral.id);
const groupIds = (groups: ReferralGroups) => ({
  waiting: ids(groups.waiting),
  accepted: ids(groups.accepted),
  booked: ids(groups.booked),
  dna: ids(groups.dna),
});

const post = (as: ReferralCaller, url: string, payload?: object) =>
  as.call('POST', url, payload).then((response) => assert.equal(response.statusCode, 200, response.body));

/** Referrals from `sender` to `receiver` in every state, oldest first. */
async function referralsInEveryState(sender: ReferralClinician, receiver: ReferralClinician) {
  const rejected = await newReferral(sender, receiver);
  const cancelled = await newReferral(sender, receiver);
  const accepted = await newReferral(sender, receiver);
  const booked = await newReferral(sender, receiver);
  const dna = await newReferral(sender, receiver);
  const pending = await newReferral(sender, receiver);
  const open = await newReferral(sender, { openTo: receiver.jobRoleId });
  await post(receiver, `/referrals/reject/${rejected.id}/`);
  assert.equal((await sender.call('DELETE', `/referrals/delete/${cancelled.id}/`)).statusCode, 200);
  for (const { id } of [accepted, booked, dna]) await post(receiver, `/referrals/accept/${id}/`);
  await post(receiver, `/referrals/complete/${booked.id}/`, { toComplete: true });
  await post(receiver, `/referrals/dna/${dna.id}/`, { toDna: true });
  return { rejected, cancelled, accepted, booked, dna, pending, open };
}

/** Every value that identifies the patient: none may reach a receiver before they accept. */
const identifyingValues = (patient: Patient) => [
  patient.firstName,
  patient.lastName,
  patient.dob,
  patient.primaryEmail,
  patient.primaryPhoneNumber,
  patient.patientReference,
  patient.address.firstLine,
  patient.address.postcode,
];

describe('referral lists', () => {
  test('inbound: received by group and open apart, newest first; rejected and cancelled in none', async () => {
    const sender = await newReferralClinician(app, db, 'inbound.sender');
    const receiver = await newReferralClinician(app, db, 'inbound.receiver', 'Midwife');
    const made = await referralsInEveryState(sender, receiver);
    const later = await newReferral(sender, receiver);

    const { list } = await inbound(receiver);
    assert.deepEqual(groupIds(list.referralsReceived), {
      waiting: [later.id, made.pending.id],
      accepted: [made.accepted.id],
      booked: [made.booked.id],
      dna: [made.dna.id],
    });
    assert.deepEqual(ids(list.referralsOpen), [made.open.id]);
    const received = [...Object.values(list.referralsReceived).flat(), ...list.referralsOpen];
    assert.deepEqual(Object.fromEntries(received.map((referral) => [referral.id, referral.displayType])), {
      [later.id]: 'Pending',
      [made.pending.id]: 'Pending',
      [made.accepted.id]: 'Accepted',
      [made.booked.id]: 'Booked',
      [made.dna.id]: 'Dna',
      [made.open.id]: 'Open',
    });
    // The sender's own open referral is not offered back to them.
    assert.deepEqual((await inbound(sender)).list.referralsOpen, []);
  });

  test('outbound: what I sent by group, open ones waiting with the pending', async () => {
    const sender = await newReferralClinician(app, db, 'outbound.sender');
    const receiver = await newReferralClinician(app, db, 'outbound.receiver', 'Health Visitor');
    const made = await referralsInEveryState(sender, receiver);
    const groups = await outbound(sender);
    assert.deepEqual(groupIds(groups), {
      waiting: [made.open.id, made.pending.id],
      accepted: [made.accepted.id],
      booked: [made.booked.id],
      dna: [made.dna.id],
    });
    const all = Object.values(groups).flat();
    assert.ok(all.every((referral) => referral.displayType === 'Sent'));
    assert.ok(
      all.every((referral) => isFullPatient(referral.patient)),
      'the sender sees their patient whole',
    );
    assert.deepEqual(groupIds(await outbound(receiver)), { waiting: [], accepted: [], booked: [], dna: [] });
  });

  test('each referral carries its audit trail, oldest first', async () => {
    const sender = await newReferralClinician(app, db, 'trail.sender');
    const receiver = await newReferralClinician(app, db, 'trail.receiver', 'Speech and Language Therapist');
    const { id } = await newReferral(sender, receiver);
    await post(receiver, `/referrals/accept/${id}/`);
    await post(receiver, `/referrals/complete/${id}/`, { toComplete: true });
    const [booked] = (await outbound(sender)).booked;
    assert.equal(booked?.id, id);
    assert.deepEqual(
      booked.events.map((event) => [event.action, event.actor.id]),
      [
        ['created', sender.user.userProfileId],
        ['accepted', receiver.user.userProfileId],
        ['booked', receiver.user.userProfileId],
      ],
    );
    assert.equal(booked.events[1]?.at, booked.acceptedOn);

    // The patient's referral history carries it too.
    const response = await sender.call('GET', `/patient/referrals/${booked.patient.id}/`);
    const history = patientReferralsResponseSchema.parse(response.json());
    assert.equal(history.currentPatientReferrals[0]?.events.length, 3);
  });

  test('the receiver’s JSON of a pending or open referral holds no identifying value; once accepted it does', async () => {
    const sender = await newReferralClinician(app, db, 'privacy.sender');
    const receiver = await newReferralClinician(app, db, 'privacy.receiver', 'Orthoptist');
    const named = await sender.patients.create({
      firstName: 'Ottoline',
      lastName: 'Vantablack',
      patientReference: 'REF-NAMED-5521',
      dob: '1961-02-27',
      primaryEmail: 'ottoline.vantablack@mail.example',
      primaryPhoneNumber: '+44 7700 900417',
      firstLine: '9 Cobalt Mews',
    });
    const openPatient = await sender.patients.create({
      firstName: 'Peregrine',
      lastName: 'Saxifrage',
      patientReference: 'REF-OPEN-8830',
      dob: '1958-11-03',
      primaryEmail: 'peregrine.saxifrage@mail.example',
      primaryPhoneNumber: '+44 7700 900733',
      firstLine: '4 Umber Court',
    });
    const pending = await sendReferral(sender, named.id, receiver);
    const open = await sendReferral(sender, openPatient.id, { openTo: receiver.jobRoleId });

    const { raw, list } = await inbound(receiver);
    assert.deepEqual(ids(list.referralsReceived.waiting), [pending.id]);
    assert.deepEqual(ids(list.referralsOpen), [open.id]);
    const lowerRaw = raw.toLowerCase();
    for (const value of [...identifyingValues(named), ...identifyingValues(openPatient)]) {
      assert.ok(value.length > 0);
      assert.ok(!lowerRaw.includes(value.toLowerCase()), `the receiver's JSON holds ${value}`);
    }
    for (const referral of [...list.referralsReceived.waiting, ...list.referralsOpen]) {
      assert.ok(!isFullPatient(referral.patient));
      assert.deepEqual(Object.keys(referral.patient).sort(), [
        'createdBy',
        'createdOn',
        'currentAge',
        'id',
        'insurancePolicy',
        'isSelfPayer',
        'sex',
      ]);
    }

    await post(receiver, `/referrals/accept/${pending.id}/`);
    await post(receiver, `/referrals/accept/${open.id}/`);
    const after = await inbound(receiver);
    for (const value of [...identifyingValues(named), ...identifyingValues(openPatient)]) {
      assert.ok(after.raw.toLowerCase().includes(value.toLowerCase()), `the accepted view shows ${value}`);
    }
  });

  test('notifications count pending referrals naming me and open ones for my roles, not my own', async () => {
    const sender = await newReferralClinician(app, db, 'count.sender', 'Chiropractor');
    const receiver = await newReferralClinician(app, db, 'count.receiver', 'Chiropractor');
    const before = await notifications(receiver);
    const pending = await newReferral(sender, receiver);
    await newReferral(sender, { openTo: receiver.jobRoleId });
    await newReferral(receiver, { openTo: receiver.jobRoleId });
    assert.equal(await notifications(receiver), before + 2);
    await post(receiver, `/referrals/accept/${pending.id}/`);
    assert.equal(await notifications(receiver), before + 1);
  });

  test('a role holder with every role profile paused neither sees nor counts open referrals', async () => {
    const sender = await newReferralClinician(app, db, 'paused.sender', 'Therapeutic Radiographer');
    const holder = await newReferralClinician(app, db, 'paused.holder', 'Therapeutic Radiographer');
    const open = await newReferral(sender, { openTo: holder.jobRoleId });
    assert.deepEqual(ids((await inbound(holder)).list.referralsOpen), [open.id]);
    assert.equal(await notifications(holder), 1);
    await db
      .update(clinicianRoleProfiles)
      .set({ isDeactivated: true })
      .where(eq(clinicianRoleProfiles.userProfileId, holder.user.userProfileId));
    assert.deepEqual(ids((await inbound(holder)).list.referralsOpen), []);
    assert.equal(await notifications(holder), 0);
  });

  test('a delegate sees their clinician’s lists only with permissionViewReferrals', async () => {
    const sender = await newReferralClinician(app, db, 'view.sender');
    const receiver = await newReferralClinician(app, db, 'view.receiver', 'Prosthetist and Orthotist');
    const pending = await newReferral(sender, receiver);
    const viewer = await newReferralDelegate(app, db, 'view.delegate', receiver);
    assert.deepEqual(ids((await inbound(viewer)).list.referralsReceived.waiting), [pending.id]);
    assert.equal(await notifications(viewer), await notifications(receiver));

    const blind = await newReferralDelegate(app, db, 'view.blind', receiver, {
      permissionViewReferrals: false,
    });
    for (const url of [
      '/referrals/list/inbound',
      '/referrals/list/outbound',
      '/referrals/referral-notifications/',
    ]) {
      const response = await blind.call('GET', url);
      assert.deepEqual(
        [response.statusCode, response.json()],
        [403, danger(REFERRAL_API_MESSAGES.cannotViewReferrals)],
      );
    }
  });
});
