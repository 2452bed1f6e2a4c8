import type { AxiosAdapter } from 'axios';
import { sessionAtom } from '../state/atoms';
import { saveSession } from '../state/session';
import { appStore } from '../state/store';
import { fakeTransport, replyingWith } from '../testing/fakeTransport';
import { clinicianSession } from '../testing/fixtures';
import { apiClient } from './client';
import { requestPasswordReset, setNewPassword, updatePassword } from './password';
import {
  deactivateAccount,
  updateNotificationSetting,
  updateReferralContacts,
  updateUser,
  uploadProfilePicture,
  verifyEmail,
} from './profile';

const ok = { variant: 'success', message: 'Done.' } as const;
const realAdapter = apiClient.defaults.adapter;

function answerWith(adapter: AxiosAdapter) {
  apiClient.defaults.adapter = adapter;
}

beforeEach(() => saveSession(clinicianSession));
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  appStore.set(sessionAtom, null);
  localStorage.clear();
});

const bodyOf = (transport: ReturnType<typeof fakeTransport>) =>
  JSON.parse(String(transport.requests[0]?.data)) as unknown;

describe('password calls', () => {
  it('requestPasswordReset POSTs the e-mail without a token', async () => {
    const transport = replyingWith({ status: 200, data: { message: ok } });
    answerWith(transport.adapter);
    await expect(requestPasswordReset({ email: 'ada@example.org' })).resolves.toEqual({ message: ok });
    expect(transport.requests[0]).toMatchObject({ method: 'post', url: '/user/password/reset/' });
    expect(bodyOf(transport)).toEqual({ email: 'ada@example.org' });
    expect(transport.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('setNewPassword POSTs the link and passwords without a token', async () => {
    const transport = replyingWith({ status: 200, data: { message: ok } });
    answerWith(transport.adapter);
    const request = {
      userHash: 'u',
      timeHash: 't',
      verificationCode: 'c'.repeat(20),
      password: 'a-long-password',
      rePassword: 'a-long-password',
    };
    await setNewPassword(request);
    expect(transport.requests[0]).toMatchObject({ method: 'post', url: '/user/password/reset/set-new/' });
    expect(bodyOf(transport)).toEqual(request);
    expect(transport.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('updatePassword PUTs with the token and passes a 400 on as an error', async () => {
    const transport = replyingWith({
      status: 400,
      data: { message: { variant: 'danger', message: 'Incorrect password!' } },
    });
    answerWith(transport.adapter);
    await expect(updatePassword({ currentPassword: 'x', newPassword: 'y'.repeat(10) })).rejects.toMatchObject(
      {
        status: 400,
        message: 'Incorrect password!',
      },
    );
    expect(transport.requests[0]).toMatchObject({ method: 'put', url: '/user/password/update/' });
    expect(transport.requests[0]?.headers.get('Authorization')).toBe('Token token-abc');
  });
});

describe('profile calls', () => {
  it('updateUser rejects an answer without the updated profile', async () => {
    answerWith(replyingWith({ status: 200, data: { message: ok } }).adapter);
    await expect(
      updateUser({
        title: 'Dr',
        firstName: 'Ada',
        lastName: 'Okafor',
        dob: '1980-01-01',
        clinicianDescription: 'GP',
      }),
    ).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('updateReferralContacts PUTs the list', async () => {
    const transport = replyingWith({ status: 200, data: { message: ok, appointmentsContacts: [] } });
    answerWith(transport.adapter);
    const request = { appointmentsContacts: [{ type: 'email' as const, email: 'a@b.co' }] };
    await updateReferralContacts(request);
    expect(transport.requests[0]).toMatchObject({ method: 'put', url: '/user/referral-contacts-update/' });
    expect(bodyOf(transport)).toEqual(request);
  });

  it('updateNotificationSetting PUTs one flag', async () => {
    const settings = {
      id: 1,
      createdOn: '2025-01-01T00:00:00Z',
      updatedOn: '2025-01-01T00:00:00Z',
      userProfile: 3,
      userCreatedReferral: true,
      userReceivedReferral: true,
      targetHasToggledReferral: true,
      userHasToggledReferral: false,
      newOpenReferral: true,
    };
    const transport = replyingWith({ status: 200, data: { message: ok, notificationSettings: settings } });
    answerWith(transport.adapter);
    const request = { userProfileId: 3, field: 'userHasToggledReferral' as const, value: false };
    await expect(updateNotificationSetting(request)).resolves.toMatchObject({
      notificationSettings: settings,
    });
    expect(transport.requests[0]).toMatchObject({ method: 'put', url: '/user/notifications/update/' });
    expect(bodyOf(transport)).toEqual(request);
  });

  it('uploadProfilePicture POSTs the base64 image', async () => {
    const transport = replyingWith({ status: 200, data: { message: ok, profilePicture: '/media/p.png' } });
    answerWith(transport.adapter);
    await uploadProfilePicture('iVBORw0KGgo=');
    expect(transport.requests[0]).toMatchObject({ method: 'post', url: '/user/profile-pic/upload/' });
    expect(bodyOf(transport)).toEqual({ image: 'iVBORw0KGgo=' });
  });

  it('deactivateAccount DELETEs the own profile and requires the id', async () => {
    const transport = replyingWith({ status: 200, data: { message: ok } });
    answerWith(transport.adapter);
    await deactivateAccount(3);
    expect(transport.requests[0]).toMatchObject({ method: 'delete', url: '/user/deactivate-account/3/' });
    await expect(deactivateAccount(undefined as unknown as number)).rejects.toMatchObject({
      kind: 'missing-parameter',
    });
    expect(transport.requests).toHaveLength(1);
  });

  it('verifyEmail POSTs the link in the path without a token', async () => {
    const answer = { message: ok, emailVerified: true, accountApproved: false };
    const transport = replyingWith({ status: 200, data: answer });
    answerWith(transport.adapter);
    await expect(
      verifyEmail({ userHash: 'MQ', timeHash: 'abc', verificationCode: 'code-1234567890abcdef' }),
    ).resolves.toEqual(answer);
    expect(transport.requests[0]).toMatchObject({
      method: 'post',
      url: '/register/verify-email/user=MQ&time=abc&code=code-1234567890abcdef/',
    });
    expect(transport.requests[0]?.headers.has('Authorization')).toBe(false);
  });
});
