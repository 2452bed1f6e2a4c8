import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import {
  ALL_REFERRAL_PERMISSIONS,
  DEACTIVATE_SUCCESS_MESSAGE,
  DELEGATE_CONTACTS_MESSAGE,
  PROFILE_UPDATE_SUCCESS_MESSAGE,
  VALIDATION_MESSAGES,
  type ClinicianInformationResponse,
} from '@refnet/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import {
  authTokens,
  clinicianContacts,
  notificationSettings,
  userProfiles,
  users,
} from '../src/db/schema.js';
import { ADMIN, CLINICIAN, danger, login, setUpTestApp } from './helpers/app.js';
import {
  createTestDelegate,
  createTestUser,
  signIn,
  type Caller,
  type TestUser,
} from './helpers/clinicians.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const PERMISSION_DENIED = danger('You do not have permission to perform this action.');

describe('GET /user/clinician-information/', () => {
  test('gives the demo clinician her profile, clinic, insurers, contacts and settings', async () => {
    const call = await signIn(app, CLINICIAN);
    const response = await call('GET', '/user/clinician-information/');
    assert.equal(response.statusCode, 200);
    const body = response.json<ClinicianInformationResponse>();
    assert.equal(body.userProfile.user.email, CLINICIAN.email);
    assert.deepEqual([body.userProfile.firstName, body.userProfile.lastName], ['Amelia', 'Hart']);
    assert.match(body.userProfile.dob ?? '', /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(!Number.isNaN(Date.parse(body.userProfile.accountCreatedOn)));
    assert.equal(body.userProfile.isFavourite, false);
    assert.equal(body.userProfile.jobRole[0]?.jobTitle, 'General Practitioner');
    const [main, ...others] = body.userProfile.appointmentsContact;
    assert.deepEqual([main?.isMain, main?.email], [true, CLINICIAN.email]);
    assert.ok(others.length > 0 && others.every((contact) => !contact.isMain));
    assert.equal(body.clinicianProfiles.length, 1);
    const [crp] = body.clinicianProfiles;
    assert.equal(crp?.clinic.address.postcode, 'W1G 6BW');
    assert.equal(typeof crp?.clinic.address.latitude, 'number');
    assert.equal(crp?.isDoctor, true);
    assert.ok((crp?.insuranceAgreements.length ?? 0) >= 1);
    assert.equal(body.notificationSettings?.userProfile, body.userProfile.id);
    assert.equal(body.notificationSettings?.newOpenReferral, true);
    assert.equal(body.isDelegate, false);
    assert.deepEqual(body.referralPermissions, ALL_REFERRAL_PERMISSIONS);
    // The demo delegates: one active, one deactivated, one invitation awaiting registration.
    assert.deepEqual(
      body.delegates.map((link) => link.delegateEmail),
      ['delegate@refnet.example'],
    );
    assert.deepEqual(body.pendingDelegates.map((link) => link.hasRegistered).sort(), [false, true]);
  });

  test('gives staff an empty clinic list', async () => {
    const body = (
      await (
        await signIn(app, ADMIN)
      )('GET', '/user/clinician-information/')
    ).json<ClinicianInformationResponse>();
    assert.deepEqual(body.clinicianProfiles, []);
    assert.equal(body.userProfile.user.is_staff, true);
  });

  test('lists deactivated clinics (flagged) and a clinician’s delegates, registered or pending', async () => {
    const clinician = await createTestUser(db, {
      email: 'with.delegates@refnet.test',
      postcodes: ['SE1 7EH', 'N1 9AL'],
    });
    await createTestDelegate(db, 'registered.delegate@refnet.test', clinician.userProfileId);
    await createTestDelegate(db, 'pending.delegate@refnet.test', clinician.userProfileId, {
      hasRegistered: false,
    });
    const call = await signIn(app, clinician);
    const crps = (await call('GET', '/user/clinician-information/')).json<ClinicianInformationResponse>()
      .clinicianProfiles;
    await call('PUT', `/user/clinician-information/deactivate/${crps[1]!.id}/`);
    const body = (await call('GET', '/user/clinician-information/')).json<ClinicianInformationResponse>();
    assert.deepEqual(
      body.clinicianProfiles.map((crp) => [crp.id, crp.isDeactivated]),
      [
        [crps[0]!.id, false],
        [crps[1]!.id, true],
      ],
    );
    assert.deepEqual(
      body.delegates.map((link) => link.delegateEmail),
      ['registered.delegate@refnet.test'],
    );
    assert.deepEqual(
      body.pendingDelegates.map((link) => link.delegateEmail),
      ['pending.delegate@refnet.test'],
    );
  });

  test('shows a delegate the clinician they act for, with their permissions and no settings', async () => {
    const clinician = await createTestUser(db, { email: 'delegating@refnet.test', postcodes: ['E1 1BB'] });
    const delegate = await createTestDelegate(db, 'acting.delegate@refnet.test', clinician.userProfileId, {
      permissionCreateReferrals: false,
    });
    const body = (
      await (
        await signIn(app, delegate)
      )('GET', '/user/clinician-information/')
    ).json<ClinicianInformationResponse>();
    assert.equal(body.isDelegate, true);
    assert.equal(body.userProfile.id, delegate.userProfileId);
    assert.deepEqual(
      body.clinicianProfiles.map((crp) => crp.userProfile.id),
      [clinician.userProfileId],
    );
    assert.deepEqual(body.referralPermissions, {
      permissionViewReferrals: true,
      permissionCreateReferrals: false,
      permissionManageReferrals: true,
    });
    assert.equal(body.notificationSettings, null);
  });

  test('needs a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/user/clinician-information/' });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { detail: AUTH_DETAIL.missing });
  });
});

describe('PUT /user/update/', () => {
  let user: TestUser;
  let call: Caller;
  before(async () => {
    user = await createTestUser(db, { email: 'updater@refnet.test', postcodes: ['SW3 6JJ'] });
    call = await signIn(app, user);
  });
  const valid = {
    title: 'Prof',
    firstName: ' Ada ',
    lastName: 'Lovelace',
    dob: '1985-12-10',
    clinicianDescription: 'Updated description.',
  };

  test('updates the profile and the user’s names', async () => {
    const response = await call('PUT', '/user/update/', valid);
    assert.equal(response.statusCode, 200);
    const body = response.json<{
      message: unknown;
      userProfile: ClinicianInformationResponse['userProfile'];
    }>();
    assert.deepEqual(body.message, { variant: 'success', message: PROFILE_UPDATE_SUCCESS_MESSAGE });
    assert.deepEqual(
      [
        body.userProfile.title,
        body.userProfile.firstName,
        body.userProfile.dob,
        body.userProfile.clinicianDescription,
      ],
      ['Prof', 'Ada', '1985-12-10', 'Updated description.'],
    );
    assert.deepEqual(
      [body.userProfile.user.first_name, body.userProfile.user.last_name],
      ['Ada', 'Lovelace'],
    );
    const [row] = await db.select().from(users).where(eq(users.id, user.userId));
    assert.deepEqual([row?.firstName, row?.lastName], ['Ada', 'Lovelace']);
  });

  for (const [name, change, message] of [
    [
      'under 18',
      { dob: `${new Date().getUTCFullYear() - 17}-01-01` },
      VALIDATION_MESSAGES.profileAgeOutOfRange,
    ],
    [
      'over 100',
      { dob: `${new Date().getUTCFullYear() - 101}-01-01` },
      VALIDATION_MESSAGES.profileAgeOutOfRange,
    ],
    ['no date of birth', { dob: ' ' }, VALIDATION_MESSAGES.dobRequired],
    ['a date that does not exist', { dob: '31/02/2000' }, VALIDATION_MESSAGES.dobNotADate],
    ['a malformed date', { dob: '1985-13-10' }, VALIDATION_MESSAGES.dobNotADate],
    ['a date of birth in the future', { dob: '01/01/2999' }, VALIDATION_MESSAGES.dobInFuture],
    ['an empty first name', { firstName: '  ' }, VALIDATION_MESSAGES.firstNameRequired],
    ['an unknown title', { title: 'Sir' }, VALIDATION_MESSAGES.titleRequired],
    [
      'a long description',
      { clinicianDescription: 'x'.repeat(1001) },
      VALIDATION_MESSAGES.descriptionTooLong,
    ],
  ] as const) {
    test(`refuses ${name} and writes nothing`, async () => {
      const before = await db.select().from(userProfiles).where(eq(userProfiles.id, user.userProfileId));
      const response = await call('PUT', '/user/update/', { ...valid, firstName: 'Changed', ...change });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), danger(message));
      assert.deepEqual(
        await db.select().from(userProfiles).where(eq(userProfiles.id, user.userProfileId)),
        before,
      );
    });
  }

  test('requires only names and date of birth: a blank title and description are kept blank', async () => {
    const response = await call('PUT', '/user/update/', { ...valid, title: '', clinicianDescription: '  ' });
    assert.equal(response.statusCode, 200, response.body);
    const { userProfile } = response.json<{ userProfile: ClinicianInformationResponse['userProfile'] }>();
    assert.deepEqual([userProfile.title, userProfile.clinicianDescription], ['', '']);
    const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, user.userProfileId));
    assert.deepEqual([row?.title, row?.clinicianDescription], ['', '']);
  });

  test('takes a date of birth typed DD/MM/YYYY and keeps yyyy-mm-dd', async () => {
    const response = await call('PUT', '/user/update/', { ...valid, dob: '10/12/1985' });
    assert.equal(response.statusCode, 200, response.body);
    const { userProfile } = response.json<{ userProfile: ClinicianInformationResponse['userProfile'] }>();
    assert.equal(userProfile.dob, '1985-12-10');
  });

  test('accepts exactly 18 and exactly 100 by year difference', async () => {
    const year = new Date().getUTCFullYear();
    for (const dob of [`${year - 18}-12-31`, `${year - 100}-01-01`]) {
      assert.equal((await call('PUT', '/user/update/', { ...valid, dob })).statusCode, 200, dob);
    }
  });
});

describe('PUT /user/referral-contacts-update/', () => {
  test('keeps the main e-mail first, ignores empties and duplicates', async () => {
    const user = await createTestUser(db, { email: 'contacts@refnet.test', postcodes: ['W2 1NY'] });
    const call = await signIn(app, user);
    const response = await call('PUT', '/user/referral-contacts-update/', {
      appointmentsContacts: [
        { type: 'email', email: 'Desk@Clinic.test' },
        { type: 'email', email: 'desk@clinic.test' },
        { type: 'email', email: 'CONTACTS@refnet.test' },
        { type: 'email', email: '' },
        { type: 'phoneNumber', phoneNumber: '+44 20 7946 0000' },
        { type: 'phoneNumber', phoneNumber: '+442079460000' },
        { type: 'phoneNumber', phoneNumber: '020 7946 0000' },
        { type: 'phoneNumber', phoneNumber: '07700 900123' },
        { type: 'phoneNumber', phoneNumber: '   ' },
      ],
    });
    assert.equal(response.statusCode, 200);
    const contacts = response.json<{
      appointmentsContacts: { type: string; email: string; phoneNumber: string; isMain: boolean }[];
    }>().appointmentsContacts;
    assert.deepEqual(
      contacts.map(({ type, email, phoneNumber, isMain }) => [type, email || phoneNumber, isMain]),
      [
        ['email', 'contacts@refnet.test', true],
        ['email', 'desk@clinic.test', false],
        ['phoneNumber', '+442079460000', false],
        ['phoneNumber', '+447700900123', false],
      ],
    );

    const emptied = await call('PUT', '/user/referral-contacts-update/', { appointmentsContacts: [] });
    assert.equal(emptied.statusCode, 200);
    assert.deepEqual(
      emptied.json<{ appointmentsContacts: { email: string }[] }>().appointmentsContacts.map((c) => c.email),
      ['contacts@refnet.test'],
    );
  });

  test('refuses a malformed e-mail and writes nothing', async () => {
    const user = await createTestUser(db, { email: 'bad.contacts@refnet.test', postcodes: ['W2 1NY'] });
    const before = await db
      .select()
      .from(clinicianContacts)
      .where(eq(clinicianContacts.userProfileId, user.userProfileId));
    const response = await (
      await signIn(app, user)
    )('PUT', '/user/referral-contacts-update/', {
      appointmentsContacts: [{ type: 'email', email: 'not-an-email' }],
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), danger(VALIDATION_MESSAGES.emailInvalid));
    assert.deepEqual(
      await db
        .select()
        .from(clinicianContacts)
        .where(eq(clinicianContacts.userProfileId, user.userProfileId)),
      before,
    );
  });

  test('is refused to delegates', async () => {
    const clinician = await createTestUser(db, {
      email: 'contacts.owner@refnet.test',
      postcodes: ['W2 1NY'],
    });
    const delegate = await createTestDelegate(db, 'contacts.delegate@refnet.test', clinician.userProfileId);
    const response = await (
      await signIn(app, delegate)
    )('PUT', '/user/referral-contacts-update/', {
      appointmentsContacts: [{ type: 'email', email: 'x@refnet.test' }],
    });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), danger(DELEGATE_CONTACTS_MESSAGE));
  });
});

describe('PUT /user/notifications/update/', () => {
  test('updates one flag of the caller’s own settings', async () => {
    const user = await createTestUser(db, { email: 'notify@refnet.test', postcodes: ['W2 1NY'] });
    const response = await (
      await signIn(app, user)
    )('PUT', '/user/notifications/update/', {
      userProfileId: user.userProfileId,
      field: 'newOpenReferral',
      value: false,
    });
    assert.equal(response.statusCode, 200);
    const settings = response.json<{ notificationSettings: Record<string, unknown> }>().notificationSettings;
    assert.equal(settings.newOpenReferral, false);
    assert.equal(settings.userCreatedReferral, true);
    const [row] = await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userProfileId, user.userProfileId));
    assert.equal(row?.newOpenReferral, false);
    assert.ok(row!.updatedOn >= row!.createdOn);
  });

  test('refuses someone else’s settings (403), delegates (403) and unknown fields (400)', async () => {
    const user = await createTestUser(db, { email: 'notify.owner@refnet.test', postcodes: ['W2 1NY'] });
    const other = await signIn(app, await createTestUser(db, { email: 'notify.other@refnet.test' }));
    const request = { userProfileId: user.userProfileId, field: 'newOpenReferral', value: false };
    const foreign = await other('PUT', '/user/notifications/update/', request);
    assert.equal(foreign.statusCode, 403);
    assert.deepEqual(foreign.json(), PERMISSION_DENIED);

    const delegate = await createTestDelegate(db, 'notify.delegate@refnet.test', user.userProfileId);
    const asDelegate = await (
      await signIn(app, delegate)
    )('PUT', '/user/notifications/update/', {
      ...request,
      userProfileId: delegate.userProfileId,
    });
    assert.equal(asDelegate.statusCode, 403);

    const unknown = await (
      await signIn(app, user)
    )('PUT', '/user/notifications/update/', {
      ...request,
      field: 'isStaff',
    });
    assert.equal(unknown.statusCode, 400);
    const [row] = await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userProfileId, user.userProfileId));
    assert.equal(row?.newOpenReferral, true);
  });
});

describe('DELETE /user/deactivate-account/{userProfileId}/', () => {
  test('refuses another user’s account, even for staff', async () => {
    const target = await createTestUser(db, { email: 'keep.me@refnet.test', postcodes: ['W2 1NY'] });
    for (const caller of [await signIn(app, CLINICIAN), await signIn(app, ADMIN)]) {
      const response = await caller('DELETE', `/user/deactivate-account/${target.userProfileId}/`);
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), PERMISSION_DENIED);
    }
    const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, target.userProfileId));
    assert.equal(row?.isDeactivated, false);
  });

  test('refuses a non-numeric id', async () => {
    const response = await (await signIn(app, CLINICIAN))('DELETE', '/user/deactivate-account/abc/');
    assert.equal(response.statusCode, 400);
  });

  test('deactivates one’s own account, ends every session and blocks sign-in; data is kept', async () => {
    const user = await createTestUser(db, { email: 'leaving@refnet.test', postcodes: ['W2 1NY'] });
    const first = await signIn(app, user);
    const second = await signIn(app, user);
    const response = await first('DELETE', `/user/deactivate-account/${user.userProfileId}/`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      message: { variant: 'success', message: DEACTIVATE_SUCCESS_MESSAGE },
    });
    for (const call of [first, second]) {
      const after = await call('GET', '/user/check-auth/');
      assert.equal(after.statusCode, 403);
      assert.deepEqual(after.json(), { detail: AUTH_DETAIL.invalid });
    }
    assert.equal((await login(app, user)).statusCode, 400);
    const tokens = await db.select().from(authTokens).where(eq(authTokens.userId, user.userId));
    assert.ok(tokens.length >= 2 && tokens.every((token) => token.revokedAt !== null));
    const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, user.userProfileId));
    assert.equal(row?.isDeactivated, true);
  });
});
