import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Patient } from '@refnet/contracts/patients';
import { eq, sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { queryRows } from '../src/db/query-rows.js';
import {
  clinicianRoleProfiles,
  notificationSettings,
  openReferralNotices,
  outboxEmails,
} from '../src/db/schema.js';
import {
  findUnfinishedOpenReferralNotices,
  notifyOpenReferralAudience,
} from '../src/modules/referrals/referral-mail.js';
import { setUpTestAppWithMailbox, testConfig } from './helpers/app.js';
import {
  REFERRAL_TEXT,
  newReferralClinician,
  newReferralDelegate,
  sendReferral,
  type ReferralCaller,
  type ReferralClinician,
} from './helpers/referrals.js';
import type { ReceivedMessage, SmtpSink } from './helpers/smtp-sink.js';

let app: RefnetApp;
let db: Database;
let sink: SmtpSink;
setUpTestAppWithMailbox((started) => ({ app, db, sink } = started));

const PUBLIC_URL = testConfig().publicUrl.replace(/\/+$/, '');

type Flag =
  | 'userCreatedReferral'
  | 'userReceivedReferral'
  | 'targetHasToggledReferral'
  | 'userHasToggledReferral'
  | 'newOpenReferral';

const setFlag = (clinician: ReferralClinician, flag: Flag, value: boolean) =>
  db
    .update(notificationSettings)
    .set({ [flag]: value })
    .where(eq(notificationSettings.userProfileId, clinician.user.userProfileId));

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

/** None of the patient's details, nor the referral's free text, may be in an e-mail. */
function assertNoPatientData(messages: readonly ReceivedMessage[], patient: Patient) {
  const forbidden = [
    patient.firstName,
    patient.lastName,
    patient.dob,
    patient.primaryEmail,
    patient.primaryPhoneNumber,
    patient.patientReference,
    patient.address.firstLine,
    patient.address.postcode,
    REFERRAL_TEXT.mainDescription,
    REFERRAL_TEXT.patientHistory,
  ].map((value) => value.toLowerCase());
  for (const message of messages) {
    const text = `${message.subject}\n${message.text}`.toLowerCase();
    for (const value of forbidden) assert.ok(!text.includes(value), `"${message.subject}" holds ${value}`);
  }
}

const post = async (as: ReferralCaller, url: string, payload?: object) => {
  const response = await as.call('POST', url, payload);
  assert.equal(response.statusCode, 200, response.body);
};

/** Counts the INSERT statements on the outbox (a statement-level trigger) until stop() returns the count. */
async function countOutboxInsertStatements() {
  await db.execute(sql`create table outbox_insert_statements (n int)`);
  await db.execute(
    sql.raw(`create function count_outbox_insert() returns trigger language plpgsql as $$
      begin insert into outbox_insert_statements values (1); return null; end $$`),
  );
  await db.execute(
    sql`create trigger count_outbox_inserts after insert on ${outboxEmails}
      for each statement execute function count_outbox_insert()`,
  );
  return {
    async stop() {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from outbox_insert_statements`,
      );
      await db.execute(sql`drop trigger count_outbox_inserts on ${outboxEmails}`);
      await db.execute(sql`drop function count_outbox_insert()`);
      await db.execute(sql`drop table outbox_insert_statements`);
      return row!.n;
    },
  };
}

describe('referral e-mails', () => {
  test('a named referral: the sender’s receipt (userCreatedReferral) and the receiver’s notice (userReceivedReferral)', async () => {
    const sender = await newReferralClinician(app, db, 'mail.named.sender');
    const receiver = await newReferralClinician(app, db, 'mail.named.receiver');
    const patient = await sender.patients.create();

    const sent = await mailFrom(() => sendReferral(sender, patient.id, receiver));
    assert.equal(sent.length, 2);
    const [receipt] = to(sent, sender);
    assert.equal(receipt?.subject, 'Your RefNet referral has been sent');
    assert.ok(receipt.text.includes(`${PUBLIC_URL}/referrals/outbound`));
    assert.ok(receipt.text.includes('mail.named.receiver'), 'names the receiving clinician');
    const [notice] = to(sent, receiver);
    assert.equal(notice?.subject, 'You have a new referral on RefNet');
    assert.ok(notice.text.includes(`${PUBLIC_URL}/referrals/inbound?referralType=inboundPending`));
    assertNoPatientData(sent, patient);

    await setFlag(sender, 'userCreatedReferral', false);
    await setFlag(receiver, 'userReceivedReferral', false);
    const patient2 = await sender.patients.create();
    assert.deepEqual(await mailFrom(() => sendReferral(sender, patient2.id, receiver)), []);
  });

  test('an open referral: every listed role holder who wants it (newOpenReferral), not the sender', async () => {
    const sender = await newReferralClinician(app, db, 'mail.open.sender', 'Oral Surgeon');
    const keen = await newReferralClinician(app, db, 'mail.open.keen', 'Oral Surgeon');
    const quiet = await newReferralClinician(app, db, 'mail.open.quiet', 'Oral Surgeon');
    const noSettingsRow = await newReferralClinician(app, db, 'mail.open.defaults', 'Oral Surgeon');
    const otherRole = await newReferralClinician(app, db, 'mail.open.other', 'Dental Hygienist');
    await setFlag(quiet, 'newOpenReferral', false);
    await db
      .delete(notificationSettings)
      .where(eq(notificationSettings.userProfileId, noSettingsRow.user.userProfileId));
    const patient = await sender.patients.create();

    const sent = await mailFrom(() => sendReferral(sender, patient.id, { openTo: sender.jobRoleId }));
    for (const holder of [keen, noSettingsRow]) {
      const [notice] = to(sent, holder);
      assert.equal(notice?.subject, 'A new open referral for Oral Surgeons on RefNet');
      assert.ok(notice.text.includes(`${PUBLIC_URL}/referrals/inbound?referralType=openReferrals`));
    }
    assert.deepEqual(to(sent, quiet), []);
    assert.deepEqual(to(sent, otherRole), []);
    assert.deepEqual(
      to(sent, sender).map((message) => message.subject),
      ['Your RefNet referral has been sent'],
    );
    assert.ok(to(sent, sender)[0]!.text.includes('all Oral Surgeons'));
    assertNoPatientData(sent, patient);
  });

  test('an open referral’s notices are written in one insert after the receipt, and none goes to a holder with every profile paused', async () => {
    const sender = await newReferralClinician(app, db, 'mail.batch.sender', 'Dentist');
    const holders = [
      await newReferralClinician(app, db, 'mail.batch.one', 'Dentist'),
      await newReferralClinician(app, db, 'mail.batch.two', 'Dentist'),
    ];
    const paused = await newReferralClinician(app, db, 'mail.batch.paused', 'Dentist');
    await db
      .update(clinicianRoleProfiles)
      .set({ isDeactivated: true })
      .where(eq(clinicianRoleProfiles.userProfileId, paused.user.userProfileId));
    const patient = await sender.patients.create();
    const inserts = await countOutboxInsertStatements();

    const sent = await mailFrom(() => sendReferral(sender, patient.id, { openTo: sender.jobRoleId }));
    for (const holder of holders) assert.equal(to(sent, holder).length, 1);
    assert.deepEqual(to(sent, paused), []);
    assert.equal(sent.length, 3);
    // The sender's receipt with the referral; the holders' notices (a batch of up to 500) after commit.
    assert.equal(await inserts.stop(), 2);
  });

  test('an open referral writes one notice row whatever the number of holders; its e-mails go out in batches, once each, and a stopped run resumes', async () => {
    const sender = await newReferralClinician(app, db, 'mail.fan.sender', 'Prosthetist and Orthotist');
    const holders = [];
    for (const n of [1, 2, 3, 4, 5])
      holders.push(await newReferralClinician(app, db, `mail.fan.${n}`, 'Prosthetist and Orthotist'));
    const patient = await sender.patients.create();
    const mail = { mailer: app.mailer, publicUrl: PUBLIC_URL };

    // As if the API stopped after the referral committed and two holders had been e-mailed.
    const { id } = await sendReferral(sender, patient.id, { openTo: sender.jobRoleId });
    await app.mailer.idle();
    const notice = (
      await db.select().from(openReferralNotices).where(eq(openReferralNotices.referralId, id))
    )[0]!;
    assert.ok(notice.doneAt);
    await db
      .update(openReferralNotices)
      .set({ doneAt: null, notifiedThroughUserProfileId: holders[1]!.user.userProfileId })
      .where(eq(openReferralNotices.referralId, id));
    const resumed = await mailFrom(() => notifyOpenReferralAudience(db, mail, id, 2));
    assert.deepEqual(
      resumed
        .map((message) => message.recipients)
        .flat()
        .sort(),
      holders
        .slice(2)
        .map((holder) => holder.user.email)
        .sort(),
    );
    assert.deepEqual(await mailFrom(() => notifyOpenReferralAudience(db, mail, id, 2)), []);
    assert.deepEqual(await findUnfinishedOpenReferralNotices(db), []);
  });

  test('the receiver’s changes: the sender is told (targetHasToggledReferral), the receiver confirmed (userHasToggledReferral)', async () => {
    const sender = await newReferralClinician(app, db, 'mail.change.sender');
    const receiver = await newReferralClinician(app, db, 'mail.change.receiver');
    const patient = await sender.patients.create();
    const { id } = await sendReferral(sender, patient.id, receiver);

    const accepted = await mailFrom(() => post(receiver, `/referrals/accept/${id}/`));
    assert.deepEqual(
      to(accepted, sender).map((message) => message.subject),
      ['Your referral has been accepted on RefNet'],
    );
    assert.ok(to(accepted, sender)[0]!.text.includes(`${PUBLIC_URL}/referrals/outbound`));
    const [confirmation] = to(accepted, receiver);
    assert.equal(confirmation?.subject, 'Confirmation: a referral has been accepted on RefNet');
    assert.ok(confirmation.text.includes('by you'));
    assert.ok(confirmation.text.includes(`${PUBLIC_URL}/referrals/inbound?referralType=inboundAccepted`));

    const booked = await mailFrom(() => post(receiver, `/referrals/complete/${id}/`, { toComplete: true }));
    assert.deepEqual(booked.map((message) => message.subject).sort(), [
      'Confirmation: a referral has been marked as booked on RefNet',
      'Your referral has been marked as booked on RefNet',
    ]);

    await setFlag(sender, 'targetHasToggledReferral', false);
    const dna = await mailFrom(() => post(receiver, `/referrals/dna/${id}/`, { toDna: true }));
    assert.deepEqual(to(dna, sender), []);
    assert.deepEqual(
      to(dna, receiver).map((message) => message.subject),
      ['Confirmation: a referral has been marked as did not attend on RefNet'],
    );

    await setFlag(receiver, 'userHasToggledReferral', false);
    assert.deepEqual(await mailFrom(() => post(receiver, `/referrals/dna/${id}/`, { toDna: false })), []);
    assertNoPatientData([...accepted, ...booked, ...dna], patient);
  });

  test('a delegate’s change is confirmed to their clinician, naming the delegate', async () => {
    const sender = await newReferralClinician(app, db, 'mail.delegate.sender');
    const receiver = await newReferralClinician(app, db, 'mail.delegate.receiver');
    const delegate = await newReferralDelegate(app, db, 'mail.delegate.assistant', receiver);
    const patient = await sender.patients.create();
    const { id } = await sendReferral(sender, patient.id, receiver);
    const rejected = await mailFrom(() => post(delegate, `/referrals/reject/${id}/`));
    const [confirmation] = to(rejected, receiver);
    assert.equal(confirmation?.subject, 'Confirmation: a referral has been rejected on RefNet');
    assert.ok(confirmation.text.includes('mail.delegate.assistant'));
    assert.ok(confirmation.text.includes('on your behalf'));
    assert.deepEqual(to(rejected, delegate), []);
    assert.equal(to(rejected, sender).length, 1);
    assertNoPatientData(rejected, patient);
  });

  test('the sender’s cancellation tells the named clinician (userReceivedReferral) and confirms to the sender', async () => {
    const sender = await newReferralClinician(app, db, 'mail.cancel.sender');
    const receiver = await newReferralClinician(app, db, 'mail.cancel.receiver');
    const patient = await sender.patients.create();
    const { id } = await sendReferral(sender, patient.id, receiver);
    const cancelled = await mailFrom(async () => {
      const response = await sender.call('DELETE', `/referrals/delete/${id}/`);
      assert.equal(response.statusCode, 200, response.body);
    });
    assert.deepEqual(
      to(cancelled, receiver).map((message) => message.subject),
      ['A referral to you has been cancelled on RefNet'],
    );
    assert.deepEqual(
      to(cancelled, sender).map((message) => message.subject),
      ['Confirmation: a referral has been cancelled on RefNet'],
    );
    assertNoPatientData(cancelled, patient);
  });
});
