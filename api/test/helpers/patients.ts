import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Patient, ReferralStatus } from '@refnet/contracts/patients';
import { asc, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import {
  addresses,
  clinicianRoleProfiles,
  insuranceAgreements,
  jobRoles,
  patients,
  referrals,
} from '../../src/db/schema.js';
import { authorization, tokenFor } from './app.js';
import { createTestUser, type TestUser } from './clinicians.js';

/** The patient form's fields as a browser sends them: text only. */
export type PatientFields = Record<string, string>;

/** A valid patient form (self-payer). Names are unlike any demo patient's. */
export const validPatient = (overrides: PatientFields = {}): PatientFields => ({
  title: 'Mrs',
  firstName: 'Nora',
  lastName: 'Quillfeather',
  patientReference: 'PX-77',
  dob: '1970-05-04',
  sex: 'Female',
  primaryEmail: 'Nora.Quillfeather@Mail.example',
  primaryPhoneNumber: '+44 7700 900999',
  firstLine: '1 Quill Lane',
  city: 'London',
  postcode: 'sw1a1aa',
  isSelfPayer: 'true',
  insuranceProviderId: '0',
  consent: 'true',
  ...overrides,
});

export type FormEncoding = 'multipart' | 'urlencoded' | 'json';

/** The body and content type a browser would send (multipart serialised by the platform's own FormData). */
export async function encodeForm(
  fields: PatientFields,
  encoding: FormEncoding,
  files: Record<string, Blob> = {},
): Promise<{ payload: string | Buffer; contentType: string }> {
  if (encoding === 'json') return { payload: JSON.stringify(fields), contentType: 'application/json' };
  if (encoding === 'urlencoded') {
    return {
      payload: new URLSearchParams(fields).toString(),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, file, `${name}.txt`);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** One hand-written multipart field part (for bodies FormData would not build: repeated, odd names). */
export const multipartField = (boundary: string, name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

export interface PatientClient {
  user: TestUser;
  headers: { authorization: string };
  /** A JSON call (or none) under /api/v1. */
  call(method: 'GET' | 'DELETE', url: string): Promise<LightMyRequestResponse>;
  /** The patient form under /api/v1, multipart unless said otherwise. */
  send(
    method: 'POST' | 'PUT',
    url: string,
    fields: PatientFields,
    encoding?: FormEncoding,
    files?: Record<string, Blob>,
  ): Promise<LightMyRequestResponse>;
  /** POST /patient/create/ with a body exactly as given (garbled or odd forms). */
  createRaw(body: string | Buffer, contentType: string): Promise<LightMyRequestResponse>;
  /** Creates a valid patient (with these changes) and returns it; fails the test otherwise. */
  create(overrides?: PatientFields): Promise<Patient>;
}

export async function patientClient(app: RefnetApp, user: TestUser): Promise<PatientClient> {
  const headers = authorization(await tokenFor(app, user));
  const client: PatientClient = {
    user,
    headers,
    call: (method, url) => app.inject({ method, url: `/api/v1${url}`, headers }),
    async send(method, url, fields, encoding = 'multipart', files = {}) {
      const { payload, contentType } = await encodeForm(fields, encoding, files);
      return app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
    },
    createRaw: (body, contentType) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/patient/create/',
        headers: { ...headers, 'content-type': contentType },
        payload: body,
      }),
    async create(overrides = {}) {
      const response = await client.send('POST', '/patient/create/', validPatient(overrides));
      assert.equal(response.statusCode, 200, response.body);
      return response.json<{ currentPatient: { patient: Patient } }>().currentPatient.patient;
    },
  };
  return client;
}

/** A verified clinician with one clinic (a unique e-mail per name) and a client signed in as them. */
export async function newClinician(app: RefnetApp, db: Database, name: string): Promise<PatientClient> {
  const user = await createTestUser(db, { email: `${name}@refnet.test`, postcodes: ['W1G 6BW'] });
  return patientClient(app, user);
}

export const rowCounts = async (db: Database) => ({
  patients: (await db.select({ n: count() }).from(patients))[0]!.n,
  addresses: (await db.select({ n: count() }).from(addresses))[0]!.n,
});

export const patientRow = async (db: Database, id: number) =>
  (await db.select().from(patients).where(eq(patients.id, id)))[0];

export const insurerId = async (db: Database, provider: string) =>
  (
    await db
      .select({ id: insuranceAgreements.id })
      .from(insuranceAgreements)
      .where(eq(insuranceAgreements.provider, provider))
  )[0]!.id;

const firstCrpId = async (db: Database, userProfileId: number) =>
  (
    await db
      .select({ id: clinicianRoleProfiles.id })
      .from(clinicianRoleProfiles)
      .where(eq(clinicianRoleProfiles.userProfileId, userProfileId))
      .orderBy(asc(clinicianRoleProfiles.id))
      .limit(1)
  )[0]!.id;

export interface TestReferral {
  patientId: number;
  from: TestUser;
  /** No target: an open referral. */
  to?: TestUser;
  status: ReferralStatus;
  /** Set for ACCEPTED, BOOKED and DNA unless given. */
  acceptedOn?: Date | null;
}

/** A referral written straight to the table (the referral routes come with a later issue). */
export async function insertReferral(db: Database, referral: TestReferral): Promise<number> {
  const [role] = await db.select({ id: jobRoles.id }).from(jobRoles).orderBy(asc(jobRoles.id)).limit(1);
  const accepted = ['ACCEPTED', 'BOOKED', 'DNA'].includes(referral.status) ? new Date() : null;
  const [row] = await db
    .insert(referrals)
    .values({
      patientId: referral.patientId,
      referrerCrpId: await firstCrpId(db, referral.from.userProfileId),
      sentByUserProfileId: referral.from.userProfileId,
      jobRoleId: role!.id,
      specifiedClinician: referral.to !== undefined,
      targetCrpId: referral.to ? await firstCrpId(db, referral.to.userProfileId) : null,
      mainDescription: 'Knee pain on stairs for three months.',
      history: 'No previous injury.',
      status: referral.status,
      acceptedOn: referral.acceptedOn === undefined ? accepted : referral.acceptedOn,
    })
    .returning({ id: referrals.id });
  return row!.id;
}

export async function setReferralStatus(db: Database, referralId: number, status: ReferralStatus) {
  const accepted = ['ACCEPTED', 'BOOKED', 'DNA'].includes(status) ? { acceptedOn: new Date() } : {};
  await db
    .update(referrals)
    .set({ status, ...accepted })
    .where(eq(referrals.id, referralId));
}

/** An address where nothing listens: a server is opened on an ephemeral port, then closed. */
export async function unreachableUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
