import assert from 'node:assert/strict';
import { PATIENT_MESSAGES } from '@refnet/contracts/patients';
import {
  REFERRAL_MESSAGES,
  type InboundReferralsResponse,
  type OutboundReferralsResponse,
  type ReferralStatus,
} from '@refnet/contracts/referrals';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { patients, referrals } from '../../src/db/schema.js';
import type { ActingRefusals, ActingPermission } from '../../src/modules/policy/acting-clinician.js';
import { PATIENT_API_MESSAGES } from '../../src/modules/patients/messages.js';
import { REFERRAL_API_MESSAGES } from '../../src/modules/referrals/messages.js';
import { danger } from './app.js';
import { insertReferral, patientRow, rowCounts, validPatient } from './patients.js';
import {
  referralRequest,
  referralRow,
  countReferralTables,
  type ReferralCaller,
  type ReferralClinician,
} from './referrals.js';

/** A delegate link's three permissions (SPEC §6). */
export interface Permissions {
  permissionViewReferrals: boolean;
  permissionCreateReferrals: boolean;
  permissionManageReferrals: boolean;
}

const RECEIVED = ['toAccept', 'toReject', 'toBook', 'toUnbook', 'toDna', 'toUndna'] as const;

/** The records every endpoint of the table works on, all of one clinician's. */
export interface Fixture {
  clinician: ReferralClinician;
  /** The clinician they refer patients to and receive referrals from. */
  counterpart: ReferralClinician;
  /** The clinician's patient, not referred: read, updated, then referred (POST /referrals/create/). */
  ownPatientId: number;
  /** The clinician's patient without referrals: removed. */
  removablePatientId: number;
  /** The clinician's patient referred to the counterpart (`sent`). */
  sentPatientId: number;
  /** The counterpart's patient, referred to the clinician in every stage (`received`). */
  receivedPatientId: number;
  /** PENDING, from the clinician to the counterpart: cancelled. */
  sent: number;
  /** From the counterpart to the clinician, each in the state its transition starts from. */
  received: Record<(typeof RECEIVED)[number], number>;
}

const RECEIVED_STATUS: Record<(typeof RECEIVED)[number], ReferralStatus> = {
  toAccept: 'PENDING',
  toReject: 'PENDING',
  toBook: 'ACCEPTED',
  toUnbook: 'BOOKED',
  toDna: 'ACCEPTED',
  toUndna: 'DNA',
};

/** A fresh fixture; the clinician's patients carry `lastName` (to look for it in answers). */
export async function arrangeFixture(
  db: Database,
  clinician: ReferralClinician,
  counterpart: ReferralClinician,
  lastName = 'Quillfeather',
): Promise<Fixture> {
  const [own, removable, sentPatient] = [
    await clinician.patients.create({ lastName }),
    await clinician.patients.create({ lastName }),
    await clinician.patients.create({ lastName }),
  ];
  const receivedPatient = await counterpart.patients.create();
  const sent = await insertReferral(db, {
    patientId: sentPatient.id,
    from: clinician.user,
    to: counterpart.user,
    status: 'PENDING',
  });
  const received = {} as Fixture['received'];
  for (const name of RECEIVED) {
    received[name] = await insertReferral(db, {
      patientId: receivedPatient.id,
      from: counterpart.user,
      to: clinician.user,
      status: RECEIVED_STATUS[name],
    });
  }
  return {
    clinician,
    counterpart,
    ownPatientId: own.id,
    removablePatientId: removable.id,
    sentPatientId: sentPatient.id,
    receivedPatientId: receivedPatient.id,
    sent,
    received,
  };
}

/** What an endpoint's check may use: the database, the fixture and who called. */
export interface CallContext {
  db: Database;
  fixture: Fixture;
  caller: ReferralCaller;
}

type Json = Record<string, unknown>;

export interface Endpoint {
  /** Method and path as SPEC §7 writes them (with what the record is when it matters). */
  name: string;
  /** What the call does for the clinician (src/modules/policy/acting-clinician.ts). */
  needs: ActingPermission;
  /** Reads the clinician's patients (so needs some permission) before the permission it `needs`. */
  readsPatients?: true;
  /** Whose 403 sentences the route answers with. */
  refusals: ActingRefusals;
  call(as: ReferralCaller, fixture: Fixture): Promise<LightMyRequestResponse>;
  /** The answer without the permission when it is not the 403 of `refusals` (a hidden record: 404). */
  refusedWith?: { status: number; body: unknown };
  /**
   * A read: the delegate is answered exactly as their clinician is, except that a delegate without
   * permissionViewReferrals gets `blind` of the clinician's answer (default: the same answer).
   */
  read?: { blind?: (clinicians: Json) => Json };
  /** A write: what it changes, read before and after; unchanged when refused, `to` when allowed. */
  effect?: { read(context: CallContext): Promise<unknown>; to: unknown };
  /**
   * A transition's answer: the clinician's groups afterwards as `list` shows them (`pick`), or every
   * group empty for a delegate who may not view referrals.
   */
  groups?: { list: '/referrals/list/inbound' | '/referrals/list/outbound'; pick(list: Json): Json };
  /** Further checks of an allowed answer. */
  answers?(answer: Json, context: CallContext): Promise<void> | void;
  /** What a delegate of another clinician is answered (none: the call names no record of the fixture's). */
  foreign?: { status: number; body: unknown };
}

const PATIENT_NOT_FOUND = { status: 404, body: danger(PATIENT_MESSAGES.notFound) };
const REFERRAL_NOT_FOUND = { status: 404, body: danger(REFERRAL_MESSAGES.notFound) };

const referralStatus = (pick: (fixture: Fixture) => number) => async (context: CallContext) =>
  (await referralRow(context.db, pick(context.fixture))).status;

const inbound = (keys: readonly ('waiting' | 'accepted' | 'booked' | 'dna' | 'open')[]) => ({
  list: '/referrals/list/inbound' as const,
  pick: (list: Json) => {
    const { referralsReceived, referralsOpen } = list as unknown as InboundReferralsResponse;
    const groups = { ...referralsReceived, open: referralsOpen };
    return Object.fromEntries(keys.map((key) => [key, groups[key]]));
  },
});

/** One referral transition of SPEC §7.4 on one of the fixture's referrals. */
function transition(
  name: string,
  url: (id: number) => string,
  referral: (fixture: Fixture) => number,
  to: ReferralStatus,
  groups: Endpoint['groups'],
  payload?: object,
): Endpoint {
  return {
    name,
    needs: 'manage',
    refusals: REFERRAL_API_MESSAGES,
    call: (as, fixture) =>
      as.call(name.startsWith('DELETE') ? 'DELETE' : 'POST', url(referral(fixture)), payload),
    effect: { read: referralStatus(referral), to },
    groups,
    foreign: REFERRAL_NOT_FOUND,
  };
}

/**
 * Every patient, referral and analytics endpoint (SPEC §7.3, §7.4, §7.6 analytics) and the permission
 * it needs. Reads come first: a delegate's writes change what later reads see.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  {
    name: 'GET /patient/list/',
    needs: 'view',
    refusals: PATIENT_API_MESSAGES,
    call: (as) => as.call('GET', '/patient/list/'),
    // The received groups are known only through referrals.
    read: {
      blind: (clinicians) => ({
        ...clinicians,
        pendingPatients: [],
        acceptedPatients: [],
        completedPatients: [],
        totals: { ...(clinicians.totals as Json), pending: 0, accepted: 0, completed: 0 },
      }),
    },
  },
  {
    name: 'GET /patient/{id}/ (their clinician’s patient)',
    needs: 'view',
    refusals: PATIENT_API_MESSAGES,
    call: (as, fixture) => as.call('GET', `/patient/${fixture.ownPatientId}/`),
    read: {},
    foreign: PATIENT_NOT_FOUND,
  },
  {
    name: 'GET /patient/{id}/ (a patient referred to their clinician, accepted)',
    needs: 'viewReferrals',
    readsPatients: true,
    refusals: PATIENT_API_MESSAGES,
    call: (as, fixture) => as.call('GET', `/patient/${fixture.receivedPatientId}/`),
    refusedWith: PATIENT_NOT_FOUND,
    read: {},
    foreign: PATIENT_NOT_FOUND,
  },
  {
    name: 'GET /patient/referrals/{id}/',
    needs: 'viewReferrals',
    refusals: PATIENT_API_MESSAGES,
    call: (as, fixture) => as.call('GET', `/patient/referrals/${fixture.sentPatientId}/`),
    read: {},
    foreign: PATIENT_NOT_FOUND,
  },
  {
    name: 'GET /referrals/list/inbound',
    needs: 'viewReferrals',
    refusals: REFERRAL_API_MESSAGES,
    call: (as) => as.call('GET', '/referrals/list/inbound'),
    read: {},
  },
  {
    name: 'GET /referrals/list/outbound',
    needs: 'viewReferrals',
    refusals: REFERRAL_API_MESSAGES,
    call: (as) => as.call('GET', '/referrals/list/outbound'),
    read: {},
  },
  {
    name: 'GET /referrals/referral-notifications/',
    needs: 'viewReferrals',
    refusals: REFERRAL_API_MESSAGES,
    call: (as) => as.call('GET', '/referrals/referral-notifications/'),
    read: {},
  },
  {
    name: 'GET /user/analytics-data/{n}/',
    needs: 'viewReferrals',
    refusals: REFERRAL_API_MESSAGES,
    call: (as) => as.call('GET', '/user/analytics-data/3/'),
    read: {},
  },
  {
    name: 'GET /user/analytics-data/',
    needs: 'viewReferrals',
    refusals: REFERRAL_API_MESSAGES,
    call: (as) => as.call('GET', '/user/analytics-data/'),
    read: {},
  },
  {
    name: 'POST /patient/create/',
    needs: 'create',
    refusals: PATIENT_API_MESSAGES,
    call: (as) => as.call('POST', '/patient/create/', validPatient({ lastName: 'Delegateadded' })),
    effect: {
      read: async ({ db, caller }) =>
        (
          await db
            .select({ n: count() })
            .from(patients)
            .where(eq(patients.enteredByUserProfileId, caller.user.userProfileId))
        )[0]!.n,
      to: 1,
    },
    answers: async (answer, { db, fixture }) => {
      const { patient } = (answer as { currentPatient: { patient: { id: number } } }).currentPatient;
      const row = await patientRow(db, patient.id);
      assert.equal(row?.createdByUserProfileId, fixture.clinician.user.userProfileId);
    },
  },
  {
    name: 'PUT /patient/update/{id}/',
    needs: 'manage',
    refusals: PATIENT_API_MESSAGES,
    call: (as, fixture) =>
      as.call(
        'PUT',
        `/patient/update/${fixture.ownPatientId}/`,
        validPatient({ lastName: 'Delegatechanged' }),
      ),
    effect: {
      read: async ({ db, fixture }) => (await patientRow(db, fixture.ownPatientId))?.lastName,
      to: 'Delegatechanged',
    },
    foreign: PATIENT_NOT_FOUND,
  },
  {
    name: 'DELETE /patient/delete/{id}/',
    needs: 'manage',
    refusals: PATIENT_API_MESSAGES,
    call: (as, fixture) => as.call('DELETE', `/patient/delete/${fixture.removablePatientId}/`),
    effect: {
      read: async ({ db, fixture }) => (await patientRow(db, fixture.removablePatientId))?.patientActive,
      to: false,
    },
    foreign: PATIENT_NOT_FOUND,
  },
  {
    name: 'POST /referrals/create/',
    needs: 'create',
    refusals: REFERRAL_API_MESSAGES,
    call: (as, fixture) =>
      as.call(
        'POST',
        '/referrals/create/',
        referralRequest(fixture.clinician, fixture.ownPatientId, fixture.counterpart),
      ),
    effect: {
      read: async ({ db, fixture }) =>
        (
          await db.select({ n: count() }).from(referrals).where(eq(referrals.patientId, fixture.ownPatientId))
        )[0]!.n,
      to: 1,
    },
    answers: (answer, { fixture, caller }) => {
      const { events } = (answer as { referral: { events: { actor: Json; onBehalfOf: Json | null }[] } })
        .referral;
      assert.deepEqual(
        events.map(({ actor, onBehalfOf }) => [actor.id, onBehalfOf?.id]),
        [[caller.user.userProfileId, fixture.clinician.user.userProfileId]],
      );
    },
    foreign: { status: 403, body: danger(REFERRAL_API_MESSAGES.senderProfileNotYours) },
  },
  transition(
    'POST /referrals/accept/{id}/',
    (id) => `/referrals/accept/${id}/`,
    (fixture) => fixture.received.toAccept,
    'ACCEPTED',
    inbound(['waiting', 'accepted', 'open']),
  ),
  transition(
    'POST /referrals/reject/{id}/',
    (id) => `/referrals/reject/${id}/`,
    (fixture) => fixture.received.toReject,
    'REJECTED',
    inbound(['waiting', 'accepted', 'open']),
  ),
  transition(
    'POST /referrals/complete/{id}/ (booked)',
    (id) => `/referrals/complete/${id}/`,
    (fixture) => fixture.received.toBook,
    'BOOKED',
    inbound(['accepted', 'booked', 'dna']),
    { toComplete: true },
  ),
  transition(
    'POST /referrals/complete/{id}/ (set active)',
    (id) => `/referrals/complete/${id}/`,
    (fixture) => fixture.received.toUnbook,
    'ACCEPTED',
    inbound(['accepted', 'booked', 'dna']),
    { toComplete: false },
  ),
  transition(
    'POST /referrals/dna/{id}/ (DNA)',
    (id) => `/referrals/dna/${id}/`,
    (fixture) => fixture.received.toDna,
    'DNA',
    inbound(['accepted', 'booked', 'dna']),
    { toDna: true },
  ),
  transition(
    'POST /referrals/dna/{id}/ (set active)',
    (id) => `/referrals/dna/${id}/`,
    (fixture) => fixture.received.toUndna,
    'ACCEPTED',
    inbound(['accepted', 'booked', 'dna']),
    { toDna: false },
  ),
  transition(
    'DELETE /referrals/delete/{id}/',
    (id) => `/referrals/delete/${id}/`,
    (fixture) => fixture.sent,
    'CANCELLED',
    {
      list: '/referrals/list/outbound',
      pick: (list) => ({ waiting: (list as unknown as OutboundReferralsResponse).referralsMade.waiting }),
    },
  ),
];

/** Whether a delegate with `permissions` may make a call that needs `needs`. */
export function mayCall(needs: ActingPermission, permissions: Permissions): boolean {
  if (needs === 'viewReferrals') return permissions.permissionViewReferrals;
  if (needs === 'create') return permissions.permissionCreateReferrals;
  if (needs === 'manage') return permissions.permissionManageReferrals;
  // Reading the clinician's patients needs any one of the three.
  return Object.values(permissions).some(Boolean);
}

/** The answer a delegate without the permission the endpoint needs is given. */
export function refusalOf(endpoint: Endpoint, permissions: Permissions): { status: number; body: unknown } {
  const { refusals } = endpoint;
  // Without any permission a delegate reads none of the clinician's patients, whatever the record.
  if (endpoint.readsPatients && !Object.values(permissions).some(Boolean))
    return { status: 403, body: danger(refusals.cannotViewPatients) };
  if (endpoint.refusedWith) return endpoint.refusedWith;
  const message = {
    view: refusals.cannotViewPatients,
    viewReferrals: refusals.cannotViewReferrals,
    create: refusals.cannotCreate,
    manage: refusals.cannotManage,
  }[endpoint.needs];
  return { status: 403, body: danger(message) };
}

/** Rows of every table a patient or referral write touches (the fixtures send no open referral). */
export const writtenRows = async (db: Database) => ({
  ...(await rowCounts(db)),
  ...(await countReferralTables(db)),
});

/** The call is answered `expected` and writes nothing. */
export async function assertRefused(
  endpoint: Endpoint,
  context: CallContext,
  expected: { status: number; body: unknown },
): Promise<void> {
  const rows = await writtenRows(context.db);
  const before = await endpoint.effect?.read(context);
  const response = await endpoint.call(context.caller, context.fixture);
  assert.deepEqual(
    [response.statusCode, response.json()],
    [expected.status, expected.body],
    `${endpoint.name}: ${response.body}`,
  );
  assert.deepEqual(await writtenRows(context.db), rows, `${endpoint.name} wrote nothing`);
  assert.deepEqual(await endpoint.effect?.read(context), before, `${endpoint.name} changed nothing`);
}

/**
 * The call succeeds for the delegate as for their clinician (`clinician`): a read answers what the
 * clinician is answered (or its blind variant), a write makes its change and answers the groups.
 */
export async function assertAllowed(
  endpoint: Endpoint,
  context: CallContext,
  permissions: Permissions,
): Promise<void> {
  const { clinician } = context.fixture;
  const blind = !permissions.permissionViewReferrals;
  const response = await endpoint.call(context.caller, context.fixture);
  assert.equal(response.statusCode, 200, `${endpoint.name}: ${response.body}`);
  const answer = response.json<Json>();

  if (endpoint.read) {
    const clinicians = (await endpoint.call(clinician, context.fixture)).json<Json>();
    const expected = blind && endpoint.read.blind ? endpoint.read.blind(clinicians) : clinicians;
    if (blind && endpoint.read.blind) assert.notDeepEqual(expected, clinicians, 'the clinician sees more');
    assert.deepEqual(answer, expected);
  }
  if (endpoint.effect) assert.deepEqual(await endpoint.effect.read(context), endpoint.effect.to);
  if (endpoint.groups) {
    const afterwards = endpoint.groups.pick((await clinician.call('GET', endpoint.groups.list)).json());
    const expected = blind ? Object.fromEntries(Object.keys(afterwards).map((key) => [key, []])) : afterwards;
    const shown = Object.fromEntries(Object.keys(expected).map((key) => [key, answer[key]]));
    assert.deepEqual(shown, expected);
    assert.equal((answer.message as { variant: string }).variant, 'success');
  }
  await endpoint.answers?.(answer, context);
}
