import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import {
  REFERRAL_STATUSES,
  analyticsResponseSchema,
  inboundReferralsResponseSchema,
  outboundReferralsResponseSchema,
  type ReferralStatus,
} from '@refnet/contracts/referrals';
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RefnetApp } from '../src/app.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import {
  clinicianRoleProfiles,
  patients,
  referralEvents,
  referrals,
  userProfileJobRoles,
  userProfiles,
  users,
} from '../src/db/schema.js';
import { CLINICIAN, setUpTestApp, startApp } from './helpers/app.js';
import { signIn } from './helpers/clinicians.js';

let app: RefnetApp;
let db: Database;
let handle: DatabaseHandle;
setUpTestApp((started) => ({ app, db, handle } = started));

const sender = alias(clinicianRoleProfiles, 'sender');
const target = alias(clinicianRoleProfiles, 'target');

async function ameliaProfileId() {
  const [row] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(users.email, CLINICIAN.email));
  return row!.id;
}

/** Each status the referrals matching `where` are in (sender and target aliases joined). */
async function statusesWhere(where: SQL | undefined) {
  const rows = await db
    .selectDistinct({ status: referrals.status })
    .from(referrals)
    .innerJoin(sender, eq(sender.id, referrals.referrerCrpId))
    .leftJoin(target, eq(target.id, referrals.targetCrpId))
    .where(where);
  return rows.map((row) => row.status).sort();
}

test('the demo has referrals in every state', async () => {
  assert.deepEqual(await statusesWhere(undefined), [...REFERRAL_STATUSES].sort());
  const n = (await db.select({ n: count() }).from(referrals))[0]!.n;
  assert.ok(n >= 30 && n <= 60, `${n} demo referrals`);
});

test('every referral has its audit trail: created, then each transition from the state before', async () => {
  const rows = await db
    .select({ id: referrals.id, status: referrals.status, specified: referrals.specifiedClinician })
    .from(referrals);
  const events = await db
    .select()
    .from(referralEvents)
    .orderBy(asc(referralEvents.referralId), asc(referralEvents.at), asc(referralEvents.id));
  const now = Date.now();
  for (const referral of rows) {
    const trail = events.filter((event) => event.referralId === referral.id);
    assert.ok(trail.length >= 1, `referral ${referral.id} has no trail`);
    assert.deepEqual(
      [trail[0]!.action, trail[0]!.fromStatus, trail[0]!.toStatus],
      ['created', null, referral.specified ? 'PENDING' : 'OPEN'],
      `referral ${referral.id}`,
    );
    trail.slice(1).forEach((event, index) => {
      assert.equal(event.fromStatus, trail[index]!.toStatus, `referral ${referral.id} step ${index + 1}`);
    });
    assert.equal(trail.at(-1)!.toStatus, referral.status, `referral ${referral.id}`);
    assert.ok(
      trail.every((event) => event.at.getTime() <= now),
      `referral ${referral.id} is in the future`,
    );
  }
  const actions = new Set(events.map((event) => event.action));
  for (const action of ['created', 'accepted', 'rejected', 'cancelled', 'booked', 'dna', 'undna']) {
    assert.ok(actions.has(action), action);
  }
});

test('each referred patient is kept by the clinician who sent the referral', async () => {
  const strays = await db
    .select({ id: referrals.id })
    .from(referrals)
    .innerJoin(sender, eq(sender.id, referrals.referrerCrpId))
    .innerJoin(patients, eq(patients.id, referrals.patientId))
    .where(ne(patients.createdByUserProfileId, sender.userProfileId));
  assert.deepEqual(strays, []);
});

test('Dr Hart has received, sent and open referrals in every group', async () => {
  const amelia = await ameliaProfileId();
  const received = await statusesWhere(eq(target.userProfileId, amelia));
  for (const status of ['PENDING', 'ACCEPTED', 'BOOKED', 'DNA'] satisfies ReferralStatus[]) {
    assert.ok(received.includes(status), `received ${status}`);
  }
  assert.deepEqual(await statusesWhere(eq(sender.userProfileId, amelia)), [...REFERRAL_STATUSES].sort());

  const herRoles = db
    .select({ id: userProfileJobRoles.jobRoleId })
    .from(userProfileJobRoles)
    .where(eq(userProfileJobRoles.userProfileId, amelia));
  const openToHer = await db
    .select({ id: referrals.id })
    .from(referrals)
    .innerJoin(sender, eq(sender.id, referrals.referrerCrpId))
    .where(
      and(
        eq(referrals.status, 'OPEN'),
        inArray(referrals.jobRoleId, herRoles),
        ne(sender.userProfileId, amelia),
      ),
    );
  assert.ok(openToHer.length >= 2, `${openToHer.length} open referrals for her job role`);
});

test('Dr Hart’s Referrals Received and Referrals Made show something in every tab', async () => {
  const call = await signIn(app, CLINICIAN);
  const inbound = inboundReferralsResponseSchema.parse((await call('GET', '/referrals/list/inbound')).json());
  for (const [group, rows] of Object.entries(inbound.referralsReceived)) {
    assert.ok(rows.length >= 1, `received ${group} is empty`);
  }
  assert.ok(inbound.referralsOpen.length >= 2, `${inbound.referralsOpen.length} open referrals`);
  const outbound = outboundReferralsResponseSchema.parse(
    (await call('GET', '/referrals/list/outbound')).json(),
  );
  for (const [group, rows] of Object.entries(outbound.referralsMade)) {
    assert.ok(rows.length >= 1, `made ${group} is empty`);
  }
  assert.ok(outbound.referralsMade.waiting.some((referral) => referral.status === 'OPEN'));
  assert.ok(inbound.referralsReceived.booked.every((referral) => referral.events.length >= 3));
});

test('Dr Hart’s analytics rank the clinicians she refers to and hears from', async () => {
  const call = await signIn(app, CLINICIAN);
  const response = await call('GET', '/user/analytics-data/6/');
  assert.equal(response.statusCode, 200, response.body);
  const body = analyticsResponseSchema.parse(response.json());
  const summary = (entries: typeof body.topReferredTo) =>
    entries.map((entry) => [entry.clinician.lastName, entry.count, entry.rank, entry.isFavourite]);
  assert.deepEqual(summary(body.topReferredTo), [
    ['Okafor', 2, 1, false],
    ['Chandran', 1, 2, false],
    ['Fraser', 1, 2, false],
    ['Lewis', 1, 2, false],
    ['Raman', 1, 2, false],
    ['Turner', 1, 2, true],
  ]);
  assert.deepEqual(summary(body.topReferralsFrom), [
    ['Fraser', 2, 1, false],
    ['Lewis', 2, 1, false],
    ['Raman', 2, 1, false],
    ['Okafor', 1, 2, false],
  ]);
  assert.deepEqual(
    [body.noPatientsMade, body.noReferralsMade, body.noReferralsReceived, body.noPatientsReceived],
    [8, 8, 7, 4],
  );
  assert.equal(body.favouriteClinicians.length, 3);
});

test('restarting adds no referral and no event', async () => {
  const counts = async () => [
    (await db.select({ n: count() }).from(referrals))[0]!.n,
    (await db.select({ n: count() }).from(referralEvents))[0]!.n,
  ];
  const before = await counts();
  await (await startApp(handle)).close();
  assert.deepEqual(await counts(), before);
});

test('migration 0006 writes the created event of each referral written before it', async () => {
  const migration = await readFile(
    new URL('../migrations/0006_referral_events.sql', import.meta.url),
    'utf8',
  );
  const backfill = migration.split('--> statement-breakpoint').at(-1)!;
  const [first, second] = await db
    .select({ id: referrals.id, specified: referrals.specifiedClinician })
    .from(referrals)
    .orderBy(asc(referrals.id))
    .limit(2);
  await db.delete(referralEvents).where(inArray(referralEvents.referralId, [first!.id, second!.id]));
  const untouched = await db.select({ n: count() }).from(referralEvents);

  await db.execute(sql.raw(backfill));
  const written = await db
    .select()
    .from(referralEvents)
    .where(inArray(referralEvents.referralId, [first!.id, second!.id]))
    .orderBy(asc(referralEvents.referralId));
  const rows = await db
    .select()
    .from(referrals)
    .where(inArray(referrals.id, [first!.id, second!.id]));
  assert.deepEqual(
    written.map((event) => [event.referralId, event.action, event.fromStatus, event.toStatus]),
    [first!, second!].map((referral) => [
      referral.id,
      'created',
      null,
      referral.specified ? 'PENDING' : 'OPEN',
    ]),
  );
  for (const event of written) {
    const referral = rows.find((row) => row.id === event.referralId)!;
    assert.deepEqual(
      [event.actorUserProfileId, event.at],
      [referral.sentByUserProfileId, referral.createdOn],
    );
  }
  const total = (await db.select({ n: count() }).from(referralEvents))[0]!.n;
  assert.equal(total, untouched[0]!.n + 2, 'referrals with a trail get nothing');
});

test('the demo writes the missing trails of more referrals than one statement could bind', async () => {
  // 12,000 trails of at least one event, six bound values each: over PostgreSQL's 65,535 parameters.
  await db.execute(sql`insert into ${referrals} (patient_id, referrer_crp_id, sent_by_user_profile_id,
      job_role_id, specified_clinician, target_crp_id, main_description, history, status, created_on)
    select patient_id, referrer_crp_id, sent_by_user_profile_id, job_role_id, specified_clinician,
      target_crp_id, 'Bulk ' || n, history, 'PENDING', created_on
    from ${referrals}, generate_series(1, 12000) as n
    where ${referrals.id} = (select min(id) from ${referrals} where status = 'PENDING')`);
  await (await startApp(handle)).close();
  const [bare] = await db
    .select({ n: count() })
    .from(referrals)
    .where(
      sql`not exists (select 1 from ${referralEvents} where ${referralEvents.referralId} = ${referrals.id})`,
    );
  assert.equal(bare!.n, 0);
});
