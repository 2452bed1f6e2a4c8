import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AUTH_DETAIL, LOGIN_FAILED_MESSAGE } from '@refnet/contracts';
import {
  ALL_REFERRAL_PERMISSIONS,
  AWAITING_APPROVAL_MESSAGE,
  DELEGATE_INVITATION_PATH,
  DELEGATE_MESSAGES,
  EMAIL_ALREADY_USED_MESSAGE,
  VALIDATION_MESSAGES,
  type InviteDelegateResponse,
} from '@refnet/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import * as schema from '../src/db/schema.js';
import { ADMIN, CLINICIAN, danger, login, setUpTestAppWithMailbox } from './helpers/app.js';
import { createTestDelegate, createTestUser, signIn, type Caller } from './helpers/clinicians.js';
import { delegateState, invitation } from './helpers/delegates.js';
import { WRITTEN_TABLES, linkIn, rowCounts } from './helpers/registration.js';
import type { SmtpSink } from './helpers/smtp-sink.js';

let app: RefnetApp;
let db: Database;
let sink: SmtpSink;

setUpTestAppWithMailbox((started) => ({ app, db, sink } = started), { PUBLIC_URL: 'https://refnet.test' });

const TABLES = { ...WRITTEN_TABLES, delegateUserLinks: schema.delegateUserLinks };

let sequence = 0;
const newEmail = () => `invited${(sequence += 1)}@delegates.test`;

async function clinician(): Promise<{ call: Caller; userProfileId: number }> {
  const user = await createTestUser(db, { email: `inviter${(sequence += 1)}@delegates.test` });
  return { call: await signIn(app, user), userProfileId: user.userProfileId };
}

describe('POST /register-delegate/', () => {
  test('creates an inactive Delegate account linked to the clinician and e-mails the invitation', async () => {
    const inviter = await clinician();
    const email = newEmail();
    const response = await inviter.call(
      'POST',
      '/register-delegate/',
      invitation(` ${email.toUpperCase()} `),
    );
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<InviteDelegateResponse>();
    assert.deepEqual(body.message, { variant: 'success', message: DELEGATE_MESSAGES.invitationSent(email) });
    assert.equal(body.delegate.delegateEmail, email);
    assert.equal(body.delegate.clinicianUserProfile, inviter.userProfileId);
    assert.deepEqual(
      [body.delegate.delegateUserProfile.title, body.delegate.delegateUserProfile.firstName],
      ['Mrs', 'Dora'],
    );
    assert.deepEqual([body.delegate.hasRegistered, body.delegate.isVerified], [false, false]);
    const { permissionViewReferrals, permissionCreateReferrals, permissionManageReferrals } = body.delegate;
    assert.deepEqual(
      { permissionViewReferrals, permissionCreateReferrals, permissionManageReferrals },
      ALL_REFERRAL_PERMISSIONS,
    );

    const stored = await delegateState(db, body.delegate.id);
    assert.deepEqual([stored?.isActive, stored?.profileVerified], [false, false]);
    const groups = await db
      .select({ name: schema.userGroups.name })
      .from(schema.userGroupMembers)
      .innerJoin(schema.userGroups, eq(schema.userGroups.id, schema.userGroupMembers.groupId))
      .innerJoin(schema.users, eq(schema.users.id, schema.userGroupMembers.userId))
      .where(eq(schema.users.email, email));
    assert.deepEqual(
      groups.map((group) => group.name),
      ['Delegate'],
    );

    const message = await sink.waitFor((sent) => sent.recipients.includes(email));
    assert.match(message.subject, /Dr Test inviter\d+ invites you to be their delegate on RefNet/);
    assert.match(message.text, /^Dear Mrs Dora Keeper,/);
    const link = linkIn(message.text, DELEGATE_INVITATION_PATH);
    assert.equal(link.url.origin, 'https://refnet.test');

    // Nobody can sign in to the account until the delegate registers, not even knowing the stored hash.
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    const refused = await login(app, { email, password: user!.passwordHash });
    assert.deepEqual(refused.json(), danger(LOGIN_FAILED_MESSAGE));
  });

  test('keeps the permissions the clinician chose', async () => {
    const inviter = await clinician();
    const response = await inviter.call(
      'POST',
      '/register-delegate/',
      invitation(newEmail(), {
        delegatingClinicianUserProfileId: inviter.userProfileId,
        permissionCreateReferrals: false,
        permissionManageReferrals: false,
      }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const { delegate } = response.json<InviteDelegateResponse>();
    assert.deepEqual(
      [
        delegate.permissionViewReferrals,
        delegate.permissionCreateReferrals,
        delegate.permissionManageReferrals,
      ],
      [true, false, false],
    );
  });

  test('refuses an address any user has, and writes nothing', async () => {
    const inviter = await clinician();
    const before = await rowCounts(db, TABLES);
    for (const email of [CLINICIAN.email, ADMIN.email.toUpperCase()]) {
      const response = await inviter.call('POST', '/register-delegate/', invitation(email));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), danger(EMAIL_ALREADY_USED_MESSAGE));
    }
    assert.deepEqual(await rowCounts(db, TABLES), before);
  });

  test('gives one of two simultaneous invitations of one address, the other is refused', async () => {
    const inviter = await clinician();
    const email = newEmail();
    const answers = await Promise.all(
      [1, 2].map(() => inviter.call('POST', '/register-delegate/', invitation(email))),
    );
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
    const links = await db
      .select({ id: schema.delegateUserLinks.id })
      .from(schema.delegateUserLinks)
      .where(eq(schema.delegateUserLinks.clinicianUserProfileId, inviter.userProfileId));
    assert.equal(links.length, 1);
  });

  test('lets a clinician invite for themselves only', async () => {
    const inviter = await clinician();
    const other = await clinician();
    const before = await rowCounts(db, TABLES);
    const response = await inviter.call(
      'POST',
      '/register-delegate/',
      invitation(newEmail(), { delegatingClinicianUserProfileId: other.userProfileId }),
    );
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), danger(DELEGATE_MESSAGES.clinicianOnly));
    assert.deepEqual(await rowCounts(db, TABLES), before);
  });

  test('refuses delegates, staff, unapproved clinicians and visitors', async () => {
    const inviter = await clinician();
    const delegate = await createTestDelegate(db, newEmail(), inviter.userProfileId);
    const unapproved = await signIn(app, await createTestUser(db, { email: newEmail(), verified: false }));
    const callers = [await signIn(app, delegate), await signIn(app, ADMIN)];
    const before = await rowCounts(db, TABLES);
    const payload = invitation(newEmail());

    for (const call of callers) {
      const response = await call('POST', '/register-delegate/', payload);
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), danger(DELEGATE_MESSAGES.clinicianOnly));
    }
    const pending = await unapproved('POST', '/register-delegate/', payload);
    assert.equal(pending.statusCode, 403);
    assert.deepEqual(pending.json(), danger(AWAITING_APPROVAL_MESSAGE));
    const visitor = await app.inject({ method: 'POST', url: '/api/v1/register-delegate/', payload });
    assert.equal(visitor.statusCode, 403);
    assert.deepEqual(visitor.json(), { detail: AUTH_DETAIL.missing });
    assert.deepEqual(await rowCounts(db, TABLES), before);
  });

  test('answers a bad request with the SPEC §5 message', async () => {
    const inviter = await clinician();
    const cases: [Record<string, unknown>, string][] = [
      [invitation(newEmail(), { firstName: ' ' }), VALIDATION_MESSAGES.firstNameRequired],
      [invitation(newEmail(), { lastName: '' }), VALIDATION_MESSAGES.lastNameRequired],
      [invitation('not-an-address'), VALIDATION_MESSAGES.emailInvalid],
      [invitation(newEmail(), { title: 'Sir' as 'Mr' }), VALIDATION_MESSAGES.titleRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await inviter.call('POST', '/register-delegate/', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), danger(message));
    }
  });
});
