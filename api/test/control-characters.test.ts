import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { VALIDATION_MESSAGES } from '@refnet/contracts/accounts';
import type { Patient } from '@refnet/contracts/patients';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import * as schema from '../src/db/schema.js';
import { ADMIN, CLINICIAN, danger, login, setUpTestApp } from './helpers/app.js';
import { createTestUser, signIn, type Caller, type TestUser } from './helpers/clinicians.js';
import { invitation } from './helpers/delegates.js';
import { patientClient, validPatient, type PatientClient } from './helpers/patients.js';
import { WRITTEN_TABLES, register, registrationFor, rowCounts } from './helpers/registration.js';

// PostgreSQL refuses U+0000 in text: before the contracts refused control characters, each of these
// fields answered 500. Each must now answer 400 with the one message, and write nothing.

const NUL = '\u0000';
const MESSAGE: string = VALIDATION_MESSAGES.controlCharacters;
/** The tables these routes write to (a request counter of the rate limit is not among them). */
const WRITTEN_BY_THESE_ROUTES = {
  ...WRITTEN_TABLES,
  loginFailures: schema.loginFailures,
  delegateUserLinks: schema.delegateUserLinks,
  clinicianInvitations: schema.clinicianInvitations,
  patients: schema.patients,
  adminAuditEvents: schema.adminAuditEvents,
};

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

let clinician: TestUser;
let call: Caller;
let admin: Caller;
let patients: PatientClient;
let patient: Patient;

before(async () => {
  clinician = await createTestUser(db, { email: 'control.chars@refnet.test', postcodes: ['W1G 6BW'] });
  call = await signIn(app, clinician);
  admin = await signIn(app, ADMIN);
  patients = await patientClient(app, clinician);
  patient = await patients.create();
});

const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
const put = (url: string, payload: object) => app.inject({ method: 'PUT', url: `/api/v1${url}`, payload });

/** Every table's row count, and the rows the update routes would change. */
async function stored() {
  return {
    counts: await rowCounts(db, WRITTEN_BY_THESE_ROUTES),
    profile: await db
      .select()
      .from(schema.userProfiles)
      .where(eq(schema.userProfiles.id, clinician.userProfileId)),
    contacts: await db.select().from(schema.clinicianContacts).orderBy(asc(schema.clinicianContacts.id)),
    patient: await db.select().from(schema.patients).where(eq(schema.patients.id, patient.id)),
  };
}

async function assertRefusedWithoutWriting(send: () => Promise<LightMyRequestResponse>, message = MESSAGE) {
  const before = await stored();
  const response = await send();
  assert.equal(response.statusCode, 400, response.body);
  assert.deepEqual(response.json(), danger(message));
  assert.deepEqual(await stored(), before);
}

const updateProfile = (clinicianDescription: string) =>
  call('PUT', '/user/update/', {
    title: 'Dr',
    firstName: 'Test',
    lastName: 'Control',
    dob: '1980-01-01',
    clinicianDescription,
  });

/** A link of the right shape: the body is checked before any invitation is looked up. */
const LINK = { userHash: 'MQ', timeHash: 'MTc', verificationCode: 'a'.repeat(32) };

const WITH_NUL: [string, () => Promise<LightMyRequestResponse>][] = [
  ['the login username', () => login(app, { ...CLINICIAN, email: `${CLINICIAN.email}${NUL}` })],
  ['the login password', () => login(app, { ...CLINICIAN, password: `${CLINICIAN.password}${NUL}` })],
  [
    'the e-mail check of registration',
    () => post('/register/check-email/', { email: `x${NUL}@refnet.test` }),
  ],
  [
    'the e-mail of a registration',
    async () => register(app, await registrationFor(db, `new${NUL}@refnet.test`)),
  ],
  [
    'a referral-contact e-mail of a registration',
    async () =>
      register(app, {
        ...(await registrationFor(db, 'new.contact@refnet.test')),
        appointmentsContacts: [{ type: 'email', email: `desk${NUL}@clinic.test` }],
      }),
  ],
  [
    'the clinician description of a registration',
    async () =>
      register(app, {
        ...(await registrationFor(db, 'new.description@refnet.test')),
        clinicianDescription: `Physiotherapist${NUL}`,
      }),
  ],
  [
    'the e-mail of a delegate invitation',
    () => call('POST', '/register-delegate/', invitation(`dora${NUL}@refnet.test`)),
  ],
  [
    'the e-mail of a delegate sign-up',
    () =>
      put('/verify-delegate/', {
        ...LINK,
        ...invitation(`dora${NUL}@refnet.test`),
        password: 'Delegate-password-2026',
        rePassword: 'Delegate-password-2026',
        clinician: clinician.userProfileId,
      }),
  ],
  [
    'the e-mail of a password reset request',
    () => post('/user/password/reset/', { email: `${CLINICIAN.email}${NUL}` }),
  ],
  [
    'the e-mail of a visitor’s help request',
    () =>
      post('/user/request-help/', {
        name: 'Sam Visitor',
        email: `sam${NUL}@example.org`,
        subject: 'Help',
        message: 'Please help.',
      }),
  ],
  [
    'the e-mail of a clinician invitation',
    () => call('POST', '/user/invite-clinician/', { name: 'Dr Who', email: `who${NUL}@example.org` }),
  ],
  [
    'the e-mail of a new patient',
    () =>
      patients.send('POST', '/patient/create/', validPatient({ primaryEmail: `nora${NUL}@mail.example` })),
  ],
  [
    'the e-mail of a patient update',
    () =>
      patients.send(
        'PUT',
        `/patient/update/${patient.id}/`,
        validPatient({ primaryEmail: `nora${NUL}@mail.example` }),
        'json',
      ),
  ],
  [
    'a referral-contact e-mail',
    () =>
      call('PUT', '/user/referral-contacts-update/', {
        appointmentsContacts: [{ type: 'email', email: `desk${NUL}@clinic.test` }],
      }),
  ],
  [
    'the e-mail of a new admin account',
    () =>
      admin('POST', '/admin/new-admin-user/', {
        title: 'Ms',
        firstName: 'New',
        lastName: 'Admin',
        email: `new.admin${NUL}@refnet.test`,
        password: 'Admin-password-2026!',
      }),
  ],
  ['the clinician description of a profile update', () => updateProfile(`Updated${NUL} description.`)],
  ['a patient search', () => patients.call('GET', '/patient/list/added/?search=Nora%00')],
];

describe('U+0000 in a text field', () => {
  for (const [field, send] of WITH_NUL) {
    test(`in ${field}: 400 with the message, nothing written`, () => assertRefusedWithoutWriting(send));
  }
});

describe('other control characters', () => {
  for (const [name, character] of [
    ['U+0001', '\u0001'],
    ['escape (U+001B)', '\u001b'],
    ['unit separator (U+001F)', '\u001f'],
    ['DEL (U+007F)', '\u007f'],
  ]) {
    test(`${name} is refused in an e-mail and in a description`, async () => {
      await assertRefusedWithoutWriting(() =>
        post('/user/password/reset/', { email: `x${character}@refnet.test` }),
      );
      await assertRefusedWithoutWriting(() => updateProfile(`Line${character}one`));
    });
  }

  test('a tab or a line break inside a one-line field is refused', async () => {
    await assertRefusedWithoutWriting(() =>
      call('POST', '/user/invite-clinician/', { name: 'Dr\tWho', email: 'who@example.org' }),
    );
    await assertRefusedWithoutWriting(() =>
      patients.send('POST', '/patient/create/', validPatient({ lastName: 'Quill\nfeather' }), 'json'),
    );
  });

  test('a multi-line description keeps its tabs and line breaks', async () => {
    const description = 'Physiotherapy.\r\n\tSports injuries.\n\tBack pain.';
    const response = await updateProfile(description);
    assert.equal(response.statusCode, 200, response.body);
    const [profile] = await db
      .select({ clinicianDescription: schema.userProfiles.clinicianDescription })
      .from(schema.userProfiles)
      .where(eq(schema.userProfiles.id, clinician.userProfileId));
    assert.equal(profile?.clinicianDescription, description);
  });
});

describe('the e-mail rule', () => {
  test('refuses an apostrophe in the domain', () =>
    assertRefusedWithoutWriting(
      () => call('POST', '/user/invite-clinician/', { name: 'Dr Who', email: "x@sec.example'" }),
      VALIDATION_MESSAGES.emailInvalid,
    ));

  test("accepts one in the local part: first.o'neil@mail.example", async () => {
    const response = await post('/register/check-email/', { email: "first.o'neil@mail.example" });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { emailValid: true });
  });
});
