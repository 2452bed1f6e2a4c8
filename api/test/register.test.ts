import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  EMAIL_ALREADY_USED_MESSAGE,
  POSTCODE_DIRECTORY_LIMITED_MESSAGE,
  REGISTRATION_SUCCESS_MESSAGE,
  VALIDATION_MESSAGES,
  type RegisterRequest,
} from '@refnet/contracts/accounts';
import { asc, eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import * as schema from '../src/db/schema.js';
import { CLINICIAN, danger, login, setUpTestAppWithMailbox, startApp } from './helpers/app.js';
import {
  WRITTEN_TABLES,
  latestEmailTo,
  linkIn,
  register,
  registrationFor,
  rowCounts,
} from './helpers/registration.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';

let db: Database;
let app: RefnetApp;
let handle: DatabaseHandle;
let sink: SmtpSink;

setUpTestAppWithMailbox((started) => ({ app, db, handle, sink } = started), {
  PUBLIC_URL: 'https://refnet.test',
});

let emailSequence = 0;
const freshEmail = () => `registrant${(emailSequence += 1)}@refnet.test`;

async function userByEmail(email: string) {
  const [row] = await db
    .select({ id: schema.users.id, profileId: schema.userProfiles.id, profile: schema.userProfiles })
    .from(schema.users)
    .innerJoin(schema.userProfiles, eq(schema.userProfiles.userId, schema.users.id))
    .where(eq(schema.users.email, email));
  return row;
}

describe('POST /api/v1/register/', () => {
  test('creates a Clinician waiting for approval with every record, and e-mails the verification link', async () => {
    const email = freshEmail();
    const body = await registrationFor(db, email);
    body.email = `  ${email.toUpperCase()} `;
    body.appointmentsContacts = [
      { type: 'email', email: 'bookings@refnet.test' },
      { type: 'email', email: 'BOOKINGS@refnet.test' }, // duplicate
      { type: 'email', email: email }, // the main address again
      { type: 'email', email: '' }, // empty
      { type: 'phoneNumber', phoneNumber: '+44 20 7946 0000' },
      { type: 'phoneNumber', phoneNumber: '+442079460000' }, // the same number
      { type: 'phoneNumber', phoneNumber: '07700 900123' }, // as dialled in the UK
    ];
    body.clinics.push({
      clinicName: '',
      centreName: 'Broadcasting House Clinic',
      address: { firstLine: 'Portland Place', city: 'London', postcode: 'W1A 1AA' },
    });
    body.newProviders = [{ provider: 'Harbour Health Mutual' }, { provider: 'aXa health' }];

    const response = await register(app, body);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      message: { variant: 'success', message: REGISTRATION_SUCCESS_MESSAGE },
    });

    const user = await userByEmail(email);
    assert.ok(user, 'the user exists, e-mail lower-cased');
    assert.equal(user.profile.isVerified, false);
    assert.equal(user.profile.title, 'Dr');
    assert.equal(user.profile.dob, '1980-05-17');
    assert.equal(user.profile.registrationNumber, 'PH123456');
    assert.equal(user.profile.clinicianDescription, 'Consultant physiotherapist.');

    const groups = await db
      .select({ name: schema.userGroups.name })
      .from(schema.userGroupMembers)
      .innerJoin(schema.userGroups, eq(schema.userGroups.id, schema.userGroupMembers.groupId))
      .where(eq(schema.userGroupMembers.userId, user.id));
    assert.deepEqual(groups, [{ name: 'Clinician' }]);

    const jobRoles = await db
      .select({ id: schema.userProfileJobRoles.jobRoleId })
      .from(schema.userProfileJobRoles)
      .where(eq(schema.userProfileJobRoles.userProfileId, user.profileId))
      .orderBy(asc(schema.userProfileJobRoles.jobRoleId));
    assert.deepEqual(
      jobRoles.map((role) => role.id),
      [...body.jobRoleIds].sort((a, b) => a - b),
    );

    const clinics = await db
      .select({
        crpId: schema.clinicianRoleProfiles.id,
        centreName: schema.clinics.centreName,
        clinicName: schema.clinics.clinicName,
        postcode: schema.addresses.postcode,
        latitude: schema.addresses.latitude,
      })
      .from(schema.clinicianRoleProfiles)
      .innerJoin(schema.clinics, eq(schema.clinics.id, schema.clinicianRoleProfiles.clinicId))
      .innerJoin(schema.addresses, eq(schema.addresses.id, schema.clinics.addressId))
      .where(eq(schema.clinicianRoleProfiles.userProfileId, user.profileId))
      .orderBy(asc(schema.clinicianRoleProfiles.id));
    assert.deepEqual(
      clinics.map(({ centreName, clinicName, postcode }) => ({ centreName, clinicName, postcode })),
      [
        { centreName: "St Thomas' Hospital", clinicName: 'Room 4', postcode: 'SE1 7EH' },
        { centreName: 'Broadcasting House Clinic', clinicName: '', postcode: 'W1A 1AA' },
      ],
    );
    assert.ok(
      clinics.every((clinic) => typeof clinic.latitude === 'number'),
      'clinics are geocoded',
    );

    // Every clinic accepts Bupa (existing), AXA Health (typed, matched case-insensitively) and the
    // new provider, created unverified.
    for (const clinic of clinics) {
      const agreements = await db
        .select({
          provider: schema.insuranceAgreements.provider,
          verified: schema.insuranceAgreements.verified,
        })
        .from(schema.crpInsuranceAgreements)
        .innerJoin(
          schema.insuranceAgreements,
          eq(schema.insuranceAgreements.id, schema.crpInsuranceAgreements.insuranceAgreementId),
        )
        .where(eq(schema.crpInsuranceAgreements.crpId, clinic.crpId))
        .orderBy(asc(schema.insuranceAgreements.provider));
      assert.deepEqual(agreements, [
        { provider: 'AXA Health', verified: true },
        { provider: 'Bupa', verified: true },
        { provider: 'Harbour Health Mutual', verified: false },
      ]);
    }

    const contacts = await db
      .select({
        type: schema.clinicianContacts.type,
        email: schema.clinicianContacts.email,
        phoneNumber: schema.clinicianContacts.phoneNumber,
        isMain: schema.clinicianContacts.isMain,
      })
      .from(schema.clinicianContacts)
      .where(eq(schema.clinicianContacts.userProfileId, user.profileId))
      .orderBy(asc(schema.clinicianContacts.id));
    assert.deepEqual(contacts, [
      { type: 'email', email, phoneNumber: '', isMain: true },
      { type: 'email', email: 'bookings@refnet.test', phoneNumber: '', isMain: false },
      { type: 'phoneNumber', email: '', phoneNumber: '+442079460000', isMain: false },
      { type: 'phoneNumber', email: '', phoneNumber: '+447700900123', isMain: false },
    ]);

    const settings = await db
      .select()
      .from(schema.notificationSettings)
      .where(eq(schema.notificationSettings.userProfileId, user.profileId));
    assert.equal(settings.length, 1);
    assert.equal(settings[0]!.userReceivedReferral, true);

    // The verification e-mail arrives over SMTP with a link to the front end's verification page.
    const message = await sink.waitFor((received) => received.recipients.includes(email));
    assert.equal(message.subject, 'Please verify your e-mail address for RefNet');
    assert.match(message.text, /^Dear Dr Priya Shah,/);
    const link = linkIn(message.text, '/register/verify-email');
    assert.equal(link.url.origin, 'https://refnet.test');
    const [stored] = await db
      .select()
      .from(schema.oneTimeLinks)
      .where(eq(schema.oneTimeLinks.userId, user.id));
    assert.equal(stored?.purpose, 'verify-email');
    assert.notEqual(stored?.codeHash, link.verificationCode, 'only a hash of the code is stored');
    const lifetimeDays = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    assert.ok(lifetimeDays > 6.99 && lifetimeDays <= 7, `valid 7 days (${lifetimeDays})`);

    await app.mailer.idle();
    assert.ok((await latestEmailTo(db, email))?.sentAt instanceof Date, 'recorded in the outbox as sent');

    // The account exists and can sign in, flagged as not yet approved.
    const signedIn = await login(app, { email, password: body.password });
    assert.equal(signedIn.statusCode, 200);
    assert.equal(signedIn.json().isVerified, false);
  });

  const refusals: [string, (body: RegisterRequest) => void, string][] = [
    [
      'an e-mail already used (any case)',
      (b) => void (b.email = CLINICIAN.email.toUpperCase()),
      EMAIL_ALREADY_USED_MESSAGE,
    ],
    ['an unknown job role', (b) => void (b.jobRoleIds = [...b.jobRoleIds, 999_999]), 'Job role not found.'],
    [
      'a job role twice',
      (b) => void (b.jobRoleIds = [b.jobRoleIds[0]!, b.jobRoleIds[0]!]),
      'Job roles cannot be added twice.',
    ],
    ['no job role', (b) => void (b.jobRoleIds = []), 'Please choose at least one job role.'],
    ['no clinic', (b) => void (b.clinics = []), 'Please add at least one clinic.'],
    [
      'a postcode not in the directory (no GEOCODER_URL)',
      (b) => void (b.clinics[0]!.address.postcode = 'ZZ1 1ZZ'),
      POSTCODE_DIRECTORY_LIMITED_MESSAGE,
    ],
    [
      'a second clinic whose postcode is malformed',
      (b) =>
        void b.clinics.push({
          clinicName: '',
          centreName: 'Elsewhere',
          address: { firstLine: '1 Road', city: 'Town', postcode: 'NOPE' },
        }),
      'Address not found. Please check details.',
    ],
    [
      'an unknown insurer id',
      (b) => void (b.existingProviders = [{ id: 999_999 }]),
      'Insurance agreement not found.',
    ],
    [
      'an empty new insurer',
      (b) => void (b.newProviders = [{ provider: '  ' }]),
      'Missing new insurance provider.',
    ],
    ['passwords that differ', (b) => void (b.rePassword = 'Something-else-2026'), 'Passwords do not match!'],
    [
      'a password too short',
      (b) => void (b.password = b.rePassword = 'short'),
      'Password must be at least 10 characters.',
    ],
    [
      'an under-18',
      (b) => void (b.dob = `${new Date().getUTCFullYear() - 17}-01-01`),
      'Users must be over 18 years old.',
    ],
    [
      'a date of birth that does not exist',
      (b) => void (b.dob = '31/02/2000'),
      VALIDATION_MESSAGES.dobNotADate,
    ],
    ['a date of birth in the future', (b) => void (b.dob = '01/01/2999'), VALIDATION_MESSAGES.dobInFuture],
    ['no title', (b) => void (b.title = ''), 'Please select a title'],
    ['no description', (b) => void (b.clinicianDescription = ' '), 'Please enter a description.'],
    ['an invalid e-mail', (b) => void (b.email = 'not-an-email'), 'Please enter a valid email address.'],
    ['terms declined', (b) => void (b.acceptedTerms = false), 'Please accept the terms and conditions.'],
    [
      'an invalid referral phone number',
      (b) => void (b.appointmentsContacts = [{ type: 'phoneNumber', phoneNumber: '0207' }]),
      'Please enter a valid phone number.',
    ],
  ];

  for (const [situation, spoil, message] of refusals) {
    test(`refuses ${situation} with a 400 and writes nothing`, async () => {
      const body = await registrationFor(db, freshEmail());
      spoil(body);
      const before = await rowCounts(db, WRITTEN_TABLES);
      const response = await register(app, body);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), danger(message));
      await app.mailer.idle();
      assert.deepEqual(await rowCounts(db, WRITTEN_TABLES), before);
    });
  }

  test('refuses an insurer the team has not verified', async () => {
    const [unverified] = await db
      .insert(schema.insuranceAgreements)
      .values({ provider: 'Unvetted Assurance', verified: false })
      .returning({ id: schema.insuranceAgreements.id });
    const body = await registrationFor(db, freshEmail());
    body.existingProviders = [{ id: unverified!.id }];
    const before = await rowCounts(db, WRITTEN_TABLES);
    const response = await register(app, body);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), danger('Insurance agreement not found.'));
    assert.deepEqual(await rowCounts(db, WRITTEN_TABLES), before);
  });

  test('two registrations racing for one e-mail: one account, the other refused', async () => {
    const email = freshEmail();
    const body = await registrationFor(db, email);
    const before = await rowCounts(db, { users: schema.users, outboxEmails: schema.outboxEmails });
    const answers = await Promise.all([register(app, body), register(app, body)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    assert.deepEqual(refused.json(), danger(EMAIL_ALREADY_USED_MESSAGE));
    await app.mailer.idle();
    assert.deepEqual(await rowCounts(db, { users: schema.users, outboxEmails: schema.outboxEmails }), {
      users: before.users + 1,
      outboxEmails: before.outboxEmails + 1,
    });
  });

  test('a failure to send the e-mail keeps the account: 200, and the outbox row holds the error', async () => {
    const dead = await startSmtpSink();
    await dead.stop();
    const broken = await startApp(handle, { SMTP_URL: dead.url });
    try {
      const email = freshEmail();
      const response = await register(broken, await registrationFor(db, email));
      assert.equal(response.statusCode, 200);
      await broken.mailer.idle();
      assert.ok(await userByEmail(email));
      const row = await latestEmailTo(db, email);
      assert.equal(row?.sentAt, null);
      assert.ok(row?.error);
    } finally {
      await broken.close();
    }
  });

  test('is rate-limited per IP', async () => {
    const limited = await startApp(handle, { LOGIN_IP_LIMIT: '2', LOGIN_IP_WINDOW_SECONDS: '60' });
    try {
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        assert.equal((await register(limited, {}, '10.1.0.1')).statusCode, 400, `attempt ${attempt}`);
      }
      const blocked = await register(limited, await registrationFor(db, freshEmail()), '10.1.0.1');
      assert.equal(blocked.statusCode, 429);
      assert.deepEqual(blocked.json(), danger('Too many requests. Please try again in 1 minute.'));
    } finally {
      await limited.close();
    }
  });
});
