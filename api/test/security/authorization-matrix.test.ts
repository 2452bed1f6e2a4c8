import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { queryPreparedRows } from '../../src/db/query-rows.js';
import { clinicianRoleProfiles, delegateUserLinks, insuranceAgreements } from '../../src/db/schema.js';
import type { ActingPermission } from '../../src/modules/policy/acting-clinician.js';
import { setUpTestApp } from '../helpers/app.js';
import { attachmentCaller, TINY_PDF } from '../helpers/attachments.js';
import { createTestDelegate, type TestUser } from '../helpers/clinicians.js';
import { arrangeFixture, type Fixture } from '../helpers/delegate-endpoints.js';
import { newReferralClinician, type ReferralClinician } from '../helpers/referrals.js';
import {
  ACCESS_RANK,
  A_DELEGATES,
  STRICTER_THAN_DECLARED,
  arrangeCallers,
  effectiveAccess,
  enumValues,
  excerpt,
  fillPath,
  probe,
  recordRoutes,
  UNKNOWN_LINK,
  sampleValue,
  VALID_LOOKING_FIELDS,
  type FieldValues,
  type Finding,
  type ProbeCaller,
  type ProbeRoute,
} from '../helpers/security-probes.js';

// The authorization matrix: every route of the running app × every kind of caller, each aimed at clinician
// A's records (path ids and body ids), with a body generated from the route's own schema. Whatever the
// caller, never a 5xx; below a route's access level, a refusal (401/403); and no one but A, or A's
// delegate holding the permission the route needs, is answered 2xx on A's record or changes A's records
// (each such write is checked against a hash of everything of A's). Public routes, which never read the
// caller's session, are sampled: one caller of each rank.

const routes = recordRoutes();
let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

interface World {
  a: ReferralClinician;
  /** A third clinician (no caller): sends A the referrals A's side acts on, and receives A's. */
  c: ReferralClinician;
  fixture: Fixture;
  aClinicId: number;
  /** A's second clinic: the one remove-clinic aims at, so that A can remove it and keep the first. */
  aSecondClinicId: number;
  /** A delegate of A who is not a caller: the delegate-management routes aim at their link. */
  spare: TestUser & { linkId: number };
  insurerId: number;
  unverifiedInsurerId: number;
  /** Unverified and listed by no one: the one staff may reject. */
  rejectableInsurerId: number;
  /** A's personal API tokens (issue 21): the one A revokes, and the one staff revoke. */
  aTokenId: number;
  aStaffRevokedTokenId: number;
  /** A's file on the referral A sent (issue 22). */
  aAttachmentId: number;
}

let world: World;
let callers: ProbeCaller[];

before(async () => {
  const a = await newReferralClinician(app, db, 'matrix-a', 'Orthoptist');
  const b = await newReferralClinician(app, db, 'matrix-b', 'Dentist');
  const c = await newReferralClinician(app, db, 'matrix-c', 'Oral Surgeon');
  const fixture = await arrangeFixture(db, a, c, 'Matrixowned');
  const added = await a.call('POST', '/user/clinician-information/create/', {
    clinicName: 'Second room',
    centreName: 'Second centre',
    address: { firstLine: '2 Second Street', city: 'London', postcode: 'W1G 6BW' },
  });
  assert.equal(added.statusCode, 200, added.body);
  const crps = await db
    .select({ id: clinicianRoleProfiles.id, clinicId: clinicianRoleProfiles.clinicId })
    .from(clinicianRoleProfiles)
    .where(eq(clinicianRoleProfiles.userProfileId, a.user.userProfileId));
  const first = crps.find((crp) => crp.id === a.crpId)!;
  const second = crps.find((crp) => crp.id !== a.crpId)!;
  const spare = await createTestDelegate(db, 'matrix-a-spare@refnet.test', a.user.userProfileId);
  const [link] = await db
    .select({ id: delegateUserLinks.id })
    .from(delegateUserLinks)
    .where(
      and(
        eq(delegateUserLinks.delegateUserProfileId, spare.userProfileId),
        eq(delegateUserLinks.clinicianUserProfileId, a.user.userProfileId),
      ),
    );
  const [insurer] = await db
    .select({ id: insuranceAgreements.id })
    .from(insuranceAgreements)
    .where(eq(insuranceAgreements.verified, true))
    .limit(1);
  const [unverifiedInsurer, rejectableInsurer] = await db
    .insert(insuranceAgreements)
    .values([
      { provider: 'Matrix Unchecked Cover', verified: false },
      { provider: 'Matrix Unknown Cover', verified: false },
    ])
    .returning({ id: insuranceAgreements.id });
  world = {
    a,
    c,
    fixture,
    aClinicId: first.clinicId,
    aSecondClinicId: second.clinicId,
    spare: { ...spare, linkId: link!.id },
    insurerId: insurer!.id,
    unverifiedInsurerId: unverifiedInsurer!.id,
    rejectableInsurerId: rejectableInsurer!.id,
    aTokenId: await newApiToken(app, a.patients.headers, 'Matrix: A revokes'),
    aStaffRevokedTokenId: await newApiToken(app, a.patients.headers, 'Matrix: staff revoke'),
    aAttachmentId: await newAttachment(a, fixture.sent),
  };
  callers = await withApiTokenCallers(app, await arrangeCallers(app, db, { a, b, prefix: 'matrix' }));
});

/** A personal API token of the caller behind `headers` (issue 21): its id and its secret. */
async function createApiToken(app: RefnetApp, headers: Record<string, string>, name: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/api-tokens/',
    headers,
    payload: { name, expiresInDays: 7 },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{ token: { id: number }; secret: string }>();
}

async function newAttachment(a: ReferralClinician, referralId: number) {
  const files = await attachmentCaller(app, a.user);
  const response = await files.upload(referralId, { fileName: 'letter.pdf', content: TINY_PDF });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{ attachment: { id: number } }>().attachment.id;
}

const newApiToken = async (app: RefnetApp, headers: Record<string, string>, name: string) =>
  (await createApiToken(app, headers, name)).token.id;

/** Callers who have personal API tokens, each followed by the same person calling with their token. */
const TOKEN_HOLDERS = new Set([
  'clinician B',
  'delegate of B',
  ...A_DELEGATES.map((delegate) => delegate.name),
  'clinician A',
]);

async function withApiTokenCallers(app: RefnetApp, sessions: ProbeCaller[]): Promise<ProbeCaller[]> {
  const all: ProbeCaller[] = [];
  for (const caller of sessions) {
    all.push(caller);
    if (!TOKEN_HOLDERS.has(caller.name)) continue;
    const { secret } = await createApiToken(app, caller.headers, 'Matrix caller');
    all.push({
      ...caller,
      name: `${caller.name} (API token)`,
      headers: { authorization: `Bearer ${secret}` },
    });
  }
  return all;
}

// ---------------------------------------------------------------------------------------------------
// The tables

interface PathValue {
  of(w: World): string | number;
  /** The value names one of A's records (else reference data, a one-time link, a number…). */
  aRecord: boolean;
}

const A_RECORD = (of: (w: World) => number): PathValue => ({ of, aRecord: true });
const SHARED = (of: (w: World) => string | number): PathValue => ({ of, aRecord: false });

/**
 * The value of each path parameter: `<route> :<param>` where the name alone does not say whose record it
 * is, else `:<param>`. An enum parameter (:group) takes its schema's first value.
 */
const PATH_VALUES: Record<string, PathValue> = {
  'PUT /user/clinician-information/update/:id/ :id': A_RECORD((w) => w.aClinicId),
  'PUT /user/clinician-information/deactivate/:id/ :id': A_RECORD((w) => w.a.crpId),
  'DELETE /user/deactivate-account/:id/ :id': A_RECORD((w) => w.a.user.userProfileId),
  'PUT /patient/update/:id/ :id': A_RECORD((w) => w.fixture.ownPatientId),
  'DELETE /patient/delete/:id/ :id': A_RECORD((w) => w.fixture.removablePatientId),
  'GET /patient/:id/ :id': A_RECORD((w) => w.fixture.ownPatientId),
  'GET /patient/referrals/:id/ :id': A_RECORD((w) => w.fixture.sentPatientId),
  'GET /clinician-information/:id/ :id': A_RECORD((w) => w.a.user.userProfileId),
  'GET /user-crp-information/:id/ :id': A_RECORD((w) => w.a.crpId),
  'POST /user/favourite-clinician/add/:id/ :id': A_RECORD((w) => w.a.user.userProfileId),
  'DELETE /user/favourite-clinician/remove/:id/ :id': A_RECORD((w) => w.a.user.userProfileId),
  'POST /admin/set-verification/user-profile/:id/ :id': A_RECORD((w) => w.a.user.userProfileId),
  'POST /referrals/accept/:refId/ :refId': A_RECORD((w) => w.fixture.received.toAccept),
  'POST /referrals/reject/:refId/ :refId': A_RECORD((w) => w.fixture.received.toReject),
  'POST /referrals/complete/:refId/ :refId': A_RECORD((w) => w.fixture.received.toBook),
  'POST /referrals/dna/:refId/ :refId': A_RECORD((w) => w.fixture.received.toDna),
  'DELETE /referrals/delete/:refId/ :refId': A_RECORD((w) => w.fixture.sent),
  'GET /referrals/:refId/timeline/ :refId': A_RECORD((w) => w.fixture.sent),
  'POST /referrals/:refId/messages/ :refId': A_RECORD((w) => w.fixture.sent),
  'POST /referrals/:refId/read/ :refId': A_RECORD((w) => w.fixture.sent),
  'GET /staff/referrals/:refId/timeline/ :refId': A_RECORD((w) => w.fixture.sent),
  'POST /referrals/:refId/attachments/ :refId': A_RECORD((w) => w.fixture.sent),
  'GET /referrals/:refId/attachments/:attachmentId/ :refId': A_RECORD((w) => w.fixture.sent),
  ':attachmentId': A_RECORD((w) => w.aAttachmentId),
  'DELETE /api-tokens/:tokenId/ :tokenId': A_RECORD((w) => w.aTokenId),
  'DELETE /staff/api-tokens/:tokenId/ :tokenId': A_RECORD((w) => w.aStaffRevokedTokenId),
  // A has no second factor: staff get 409 and nothing of A's changes (a reset would end A's sessions).
  'DELETE /staff/users/:userId/second-factor/ :userId': A_RECORD((w) => w.a.user.userId),
  'GET /api/fhir/r4/ServiceRequest/:id :id': A_RECORD((w) => w.fixture.sent),
  'GET /api/fhir/r4/ServiceRequest/:id/$referral-bundle :id': A_RECORD((w) => w.fixture.sent),
  'GET /api/fhir/r4/Task/:id :id': A_RECORD((w) => w.fixture.sent),
  'PATCH /api/fhir/r4/Task/:id :id': A_RECORD((w) => w.fixture.received.toAccept),
  'GET /api/fhir/r4/Patient/:id :id': A_RECORD((w) => w.fixture.ownPatientId),
  'GET /api/fhir/r4/Practitioner/:id :id': A_RECORD((w) => w.a.user.userProfileId),
  'GET /api/fhir/r4/PractitionerRole/:id :id': A_RECORD((w) => w.a.crpId),
  'GET /job-roles/:id/ :id': SHARED((w) => w.c.jobRoleId),
  'GET /insurance-agreements/:id/ :id': SHARED((w) => w.insurerId),
  'POST /insurance-agreements/verify/:id/ :id': SHARED((w) => w.unverifiedInsurerId),
  'POST /insurance-agreements/reject/:id/ :id': SHARED((w) => w.rejectableInsurerId),
  ':number': SHARED(() => 3),
  ':link': SHARED(() => UNKNOWN_LINK),
  ':publicKey': SHARED(() => 'no-such-picture'),
};

/** Routes where a 2xx on A's record for another caller is correct by design. */
const OTHERS_MAY: Record<string, string> = {
  'GET /clinician-information/:id/': "a clinician's page: every approved user may read it (SPEC §2.12)",
  'GET /user-crp-information/:id/': "a clinician's page by role profile: as public as the one above",
  'POST /user/favourite-clinician/add/:id/': "favouriting A changes the caller's favourites, not A's",
  'DELETE /user/favourite-clinician/remove/:id/': "unfavouriting A changes the caller's favourites, not A's",
  'GET /api/fhir/r4/Practitioner/:id': 'the FHIR view of the clinician page above',
  'GET /api/fhir/r4/PractitionerRole/:id': 'the FHIR view of the role-profile page above',
};

/**
 * What a delegate of A needs to reveal or change A's records through a route (SPEC §6,
 * policy/acting-clinician.ts: `view` any active link; the others their permission). A route not listed
 * is A's alone.
 */
const DELEGATE_NEEDS: Record<string, ActingPermission> = {
  'GET /patient/:id/': 'view',
  'GET /patient/referrals/:id/': 'viewReferrals',
  'POST /patient/create/': 'create',
  'PUT /patient/update/:id/': 'manage',
  'DELETE /patient/delete/:id/': 'manage',
  'POST /referrals/create/': 'create',
  'POST /referrals/accept/:refId/': 'manage',
  'POST /referrals/reject/:refId/': 'manage',
  'POST /referrals/complete/:refId/': 'manage',
  'POST /referrals/dna/:refId/': 'manage',
  'DELETE /referrals/delete/:refId/': 'manage',
  'GET /referrals/:refId/timeline/': 'viewReferrals',
  'POST /referrals/:refId/messages/': 'manage',
  'POST /referrals/:refId/read/': 'viewReferrals',
  'POST /referrals/:refId/attachments/': 'manage',
  'GET /referrals/:refId/attachments/:attachmentId/': 'viewReferrals',
  'GET /api/fhir/r4/ServiceRequest/:id': 'viewReferrals',
  'GET /api/fhir/r4/ServiceRequest/:id/$referral-bundle': 'viewReferrals',
  'GET /api/fhir/r4/Task/:id': 'viewReferrals',
  'PATCH /api/fhir/r4/Task/:id': 'manage',
  'GET /api/fhir/r4/Patient/:id': 'view',
};

/** End the caller's session or A's account: probed last, in this order. */
const SESSION_ENDING = ['DELETE /user/deactivate-account/:id/', 'POST /logout/'];

/**
 * Body fields by name (`parent.name` for a nested one): ids name A's records (or C, as the receiver of
 * a referral); the rest are valid-looking values that leave the caller's own account as it was (a wrong
 * current password, a clinic set active, notifications on, A verified).
 */
const fieldsFor = (w: World, cell: number): FieldValues => ({
  ...VALID_LOOKING_FIELDS,
  patientId: () => w.fixture.ownPatientId,
  crpId: () => w.a.crpId,
  userProfileId: () => w.a.user.userProfileId,
  clinicId: () => w.aSecondClinicId,
  delegatingClinicianUserProfileId: () => w.a.user.userProfileId,
  clinician: () => w.a.user.userProfileId,
  id: () => w.spare.linkId,
  delegateId: () => w.spare.linkId,
  delegateUserId: () => w.spare.userProfileId,
  'existingAgreements.id': () => w.insurerId,
  'existingProviders.id': () => w.insurerId,
  jobRoleId: () => w.c.jobRoleId,
  jobRoleIds: () => [w.c.jobRoleId],
  receiverCrpId: () => w.c.crpId,
  email: () => `probe.${cell}@refnet.test`,
  primaryEmail: () => `probe.${cell}@refnet.test`,
  username: () => `probe.${cell}@refnet.test`,
});

// ---------------------------------------------------------------------------------------------------
// The rule

const pathValueOf = (route: ProbeRoute, param: string): PathValue | undefined => {
  const value = PATH_VALUES[`${route.key} :${param}`] ?? PATH_VALUES[`:${param}`];
  if (value) return value;
  const [first] = enumValues(route, param);
  return first === undefined ? undefined : SHARED(() => first);
};

const holds = (caller: ProbeCaller, needs: ActingPermission) => {
  const granted = caller.permissions;
  if (!granted) return false;
  if (needs === 'view') return true;
  if (needs === 'viewReferrals') return granted.permissionViewReferrals;
  if (needs === 'create') return granted.permissionCreateReferrals;
  return granted.permissionManageReferrals;
};

/** Whether the caller may reveal or change A's records through the route. */
function mayActOnA(route: ProbeRoute, caller: ProbeCaller): boolean {
  if (caller.side === 'owner') return true;
  const access = effectiveAccess(route);
  // The staff pages work on everyone's records, for those who may open them.
  if (ACCESS_RANK[access] >= ACCESS_RANK.staff) return caller.rank >= ACCESS_RANK[access];
  const needs = DELEGATE_NEEDS[route.key];
  return caller.side === 'delegate' && needs !== undefined && holds(caller, needs);
}

/** Everything of A's (and of A's delegates' standing) a caller must not change: one hash. */
async function fingerprintOfA(): Promise<string> {
  const profile = world.a.user.userProfileId;
  const user = world.a.user.userId;
  await app.mailer.idle(); // a referral's notices are written after its answer
  const [row] = await queryPreparedRows<{ hash: string | null }>(
    db,
    'security-fingerprint-of-a',
    sql`with crps as (select * from clinician_role_profiles where user_profile_id = ${profile}),
      pts as (select * from patients where created_by_user_profile_id = ${profile}),
      links as (select * from delegate_user_links where clinician_user_profile_id = ${profile})
    select md5(string_agg(r, '|' order by r)) as hash from (
      select 'u' || (to_jsonb(u) - 'last_login')::text as r from users u where u.id = ${user}
      union all select 'p' || to_jsonb(p)::text from user_profiles p where p.id = ${profile}
      union all select 'g' || to_jsonb(g)::text from user_group_members g where g.user_id = ${user}
      union all select 'j' || to_jsonb(j)::text from user_profile_job_roles j where j.user_profile_id = ${profile}
      union all select 'c' || to_jsonb(c)::text from crps c
      union all select 'k' || to_jsonb(k)::text from clinics k where k.id in (select clinic_id from crps)
      union all select 'a' || to_jsonb(a)::text from addresses a
        where a.id in (select address_id from clinics where id in (select clinic_id from crps))
           or a.id in (select address_id from pts)
      union all select 'i' || to_jsonb(i)::text from crp_insurance_agreements i
        where i.crp_id in (select id from crps)
      union all select 'n' || to_jsonb(n)::text from clinician_contacts n where n.user_profile_id = ${profile}
      union all select 's' || to_jsonb(s)::text from notification_settings s where s.user_profile_id = ${profile}
      union all select 'l' || to_jsonb(l)::text from links l
      union all select 'du' || jsonb_build_object('id', u.id, 'email', u.email, 'active', u.is_active,
          'staff', u.is_staff)::text
        from users u join user_profiles p on p.user_id = u.id
        where p.id in (select delegate_user_profile_id from links)
      union all select 'dp' || jsonb_build_object('id', p.id, 'verified', p.is_verified,
          'deactivated', p.is_deactivated)::text
        from user_profiles p where p.id in (select delegate_user_profile_id from links)
      union all select 'pic' || x.public_key from profile_pictures x where x.user_profile_id = ${profile}
      union all select 'pt' || to_jsonb(t)::text from pts t
      union all select 'r' || to_jsonb(r)::text from referrals r
        where r.patient_id in (select id from pts) or r.referrer_crp_id in (select id from crps)
           or r.target_crp_id in (select id from crps)
      union all select 'f' || to_jsonb(f)::text from favourite_clinicians f where f.user_profile_id = ${profile}
      union all select 't' || t.id || (t.revoked_at is null)::text from auth_tokens t where t.user_id = ${user}
      union all select 'at' || jsonb_build_object('id', t.id, 'name', t.name, 'expires', t.expires_at,
          'revoked', t.revoked_at)::text
        from api_tokens t where t.user_id = ${user}
    ) everything`,
  );
  return row?.hash ?? '';
}

const is2xx = (status: number) => status >= 200 && status < 300;

/**
 * The callers a route is probed as. A public route never reads the caller's session (the guard lets it
 * through first; only the help forms look for one), so it is sampled: one caller of each rank.
 */
const callersOf = (route: ProbeRoute): ProbeCaller[] =>
  effectiveAccess(route) === 'public'
    ? callers.filter((caller, index) => callers.findIndex((other) => other.rank === caller.rank) === index)
    : callers;

test('every route × every caller: refused below its access level, never a 5xx, nothing of A’s revealed or changed', async () => {
  const startedAt = Date.now();
  assert.ok(routes.length > 50, `the route table was recorded (${routes.length} routes)`);
  const keys = new Set(routes.map((route) => route.key));
  const stale = [
    ...Object.keys(PATH_VALUES)
      .filter((key) => !key.startsWith(':'))
      .map((key) => key.split(' :')[0]!),
    ...Object.keys(OTHERS_MAY),
    ...Object.keys(DELEGATE_NEEDS),
    ...Object.keys(STRICTER_THAN_DECLARED),
    ...SESSION_ENDING,
  ].filter((key) => !keys.has(key));
  assert.deepEqual(stale, [], 'every table entry names a route of the app');
  const unmapped = routes.flatMap((route) =>
    route.params.filter((param) => !pathValueOf(route, param)).map((param) => `${route.key} :${param}`),
  );
  assert.deepEqual(unmapped, [], 'every path parameter has a value: add it to PATH_VALUES');

  const phase = (route: ProbeRoute) => {
    const ending = SESSION_ENDING.indexOf(route.key);
    return ending >= 0 ? 2 + ending : route.method === 'GET' ? 0 : 1;
  };
  const ordered = [...routes].sort((x, y) => phase(x) - phase(y));

  const leaks: Finding[] = [];
  const serverErrors: Finding[] = [];
  const statuses = new Map<number, number>();
  /** A's own requests answered 400: a generated body or value the app refuses (expected: links, passwords…). */
  const ownerRefusals: string[] = [];
  let cells = 0;
  let fingerprinted = 0;
  /** A's fingerprint after the last cell, while no unwatched cell may have changed it since. */
  let known: string | undefined;
  for (const route of ordered) {
    const values = Object.fromEntries(route.params.map((param) => [param, pathValueOf(route, param)!]));
    const url = fillPath(
      route,
      Object.fromEntries(Object.entries(values).map(([param, value]) => [param, value.of(world)])),
    );
    const onARecord = Object.values(values).some((value) => value.aRecord);
    const required = ACCESS_RANK[effectiveAccess(route)];
    for (const caller of callersOf(route)) {
      cells += 1;
      const body = route.schemas.body ? sampleValue(route.schemas.body, fieldsFor(world, cells)) : undefined;
      const permitted = mayActOnA(route, caller);
      // A write by a caller the route must let through, but who may not act on A: did A's records change?
      // (Below the route's level, the guard refuses before the handler: the status says so.)
      const watch = route.method !== 'GET' && !permitted && caller.rank >= required;
      const hashBefore = watch ? (known ?? (await fingerprintOfA())) : '';
      const response = await probe(app, caller, route.method, url, body);
      const { statusCode: status } = response;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const finding = (why: string) => ({ route: route.key, url, caller: caller.name, status, why });
      if (status >= 500) serverErrors.push(finding(excerpt(response.body)));
      if (caller.rank < required && status !== 401 && status !== 403) {
        leaks.push(finding(`needs ${effectiveAccess(route)}: ${excerpt(response.body)}`));
      } else if (onARecord && is2xx(status) && !permitted && OTHERS_MAY[route.key] === undefined) {
        leaks.push(finding(`answered on A's record: ${excerpt(response.body)}`));
      }
      known = undefined;
      if (watch) {
        fingerprinted += 1;
        known = await fingerprintOfA();
        if (known !== hashBefore) leaks.push(finding("changed A's records"));
      }
      if (caller.side === 'owner' && status === 400) ownerRefusals.push(route.key);
    }
  }

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `authorization matrix: ${routes.length} routes × ${callers.length} callers ` +
      `(public routes × one caller of each rank) = ${cells} cells ` +
      `(${fingerprinted} writes checked against A's records) in ${seconds} s; ` +
      `5xx: ${serverErrors.length}; unexpected 2xx/leaks: ${leaks.length}`,
  );
  console.log(
    `  statuses: ${[...statuses.entries()]
      .sort(([x], [y]) => x - y)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ')}`,
  );
  console.log(`  A's own requests answered 400: ${ownerRefusals.join('; ') || 'none'}`);
  assert.deepEqual(serverErrors, []);
  assert.deepEqual(leaks, []);
});
