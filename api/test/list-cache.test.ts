import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import type {
  InboundReferralsResponse,
  OutboundReferralsResponse,
  Referral,
} from '@refnet/contracts/referrals';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import { delegateUserLinks, userProfiles } from '../src/db/schema.js';
import { readListStamps } from '../src/modules/list-cache/list-stamps.js';
import { authorization, setUpTestApp, startApp, tokenFor } from './helpers/app.js';
import { validPatient } from './helpers/patients.js';
import {
  newReferral,
  newReferralClinician,
  newReferralDelegate,
  sendReferral,
  type ReferralClinician,
} from './helpers/referrals.js';

// Two servers on one database, as in production: `app` (where the writes go) and `reader`, which keeps
// list answers. Every change made through one must show at once in what the other answers.
let app: RefnetApp;
let db: Database;
let handle: DatabaseHandle;
setUpTestApp((started) => ({ app, db, handle } = started));

async function read<Answer>(server: RefnetApp, as: ReferralClinician, url: string): Promise<Answer> {
  const response = await server.inject({ method: 'GET', url: `/api/v1${url}`, headers: as.patients.headers });
  assert.equal(response.statusCode, 200, response.body);
  assert.match(String(response.headers['content-type']), /^application\/json/);
  return response.json<Answer>();
}
const inbound = (server: RefnetApp, as: ReferralClinician) =>
  read<InboundReferralsResponse>(server, as, '/referrals/list/inbound');
const outbound = (server: RefnetApp, as: ReferralClinician) =>
  read<OutboundReferralsResponse>(server, as, '/referrals/list/outbound');
const ids = (referrals: readonly Referral[]) => referrals.map((referral) => referral.id);

test('a kept answer is the list as it would be built, and is answered again unchanged', async () => {
  const reader = await startApp(handle);
  const builder = await startApp(handle, { LIST_CACHE_MEGABYTES: '0' });
  try {
    const sender = await newReferralClinician(app, db, 'kept.sender', 'Orthoptist');
    const receiver = await newReferralClinician(app, db, 'kept.receiver', 'Orthoptist');
    await newReferral(sender, receiver);
    await newReferral(sender, { openTo: receiver.jobRoleId });
    const first = await inbound(reader, receiver);
    assert.equal(first.referralsReceived.waiting.length, 1);
    assert.deepEqual(await inbound(reader, receiver), first);
    assert.deepEqual(await inbound(builder, receiver), first);
    const gzipped = await reader.inject({
      method: 'GET',
      url: '/api/v1/referrals/list/inbound',
      headers: { ...receiver.patients.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.equal(gzipped.headers.vary, 'accept-encoding');
    assert.deepEqual(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8')), first);
    for (const url of ['/referrals/list/outbound', '/referrals/list/outbound/waiting?order=oldest']) {
      assert.deepEqual(await read(reader, sender, url), await read(builder, sender, url), url);
      assert.deepEqual(await read(reader, sender, url), await read(builder, sender, url), `${url}, kept`);
    }
  } finally {
    await reader.close();
    await builder.close();
  }
});

test('a second server shows every change to a kept list at once', async () => {
  const reader = await startApp(handle);
  try {
    const sender = await newReferralClinician(app, db, 'fresh.sender', 'Dental Hygienist');
    const receiver = await newReferralClinician(app, db, 'fresh.receiver', 'Dental Hygienist');
    const colleague = await newReferralClinician(app, db, 'fresh.colleague', 'Dental Hygienist');
    assert.deepEqual((await inbound(reader, receiver)).referralsReceived.waiting, []);
    assert.deepEqual((await outbound(reader, sender)).referralsMade.waiting, []);

    const named = await newReferral(sender, receiver);
    assert.deepEqual(ids((await inbound(reader, receiver)).referralsReceived.waiting), [named.id], 'sent');
    assert.deepEqual(ids((await outbound(reader, sender)).referralsMade.waiting), [named.id], 'sent, made');

    assert.equal((await receiver.call('POST', `/referrals/accept/${named.id}/`)).statusCode, 200);
    assert.deepEqual(
      ids((await inbound(reader, receiver)).referralsReceived.accepted),
      [named.id],
      'accepted',
    );
    assert.deepEqual(
      ids((await outbound(reader, sender)).referralsMade.accepted),
      [named.id],
      'accepted, made',
    );

    const renamed = await sender.patients.send(
      'PUT',
      `/patient/update/${named.patient.id}/`,
      validPatient({ firstName: 'Renamed' }),
    );
    assert.equal(renamed.statusCode, 200, renamed.body);
    const [accepted] = (await inbound(reader, receiver)).referralsReceived.accepted;
    assert.equal(accepted && 'firstName' in accepted.patient && accepted.patient.firstName, 'Renamed');

    await db
      .update(userProfiles)
      .set({ lastName: 'Newname' })
      .where(eq(userProfiles.id, sender.user.userProfileId));
    const [withNewName] = (await inbound(reader, receiver)).referralsReceived.accepted;
    assert.equal(withNewName?.referrer.userProfile.lastName, 'Newname', 'the directory');

    const patient = await sender.patients.create();
    const open = await sendReferral(sender, patient.id, { openTo: receiver.jobRoleId });
    assert.ok(ids((await inbound(reader, receiver)).referralsOpen).includes(open.id), 'open to my role');
    assert.equal((await colleague.call('POST', `/referrals/accept/${open.id}/`)).statusCode, 200);
    assert.ok(!ids((await inbound(reader, receiver)).referralsOpen).includes(open.id), 'claimed by another');

    const page = `/referrals/list/inbound/accepted?order=newest`;
    const before = await read<{ total: number }>(reader, receiver, page);
    assert.equal(
      (await receiver.call('POST', `/referrals/dna/${named.id}/`, { toDna: true })).statusCode,
      200,
    );
    assert.equal((await read<{ total: number }>(reader, receiver, page)).total, before.total - 1, 'a page');
  } finally {
    await reader.close();
  }
});

test('a second server shows changes to kept patient lists and analytics at once', async () => {
  const reader = await startApp(handle);
  try {
    const sender = await newReferralClinician(app, db, 'fresh2.sender', 'Orthoptist');
    const receiver = await newReferralClinician(app, db, 'fresh2.receiver', 'Orthoptist');
    type Patients = { addedPatients: { id: number }[]; pendingPatients: { id: number }[] };
    type Analytics = { noReferralsReceived: number; favouriteClinicians: unknown[] };
    const patientsOf = (as: ReferralClinician) => read<Patients>(reader, as, '/patient/list/');
    const analyticsOf = (as: ReferralClinician) => read<Analytics>(reader, as, '/user/analytics-data/5/');
    assert.deepEqual((await patientsOf(sender)).addedPatients, []);
    assert.equal((await analyticsOf(receiver)).noReferralsReceived, 0);
    assert.deepEqual((await analyticsOf(sender)).favouriteClinicians, []);

    const patient = await sender.patients.create();
    assert.deepEqual(
      ids((await patientsOf(sender)).addedPatients as Referral[]),
      [patient.id],
      'a new patient',
    );
    await sendReferral(sender, patient.id, receiver);
    assert.deepEqual(
      ids((await patientsOf(receiver)).pendingPatients as Referral[]),
      [patient.id],
      'received',
    );
    assert.equal((await analyticsOf(receiver)).noReferralsReceived, 1, 'analytics');

    const added = await sender.call('POST', `/user/favourite-clinician/add/${receiver.user.userProfileId}/`);
    assert.equal(added.statusCode, 200, added.body);
    assert.equal((await analyticsOf(sender)).favouriteClinicians.length, 1, 'a favourite');
  } finally {
    await reader.close();
  }
});

test('a second server shows changes to a kept map search at once', async () => {
  const reader = await startApp(handle);
  try {
    const searcher = await newReferralClinician(app, db, 'map.searcher', 'Orthoptist');
    const found = await newReferralClinician(app, db, 'map.found', 'Orthoptist');
    const search = { lat: 51.52, lng: -0.148, roleId: found.jobRoleId, insuranceProviderId: 0 };
    type Card = { userProfile: { id: number; lastName: string }; isFavourite: boolean };
    type Found = { clinicianList: Card[]; favouriteCliniciansList: Card[] };
    const searchAs = async (as: ReferralClinician) => {
      const response = await reader.inject({
        method: 'POST',
        url: '/api/v1/clinician-list/',
        headers: as.patients.headers,
        payload: { ...search, jobRoleSelected: '', jobSpecialtySelected: '' },
      });
      assert.equal(response.statusCode, 200, response.body);
      const answer = response.json<Found>();
      return answer.clinicianList.find((card) => card.userProfile.id === found.user.userProfileId);
    };
    assert.equal((await searchAs(searcher))?.isFavourite, false);
    await db
      .update(userProfiles)
      .set({ lastName: 'Moved' })
      .where(eq(userProfiles.id, found.user.userProfileId));
    assert.equal((await searchAs(searcher))?.userProfile.lastName, 'Moved', 'the directory');
    const added = await searcher.call('POST', `/user/favourite-clinician/add/${found.user.userProfileId}/`);
    assert.equal(added.statusCode, 200, added.body);
    assert.equal((await searchAs(searcher))?.isFavourite, true, 'a favourite');
  } finally {
    await reader.close();
  }
});

test('a delegate’s kept patient list follows their permission, apart from their clinician’s', async () => {
  const reader = await startApp(handle);
  try {
    const sender = await newReferralClinician(app, db, 'perm.sender', 'Orthoptist');
    const clinician = await newReferralClinician(app, db, 'perm.clinician', 'Orthoptist');
    await newReferral(sender, clinician);
    const delegate = await newReferralDelegate(app, db, 'perm.delegate', clinician);
    const pendingOf = async (headers: Record<string, string>) => {
      const response = await reader.inject({ method: 'GET', url: '/api/v1/patient/list/', headers });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<{ pendingPatients: unknown[] }>().pendingPatients.length;
    };
    const asDelegate = authorization(await tokenFor(app, delegate.user));
    assert.equal(await pendingOf(asDelegate), 1);
    await db
      .update(delegateUserLinks)
      .set({ permissionViewReferrals: false })
      .where(eq(delegateUserLinks.delegateUserProfileId, delegate.user.userProfileId));
    assert.equal(await pendingOf(asDelegate), 0, 'without the view permission');
    assert.equal(await pendingOf(clinician.patients.headers), 1, 'the clinician still sees it');
  } finally {
    await reader.close();
  }
});

test('an open referral to my job role changes only the lists that show open referrals', async () => {
  const holder = await newReferralClinician(app, db, 'scope.holder', 'Dental Hygienist');
  const poster = await newReferralClinician(app, db, 'scope.poster', 'Orthoptist');
  const me = holder.user.userProfileId;
  const [own, withOpen] = [await readListStamps(db, me, 'own'), await readListStamps(db, me, 'own-and-open')];
  await newReferral(poster, { openTo: holder.jobRoleId });
  assert.equal(await readListStamps(db, me, 'own'), own, 'outbound, patients, analytics, map: unchanged');
  assert.notEqual(await readListStamps(db, me, 'own-and-open'), withOpen, 'the inbound list changed');
});

test('a kept list is refused to a delegate without the view permission', async () => {
  const sender = await newReferralClinician(app, db, 'refused.sender', 'Orthoptist');
  const clinician = await newReferralClinician(app, db, 'refused.clinician', 'Orthoptist');
  await newReferral(sender, clinician);
  await inbound(app, clinician);
  const delegate = await newReferralDelegate(app, db, 'refused.delegate', clinician, {
    permissionViewReferrals: false,
  });
  const response = await delegate.call('GET', '/referrals/list/inbound');
  assert.equal(response.statusCode, 403, response.body);
  assert.doesNotMatch(response.body, /referralsReceived/);
});
