import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { APP_VERSION, LOGIN_FAILED_MESSAGE, type CheckAuthResponse } from '@refnet/contracts';
import {
  DELEGATE_MESSAGES,
  VALIDATION_MESSAGES,
  type ClinicianInformationResponse,
  type CompleteDelegateRegistrationResponse,
  type DelegateInvitationResponse,
  type DelegatesResponse,
  type OneTimeLink,
} from '@refnet/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import * as schema from '../src/db/schema.js';
import { authorization, danger, login, setUpTestApp } from './helpers/app.js';
import { createTestUser, signIn } from './helpers/clinicians.js';
import {
  DELEGATE_PASSWORD,
  completeRegistration,
  completion,
  delegateState,
  invitationLinkFor,
  inviteDelegate,
  lookUpInvitation,
} from './helpers/delegates.js';
import { WRITTEN_TABLES, base64urlNumber, rowCounts } from './helpers/registration.js';

let app: RefnetApp;
let db: Database;

setUpTestApp((started) => ({ app, db } = started));

const TABLES = { ...WRITTEN_TABLES, delegateUserLinks: schema.delegateUserLinks };
const invalid = danger(DELEGATE_MESSAGES.invitationInvalid);
/** The code with its first character changed: always another code (the last one carries padding bits). */
const forgedCode = (code: string) => `${code.startsWith('A') ? 'B' : 'A'}${code.slice(1)}`;

let sequence = 0;

/** A clinician who has just invited a delegate: the invitation's link and ids. */
async function invited(permissions: { permissionCreateReferrals?: boolean } = {}) {
  sequence += 1;
  const clinician = await createTestUser(db, { email: `signup.clinician${sequence}@delegates.test` });
  const call = await signIn(app, clinician);
  const email = `signup.delegate${sequence}@delegates.test`;
  const delegate = await inviteDelegate(call, email, permissions);
  return { clinician, call, email, delegate, link: await invitationLinkFor(db, email) };
}

const oneTimeLinkRow = async (link: OneTimeLink) =>
  (
    await db
      .select()
      .from(schema.oneTimeLinks)
      .where(eq(schema.oneTimeLinks.id, Number(Buffer.from(link.userHash, 'base64url').toString())))
  )[0]!;

describe('GET /get-verify-delegate/user=…&time=…&code=…/', () => {
  test('names the inviting clinician and the delegate, and leaves the link usable', async () => {
    const { clinician, email, link } = await invited();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await lookUpInvitation(app, link);
      assert.equal(response.statusCode, 200, response.body);
      const { delegateRegistration } = response.json<DelegateInvitationResponse>();
      assert.deepEqual(delegateRegistration.delegate, {
        title: 'Mrs',
        firstName: 'Dora',
        lastName: 'Keeper',
        email,
      });
      assert.equal(delegateRegistration.clinician.id, clinician.userProfileId);
      assert.equal(delegateRegistration.clinician.lastName, clinician.email.split('@')[0]);
      assert.equal(delegateRegistration.clinician.jobRole[0]?.jobTitle, 'General Practitioner');
    }
    assert.equal((await oneTimeLinkRow(link)).usedAt, null);
  });

  test('answers every unusable link with the one sentence, never a 500', async () => {
    const { link } = await invited();
    const row = await oneTimeLinkRow(link);
    const forged = [
      { ...link, verificationCode: forgedCode(link.verificationCode) },
      { ...link, timeHash: base64urlNumber(Math.floor(row.expiresAt.getTime() / 1000) + 60) },
      { ...link, userHash: base64urlNumber(row.id + 10_000) },
      { ...link, userHash: 'not-a-number' },
    ];
    for (const candidate of forged) {
      const response = await lookUpInvitation(app, candidate);
      assert.equal(response.statusCode, 400, JSON.stringify(candidate));
      assert.deepEqual(response.json(), invalid);
    }
    for (const junk of ['nonsense', 'user=&time=&code=', 'user=a&time=b&code=c%00']) {
      const response = await lookUpInvitation(app, junk);
      assert.equal(response.statusCode, 400, junk);
      assert.deepEqual(response.json(), invalid);
    }
    // A segment that is not even valid URL encoding stops in the router: still a 400.
    assert.equal((await lookUpInvitation(app, '%E0%A4%A')).statusCode, 400);
  });

  test('refuses an expired link and a used one', async () => {
    const expired = await invited();
    const pastSeconds = Math.floor(Date.now() / 1000) - 60;
    await db
      .update(schema.oneTimeLinks)
      .set({ expiresAt: new Date(pastSeconds * 1000) })
      .where(eq(schema.oneTimeLinks.id, (await oneTimeLinkRow(expired.link)).id));
    const expiredResponse = await lookUpInvitation(app, {
      ...expired.link,
      timeHash: base64urlNumber(pastSeconds),
    });
    assert.equal(expiredResponse.statusCode, 400);
    assert.deepEqual(expiredResponse.json(), invalid);

    const used = await invited();
    const done = await completeRegistration(app, completion(used.link, used.clinician.userProfileId));
    assert.equal(done.statusCode, 200, done.body);
    const usedResponse = await lookUpInvitation(app, used.link);
    assert.equal(usedResponse.statusCode, 400);
    assert.deepEqual(usedResponse.json(), invalid);
  });
});

describe('PUT /verify-delegate/', () => {
  test('activates the account and signs the delegate in', async () => {
    const { clinician, call, email, delegate, link } = await invited({ permissionCreateReferrals: false });
    const response = await completeRegistration(app, completion(link, clinician.userProfileId));
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<CompleteDelegateRegistrationResponse>();
    assert.deepEqual(body.message, { variant: 'success', message: DELEGATE_MESSAGES.registrationSuccessful });
    assert.deepEqual(
      [body.version, body.userGroup, body.isVerified, body.user.email],
      [APP_VERSION, 'Delegate', true, email],
    );
    assert.deepEqual([body.user.first_name, body.user.last_name], ['Dorothy', 'Keeper-Smith']);

    const headers = authorization(body.token);
    const identity = await app.inject({ method: 'GET', url: '/api/v1/user/check-auth/', headers });
    assert.equal(identity.json<CheckAuthResponse>().userGroup, 'Delegate');
    const info = (
      await app.inject({ method: 'GET', url: '/api/v1/user/clinician-information/', headers })
    ).json<ClinicianInformationResponse>();
    assert.equal(info.isDelegate, true);
    assert.deepEqual([info.userProfile.title, info.userProfile.firstName], ['Ms', 'Dorothy']);
    assert.deepEqual(info.referralPermissions, {
      permissionViewReferrals: true,
      permissionCreateReferrals: false,
      permissionManageReferrals: true,
    });
    assert.deepEqual(
      info.clinicianProfiles.map((crp) => crp.userProfile.id),
      [],
      'the test clinician has no clinics',
    );

    const stored = await delegateState(db, delegate.id);
    assert.deepEqual(
      [stored?.isActive, stored?.profileVerified, stored?.link.hasRegistered, stored?.link.isVerified],
      [true, true, true, true],
    );
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, body.user.id));
    assert.ok(user?.lastLogin, 'last login recorded');
    const [verification] = await db
      .select()
      .from(schema.emailVerifications)
      .where(eq(schema.emailVerifications.userId, body.user.id));
    assert.ok(verification?.verifiedAt, 'the invited address is verified');

    // The chosen password works from now on; the clinician sees an active delegate.
    assert.equal((await login(app, { email, password: DELEGATE_PASSWORD })).statusCode, 200);
    const list = (await call('GET', '/user/delegates/')).json<DelegatesResponse>();
    assert.deepEqual(
      list.delegates.map((link) => [link.id, link.delegateUserProfile.firstName]),
      [[delegate.id, 'Dorothy']],
    );
    assert.deepEqual(list.pendingDelegates, []);
  });

  test('accepts the body SPEC §7.5 names, without acceptedTerms (an older client)', async () => {
    const { clinician, link } = await invited();
    const { acceptedTerms: _omitted, ...specBody } = completion(link, clinician.userProfileId);
    const response = await completeRegistration(app, specBody);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<CompleteDelegateRegistrationResponse>().userGroup, 'Delegate');
  });

  test('is single use: a replay is refused and writes nothing', async () => {
    const { clinician, link } = await invited();
    const payload = completion(link, clinician.userProfileId);
    assert.equal((await completeRegistration(app, payload)).statusCode, 200);
    const before = await rowCounts(db, TABLES);
    const replay = await completeRegistration(app, {
      ...payload,
      password: 'Another-2026',
      rePassword: 'Another-2026',
    });
    assert.equal(replay.statusCode, 400);
    assert.deepEqual(replay.json(), invalid);
    assert.deepEqual(await rowCounts(db, TABLES), before);
  });

  test('lets exactly one of two simultaneous submissions through', async () => {
    const { clinician, delegate, link } = await invited();
    const payload = completion(link, clinician.userProfileId);
    const answers = await Promise.all([
      completeRegistration(app, payload),
      completeRegistration(app, payload),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
    const { userId } = (await delegateState(db, delegate.id))!;
    const tokens = await db.select().from(schema.authTokens).where(eq(schema.authTokens.userId, userId));
    assert.equal(tokens.length, 1, 'one session opened');
  });

  test('refuses another clinician, a forged link and mismatched passwords, writing nothing', async () => {
    const { clinician, link } = await invited();
    const other = await createTestUser(db, { email: 'someone.else@delegates.test' });
    const before = await rowCounts(db, TABLES);
    const refusals: [Record<string, unknown>, unknown][] = [
      [completion(link, other.userProfileId), invalid],
      [
        completion({ ...link, verificationCode: forgedCode(link.verificationCode) }, clinician.userProfileId),
        invalid,
      ],
      [completion({ ...link, userHash: '' }, clinician.userProfileId), invalid],
      [
        completion(link, clinician.userProfileId, { rePassword: 'Different-2026' }),
        danger(VALIDATION_MESSAGES.passwordsDoNotMatch),
      ],
      [
        completion(link, clinician.userProfileId, { acceptedTerms: false }),
        danger(VALIDATION_MESSAGES.termsRequired),
      ],
      [
        completion(link, clinician.userProfileId, { firstName: '' }),
        danger(VALIDATION_MESSAGES.firstNameRequired),
      ],
    ];
    for (const [payload, answer] of refusals) {
      const response = await completeRegistration(app, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), answer);
    }
    assert.deepEqual(await rowCounts(db, TABLES), before);
    assert.equal((await oneTimeLinkRow(link)).usedAt, null, 'the right clinician can still use it');
    assert.equal(
      (await completeRegistration(app, completion(link, clinician.userProfileId))).statusCode,
      200,
    );
  });

  test('keeps the invited address whatever the form sends', async () => {
    const { clinician, email, link } = await invited();
    const response = await completeRegistration(
      app,
      completion(link, clinician.userProfileId, { email: 'elsewhere@delegates.test' }),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<CompleteDelegateRegistrationResponse>().user.email, email);
    const elsewhere = await login(app, { email: 'elsewhere@delegates.test', password: DELEGATE_PASSWORD });
    assert.deepEqual(elsewhere.json(), danger(LOGIN_FAILED_MESSAGE));
  });
});
