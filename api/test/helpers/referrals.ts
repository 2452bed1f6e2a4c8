import assert from 'node:assert/strict';
import {
  createReferralResponseSchema,
  type CreateReferralRequest,
  type Referral,
} from '@refnet/contracts/referrals';
import { asc, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import {
  clinicianRoleProfiles,
  jobRoles,
  outboxEmails,
  referralEvents,
  referrals,
  userProfileJobRoles,
} from '../../src/db/schema.js';
import { authorization, tokenFor } from './app.js';
import { createTestDelegate, createTestUser, type TestUser } from './clinicians.js';
import { patientClient, type PatientClient } from './patients.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in user with JSON calls under /api/v1. */
export interface ReferralCaller {
  user: TestUser;
  call(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/** A verified clinician with one clinic, their first role profile and job role, and their patients. */
export interface ReferralClinician extends ReferralCaller {
  crpId: number;
  jobRoleId: number;
  patients: PatientClient;
}

const callsWith =
  (app: RefnetApp, headers: { authorization: string }): ReferralCaller['call'] =>
  (method, url, payload) =>
    app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload }) });

async function callerFor(app: RefnetApp, user: TestUser): Promise<ReferralCaller> {
  return { user, call: callsWith(app, authorization(await tokenFor(app, user))) };
}

/**
 * A listed clinician (approved, one clinic with coordinates) holding the job-role leaf `jobTitle`.
 * Each test file picks job titles no demo clinician holds, so open referrals reach only its own people.
 */
export async function newReferralClinician(
  app: RefnetApp,
  db: Database,
  name: string,
  jobTitle = 'Orthoptist',
): Promise<ReferralClinician> {
  const user = await createTestUser(db, { email: `${name}@refnet.test`, postcodes: ['W1G 6BW'], jobTitle });
  const [crp] = await db
    .select({ id: clinicianRoleProfiles.id })
    .from(clinicianRoleProfiles)
    .where(eq(clinicianRoleProfiles.userProfileId, user.userProfileId))
    .orderBy(asc(clinicianRoleProfiles.id));
  const [role] = await db
    .select({ id: userProfileJobRoles.jobRoleId })
    .from(userProfileJobRoles)
    .where(eq(userProfileJobRoles.userProfileId, user.userProfileId));
  assert.ok(crp && role, `${name} has a role profile and a job role`);
  const patients = await patientClient(app, user);
  return {
    user,
    crpId: crp.id,
    jobRoleId: role.id,
    call: callsWith(app, patients.headers),
    patients,
  };
}

/** A delegate of `clinician` (permissions as given, all true by default), signed in. */
export async function newReferralDelegate(
  app: RefnetApp,
  db: Database,
  name: string,
  clinician: ReferralClinician,
  permissions: {
    permissionViewReferrals?: boolean;
    permissionCreateReferrals?: boolean;
    permissionManageReferrals?: boolean;
  } = {},
): Promise<ReferralCaller> {
  const delegate = await createTestDelegate(
    db,
    `${name}@refnet.test`,
    clinician.user.userProfileId,
    permissions,
  );
  return callerFor(app, delegate);
}

export const jobRoleIdOf = async (db: Database, jobTitle: string) =>
  (await db.select({ id: jobRoles.id }).from(jobRoles).where(eq(jobRoles.jobTitle, jobTitle)))[0]!.id;

export const REFERRAL_TEXT = {
  mainDescription: 'Reduced visual acuity in the left eye over six weeks.',
  patientHistory: 'Type 2 diabetes for ten years; last eye screening 2023.',
} as const;

/** A referral of `patientId` from `from` to `to` (a clinician, or a job role id for an open referral). */
export function referralRequest(
  from: ReferralClinician,
  patientId: number,
  to: ReferralClinician | { openTo: number },
  overrides: Partial<CreateReferralRequest> = {},
): CreateReferralRequest {
  const named = !('openTo' in to);
  return {
    patientId,
    crpId: from.crpId,
    jobRoleId: named ? to.jobRoleId : to.openTo,
    ...REFERRAL_TEXT,
    specifiedClinician: named,
    ...(named ? { receiverCrpId: to.crpId } : {}),
    ...overrides,
  };
}

/** Sends a referral (as `as`, the sender by default) and returns it; fails the test unless it is a 200. */
export async function sendReferral(
  from: ReferralClinician,
  patientId: number,
  to: ReferralClinician | { openTo: number },
  as: ReferralCaller = from,
): Promise<Referral> {
  const response = await as.call('POST', '/referrals/create/', referralRequest(from, patientId, to));
  assert.equal(response.statusCode, 200, response.body);
  return createReferralResponseSchema.parse(response.json()).referral;
}

/** A new patient of `from` referred to `to`. */
export async function newReferral(
  from: ReferralClinician,
  to: ReferralClinician | { openTo: number },
): Promise<Referral> {
  const patient = await from.patients.create();
  return sendReferral(from, patient.id, to);
}

export const referralRow = async (db: Database, id: number) =>
  (await db.select().from(referrals).where(eq(referrals.id, id)))[0]!;

export const eventRows = (db: Database, referralId: number) =>
  db
    .select()
    .from(referralEvents)
    .where(eq(referralEvents.referralId, referralId))
    .orderBy(asc(referralEvents.id));

/** Rows of the tables a referral write touches: compare before and after a refused request. */
/**
 * The rows of the referral tables, once the app's background work is done: an open referral's notices are
 * written after its request has been answered, and would otherwise land between two counts.
 */
export async function referralTableCounts(app: RefnetApp) {
  await app.mailer.idle();
  return countReferralTables(app.db);
}

/** The rows of the referral tables now (no open referral's notices may be under way). */
export const countReferralTables = async (db: Database) => ({
  referrals: (await db.select({ n: count() }).from(referrals))[0]!.n,
  events: (await db.select({ n: count() }).from(referralEvents))[0]!.n,
  emails: (await db.select({ n: count() }).from(outboxEmails))[0]!.n,
});
