import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Patient } from '@refnet/contracts/patients';
import { eq, isNull, sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { queryRows } from '../src/db/query-rows.js';
import {
  clinicianRoleProfiles,
  notificationSettings,
  openReferralNotices,
  outboxEmails,
} from '../src/db/schema.js';
import { sendOpenReferralDigests } from '../src/modules/referrals/open-referral-digest.js';
import { setUpTestAppWithMailbox, testConfig } from './helpers/app.js';
import {
  REFERRAL_TEXT,
  newReferral as newReferralFrom,
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

  test('an open referral: the sender’s receipt at once; every listed role holder who wants it (newOpenReferral), not the sender, in the next digest', async () => {
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

    const created = await mailFrom(() => sendReferral(sender, patient.id, { openTo: sender.jobRoleId }));
    assert.deepEqual(
      created.map((message) => [message.recipients, message.subject]),
      [[[sender.user.email], 'Your RefNet referral has been sent']],
    );
    assert.ok(created[0]!.text.includes('all Oral Surgeons'));

    const digest = await mailFrom(() => app.openReferralDigest.runNow());
    for (const [holder, name] of [
      [keen, 'mail.open.keen'],
      [noSettingsRow, 'mail.open.defaults'],
    ] as const) {
      const [notice] = to(digest, holder);
      assert.equal(notice?.subject, 'A new open referral for Oral Surgeons on RefNet');
      assert.ok(notice.text.startsWith('Dear ') && notice.text.includes(name), 'greets the holder by name');
      assert.ok(notice.text.includes(`${PUBLIC_URL}/referrals/inbound?referralType=openReferrals`));
    }
    assert.equal(digest.length, 2);
    assert.deepEqual(to(digest, quiet), []);
    assert.deepEqual(to(digest, otherRole), []);
    assert.deepEqual(to(digest, sender), []);
    assertNoPatientData([...created, ...digest], patient);
    assert.deepEqual(await mailFrom(() => app.openReferralDigest.runNow()), []);
  });

  test('an open referral writes O(1) rows; the digest e-mails each holder once for all the referrals since the last one (one insert per batch), none to a holder with every profile paused', async () => {
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
    const outboxRows = async () =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${outboxEmails}`))[0]!.n;

    const before = await outboxRows();
    await sendReferral(sender, (await sender.patients.create()).id, { openTo: sender.jobRoleId });
    // The sender's receipt only: the holders' e-mails wait for the digest.
    assert.equal(await outboxRows(), before + 1);
    await sendReferral(sender, (await sender.patients.create()).id, { openTo: sender.jobRoleId });
    assert.equal(await outboxRows(), before + 2);

    const inserts = await countOutboxInsertStatements();
    const digest = await mailFrom(() => app.openReferralDigest.runNow());
    assert.equal(await inserts.stop(), 1);
    for (const holder of holders) {
      assert.deepEqual(
        to(digest, holder).map((message) => message.subject),
        ['2 new open referrals for Dentists on RefNet'],
      );
      assert.ok(to(digest, holder)[0]!.text.includes('2 referrals have been posted open to all Dentists'));
    }
    assert.deepEqual(to(digest, paused), []);
    assert.deepEqual(to(digest, sender), []);
    assert.equal(digest.length, 2);
  });

  test('the digest: a holder who sent some of the referrals is told of the others; claimed ones are left out; two runs at once, in batches, e-mail each holder once', async () => {
    const role = 'Prosthetist and Orthotist';
    const first = await newReferralClinician(app, db, 'mail.fan.first', role);
    const second = await newReferralClinician(app, db, 'mail.fan.second', role);
    const holders = [];
    for (const n of [1, 2, 3, 4, 5]) holders.push(await newReferralClinician(app, db, `mail.fan.${n}`, role));
    const open = () => ({ openTo: first.jobRoleId });
    await newReferralFrom(first, open());
    await newReferralFrom(first, open());
    await newReferralFrom(second, open());
    const claimed = await newReferralFrom(second, open());
    await post(holders[4]!, `/referrals/accept/${claimed.id}/`);

    const mail = { mailer: app.mailer, publicUrl: PUBLIC_URL };
    const digest = await mailFrom(() =>
      Promise.all([
        sendOpenReferralDigests(db, mail, { windowSeconds: 0, batch: 2 }),
        sendOpenReferralDigests(db, mail, { windowSeconds: 0, batch: 2 }),
        app.openReferralDigest.runNow(),
      ]),
    );
    const subjects = (clinician: ReferralCaller) => to(digest, clinician).map((message) => message.subject);
    assert.deepEqual(subjects(first), ['A new open referral for Prosthetist and Orthotists on RefNet']);
    assert.deepEqual(subjects(second), ['2 new open referrals for Prosthetist and Orthotists on RefNet']);
    for (const holder of holders)
      assert.deepEqual(subjects(holder), ['3 new open referrals for Prosthetist and Orthotists on RefNet']);
    assert.equal(digest.length, 7);
    assert.deepEqual(await mailFrom(() => app.openReferralDigest.runNow()), []);
    const waiting = await db.select().from(openReferralNotices).where(isNull(openReferralNotices.doneAt));
    assert.deepEqual(waiting, []);
  });

  test('the digest waits for its window: a role e-mailed within it is e-mailed again once it has passed', async () => {
    const sender = await newReferralClinician(app, db, 'mail.window.sender', 'Podiatrist');
    const holder = await newReferralClinician(app, db, 'mail.window.holder', 'Podiatrist');
    const mail = { mailer: app.mailer, publicUrl: PUBLIC_URL };
    const hour = { windowSeconds: 3600 };
    await newReferralFrom(sender, { openTo: sender.jobRoleId });
    assert.equal(to(await mailFrom(() => sendOpenReferralDigests(db, mail, hour)), holder).length, 1);
    await newReferralFrom(sender, { openTo: sender.jobRoleId });
    assert.deepEqual(await mailFrom(() => sendOpenReferralDigests(db, mail, hour)), []);
    await db.execute(
      sql`update open_referral_digests set sent_at = now() - interval '2 hours' where job_role_id = ${sender.jobRoleId}`,
    );
    const later = await mailFrom(() => sendOpenReferralDigests(db, mail, hour));
    assert.deepEqual(
      to(later, holder).map((message) => message.subject),
      ['A new open referral for Podiatrists on RefNet'],
    );
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
