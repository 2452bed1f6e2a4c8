import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AUTH_DETAIL, LOGIN_FAILED_MESSAGE } from '@refnet/contracts';
import {
  DELEGATE_MESSAGES,
  type ClinicianInformationResponse,
  type DelegateChangeResponse,
  type DelegatesResponse,
} from '@refnet/contracts/accounts';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { DELEGATE_API_MESSAGES } from '../src/modules/delegates/messages.js';
import { PATIENT_API_MESSAGES } from '../src/modules/patients/messages.js';
import { ADMIN, authorization, danger, login, setUpTestApp } from './helpers/app.js';
import {
  createTestDelegate,
  createTestUser,
  signIn,
  type Caller,
  type TestUser,
} from './helpers/clinicians.js';
import { delegateState, inviteAndRegister, inviteDelegate } from './helpers/delegates.js';
import { patientClient, validPatient } from './helpers/patients.js';

let app: RefnetApp;
let db: Database;

setUpTestApp((started) => ({ app, db } = started));

let sequence = 0;
const nextEmail = (role: string) => `${role}${(sequence += 1)}@manage.test`;

interface TestClinician {
  user: TestUser;
  call: Caller;
  userProfileId: number;
}

async function clinician(): Promise<TestClinician> {
  const user = await createTestUser(db, { email: nextEmail('clinician'), postcodes: ['W1G 6BW'] });
  return { user, call: await signIn(app, user), userProfileId: user.userProfileId };
}

const deactivate = (who: Caller, id: number) => who('POST', '/user/delegate/deactivate/', { id });
const restore = (who: Caller, id: number) => who('POST', '/user/delegate/restore/', { id });
const updatePermissions = (
  who: Caller,
  delegateId: number,
  delegateUserId: number,
  permissions = {
    permissionViewReferrals: true,
    permissionCreateReferrals: false,
    permissionManageReferrals: true,
  },
) => who('POST', '/user/delegate/update-permisison/', { delegateId, delegateUserId, permissions });

const emails = (links: DelegatesResponse['delegates']) => links.map((link) => link.delegateEmail).sort();

describe('GET /user/delegates/', () => {
  test('lists the caller’s own delegates: active ones apart from pending and deactivated ones', async () => {
    const owner = await clinician();
    const pendingEmail = nextEmail('pending');
    await inviteDelegate(owner.call, pendingEmail);
    const { delegate: registered } = await inviteAndRegister(app, db, owner, nextEmail('registered'));
    const deactivated = await createTestDelegate(db, nextEmail('deactivated'), owner.userProfileId, {
      isVerified: false,
    });
    const other = await clinician();
    await createTestDelegate(db, nextEmail('elsewhere'), other.userProfileId);

    const response = await owner.call('GET', '/user/delegates/');
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<DelegatesResponse>();
    assert.deepEqual(emails(body.delegates), [registered.email]);
    assert.deepEqual(emails(body.pendingDelegates), [deactivated.email, pendingEmail].sort());
    const pending = body.pendingDelegates.find((link) => link.delegateEmail === pendingEmail);
    assert.deepEqual([pending?.hasRegistered, pending?.isVerified], [false, false]);

    // The profile answer shares the same lists.
    const info = (
      await owner.call('GET', '/user/clinician-information/')
    ).json<ClinicianInformationResponse>();
    assert.deepEqual([info.delegates, info.pendingDelegates], [body.delegates, body.pendingDelegates]);
  });

  test('is for clinicians only', async () => {
    const owner = await clinician();
    const delegate = await createTestDelegate(db, nextEmail('delegate'), owner.userProfileId);
    for (const user of [delegate, ADMIN]) {
      const response = await (await signIn(app, user))('GET', '/user/delegates/');
      assert.equal(response.statusCode, 403, user.email);
      assert.deepEqual(response.json(), danger(DELEGATE_MESSAGES.clinicianOnly));
    }
    const visitor = await app.inject({ method: 'GET', url: '/api/v1/user/delegates/' });
    assert.deepEqual([visitor.statusCode, visitor.json()], [403, { detail: AUTH_DETAIL.missing }]);
  });
});

describe('deactivating and restoring a delegate', () => {
  test('a deactivated delegate can neither sign in nor act; restored, they sign in again', async () => {
    const owner = await clinician();
    const {
      linkId,
      delegate,
      login: signedUp,
    } = await inviteAndRegister(app, db, owner, nextEmail('worker'));
    const oldHeaders = authorization(signedUp.token);
    const patientList = (headers: { authorization: string }) =>
      app.inject({ method: 'GET', url: '/api/v1/patient/list/', headers });
    assert.equal((await patientList(oldHeaders)).statusCode, 200);

    const response = await deactivate(owner.call, linkId);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<DelegateChangeResponse>();
    assert.deepEqual(body.message, { variant: 'success', message: DELEGATE_MESSAGES.deactivated });
    assert.deepEqual(
      [body.delegate.id, body.delegate.isVerified, body.delegate.hasRegistered],
      [linkId, false, true],
    );
    assert.deepEqual([emails(body.delegates), emails(body.pendingDelegates)], [[], [delegate.email]]);
    assert.deepEqual(
      [(await delegateState(db, linkId))?.isActive, (await delegateState(db, linkId))?.link.isVerified],
      [false, false],
    );

    const refused = await login(app, delegate);
    assert.deepEqual([refused.statusCode, refused.json()], [400, danger(LOGIN_FAILED_MESSAGE)]);
    const stale = await patientList(oldHeaders);
    assert.deepEqual([stale.statusCode, stale.json()], [403, { detail: AUTH_DETAIL.invalid }]);

    const again = await deactivate(owner.call, linkId);
    assert.deepEqual([again.statusCode, again.json()], [409, danger(DELEGATE_API_MESSAGES.alreadyInactive)]);

    const restored = await restore(owner.call, linkId);
    assert.equal(restored.statusCode, 200, restored.body);
    const restoredBody = restored.json<DelegateChangeResponse>();
    assert.deepEqual(restoredBody.message, { variant: 'success', message: DELEGATE_MESSAGES.restored });
    assert.equal(restoredBody.delegate.isVerified, true);
    assert.deepEqual(emails(restoredBody.delegates), [delegate.email]);
    const back = await login(app, delegate);
    assert.equal(back.statusCode, 200, back.body);
    assert.equal((await patientList(authorization(back.json<{ token: string }>().token))).statusCode, 200);
    assert.equal((await patientList(oldHeaders)).statusCode, 403, 'revoked sessions stay revoked');

    const twice = await restore(owner.call, linkId);
    assert.deepEqual([twice.statusCode, twice.json()], [409, danger(DELEGATE_API_MESSAGES.alreadyActive)]);
  });

  test('an invitation not yet taken up cannot be restored (nor deactivated)', async () => {
    const owner = await clinician();
    const pending = await inviteDelegate(owner.call, nextEmail('pending'));
    const response = await restore(owner.call, pending.id);
    assert.deepEqual(
      [response.statusCode, response.json()],
      [409, danger(DELEGATE_MESSAGES.restoreNotRegistered)],
    );
    const deactivated = await deactivate(owner.call, pending.id);
    assert.deepEqual(
      [deactivated.statusCode, deactivated.json()],
      [409, danger(DELEGATE_API_MESSAGES.alreadyInactive)],
    );
    assert.equal((await delegateState(db, pending.id))?.isActive, false);
  });

  test('of two simultaneous deactivations one succeeds and the other finds it done', async () => {
    const owner = await clinician();
    const delegate = await createTestDelegate(db, nextEmail('raced'), owner.userProfileId);
    const [link] = (await owner.call('GET', '/user/delegates/')).json<DelegatesResponse>().delegates;
    assert.equal(link?.delegateEmail, delegate.email);
    const answers = await Promise.all([deactivate(owner.call, link.id), deactivate(owner.call, link.id)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
  });
});

describe('POST /user/delegate/update-permisison/', () => {
  test('takes effect on the delegate’s next call', async () => {
    const owner = await clinician();
    const delegate = await createTestDelegate(db, nextEmail('helper'), owner.userProfileId);
    const [link] = (await owner.call('GET', '/user/delegates/')).json<DelegatesResponse>().delegates;
    const patients = await patientClient(app, delegate);
    await patients.create();

    const response = await updatePermissions(owner.call, link!.id, delegate.userProfileId);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<DelegateChangeResponse>();
    assert.deepEqual(body.message, { variant: 'success', message: DELEGATE_MESSAGES.permissionsUpdated });
    assert.deepEqual(
      [
        body.delegate.permissionViewReferrals,
        body.delegate.permissionCreateReferrals,
        body.delegate.permissionManageReferrals,
      ],
      [true, false, true],
    );

    const refused = await patients.send('POST', '/patient/create/', validPatient());
    assert.deepEqual([refused.statusCode, refused.json()], [403, danger(PATIENT_API_MESSAGES.cannotCreate)]);
    const info = (
      await patients.call('GET', '/user/clinician-information/')
    ).json<ClinicianInformationResponse>();
    assert.equal(info.referralPermissions.permissionCreateReferrals, false);

    await updatePermissions(owner.call, link!.id, delegate.userProfileId, {
      permissionViewReferrals: true,
      permissionCreateReferrals: true,
      permissionManageReferrals: true,
    });
    await patients.create();
  });

  test('changes an inactive link too, and needs the link’s own delegate', async () => {
    const owner = await clinician();
    const pending = await inviteDelegate(owner.call, nextEmail('later'));
    const changed = await updatePermissions(owner.call, pending.id, pending.delegateUserProfile.id);
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await delegateState(db, pending.id))?.link.permissionCreateReferrals, false);

    const mismatch = await updatePermissions(owner.call, pending.id, owner.userProfileId);
    assert.deepEqual([mismatch.statusCode, mismatch.json()], [404, danger(DELEGATE_MESSAGES.notFound)]);
  });
});

describe('another clinician’s delegate, and callers who are not clinicians', () => {
  test('is not found: nothing changes', async () => {
    const owner = await clinician();
    const stranger = await clinician();
    const delegate = await createTestDelegate(db, nextEmail('guarded'), owner.userProfileId);
    const [link] = (await owner.call('GET', '/user/delegates/')).json<DelegatesResponse>().delegates;
    const before = await delegateState(db, link!.id);
    for (const response of [
      await deactivate(stranger.call, link!.id),
      await restore(stranger.call, link!.id),
      await updatePermissions(stranger.call, link!.id, delegate.userProfileId),
      await deactivate(stranger.call, 2_000_000_000),
    ]) {
      assert.deepEqual([response.statusCode, response.json()], [404, danger(DELEGATE_MESSAGES.notFound)]);
    }
    assert.deepEqual(await delegateState(db, link!.id), before);
  });

  test('a delegate, or staff, may not manage delegates', async () => {
    const owner = await clinician();
    const delegate = await createTestDelegate(db, nextEmail('self'), owner.userProfileId);
    const [link] = (await owner.call('GET', '/user/delegates/')).json<DelegatesResponse>().delegates;
    for (const user of [delegate, ADMIN]) {
      const call = await signIn(app, user);
      for (const response of [
        await deactivate(call, link!.id),
        await restore(call, link!.id),
        await updatePermissions(call, link!.id, delegate.userProfileId),
      ]) {
        assert.deepEqual(
          [response.statusCode, response.json()],
          [403, danger(DELEGATE_MESSAGES.clinicianOnly)],
        );
      }
    }
    assert.equal((await delegateState(db, link!.id))?.link.isVerified, true);
  });

  test('a request without a link id is refused', async () => {
    const owner = await clinician();
    const response = await owner.call('POST', '/user/delegate/deactivate/', {});
    assert.equal(response.statusCode, 400);
  });
});
