import type { AdminUserProfilesResponse } from '@refnet/contracts/admin';
import { apiClient } from '../api/client';
import { sessionAtom } from '../state/atoms';
import { saveSession } from '../state/session';
import { appStore } from '../state/store';
import { replyingWith } from '../testing/fakeTransport';
import { staffSession } from '../testing/fixtures';
import {
  createAdminUser,
  fetchAdminClinicianRoleProfiles,
  fetchAdminInsuranceAgreements,
  fetchAdminPatients,
  fetchAdminReferrals,
  fetchAdminUserProfiles,
  fetchPlatformStats,
  rejectInsuranceAgreement,
  setUserVerification,
  verifyInsuranceAgreement,
} from './calls';

const realAdapter = apiClient.defaults.adapter;
beforeEach(() => saveSession(staffSession));
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  appStore.set(sessionAtom, null);
  localStorage.clear();
});

function answering(data: unknown, status = 200) {
  const transport = replyingWith({ status, data });
  apiClient.defaults.adapter = transport.adapter;
  return transport;
}

const USER = {
  id: 5,
  userId: 15,
  title: 'Dr',
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.org',
  isStaff: false,
  isVerified: false,
  isDeactivated: false,
  emailVerified: true,
  hasSecondFactor: false,
  jobRole: [],
  registrationNumber: 'GMC123',
  accountCreatedOn: '2026-01-05T09:30:00Z',
};
const USERS: AdminUserProfilesResponse = { users: [], unverified: [USER], deactivated: [], operations: [] };
const done = { variant: 'success', message: 'Done.' } as const;
const periods = [1, 7, 30, 365].map((days) => ({ days, count: days }));

describe('the admin lists', () => {
  it.each([
    ['/admin/user-profiles/', fetchAdminUserProfiles, USERS],
    [
      '/admin/clinician-role-profiles/',
      fetchAdminClinicianRoleProfiles,
      { staff: [], unverified: [], clinicians: [], deactivated: [], delegates: [] },
    ],
    ['/admin/patients/', fetchAdminPatients, { patients: [] }],
    ['/admin/referrals/', fetchAdminReferrals, { open: [], pending: [], accepted: [], booked: [], dna: [] }],
    ['/admin/insurance-agreements/', fetchAdminInsuranceAgreements, { verified: [], unverified: [] }],
    [
      '/admin/platform-stats/',
      fetchPlatformStats,
      {
        last_logged_in: { clinicians: periods, delegates: periods },
        referrals: { pending: periods, open: periods, accepted: periods, booked: periods, dna: periods },
        emails: { sent: periods, retrying: periods, failed: periods },
      },
    ],
  ] as const)('GET %s with the token and return the checked answer', async (url, fetchList, answer) => {
    const transport = answering(answer);
    await expect((fetchList as () => Promise<unknown>)()).resolves.toEqual(answer);
    expect(transport.requests[0]).toMatchObject({ method: 'get', url });
    expect(transport.requests[0]?.headers.get('Authorization')).toBe('Token token-staff');
  });

  it('refuses an answer that does not match the contract', async () => {
    answering({ users: [{ id: 'five' }] });
    await expect(fetchAdminUserProfiles()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it("rejects with the server's refusal", async () => {
    const refusal = 'You do not have permission to perform this action.';
    answering({ message: { variant: 'danger', message: refusal } }, 403);
    await expect(fetchAdminReferrals()).rejects.toMatchObject({ status: 403, message: refusal });
  });
});

describe('the admin writes', () => {
  it('POSTs setVerified for one user profile', async () => {
    const transport = answering({ message: done, users: [{ ...USER, isVerified: true }] });
    const answer = await setUserVerification(5, true);
    expect(answer.users[0]?.isVerified).toBe(true);
    expect(transport.requests[0]).toMatchObject({
      method: 'post',
      url: '/admin/set-verification/user-profile/5/',
    });
    expect(JSON.parse(String(transport.requests[0]?.data))).toEqual({ setVerified: true });
  });

  it('POSTs the verification of an insurer', async () => {
    const insuranceAgreement = { id: 31, provider: 'Vitality', policyName: 'Plus', verified: true };
    const transport = answering({ message: done, insuranceAgreement });
    await expect(verifyInsuranceAgreement(31)).resolves.toEqual({ message: done, insuranceAgreement });
    expect(transport.requests[0]).toMatchObject({ method: 'post', url: '/insurance-agreements/verify/31/' });
  });

  it('POSTs the rejection of an insurer, with no body', async () => {
    const transport = answering({ message: done, removedFromClinics: 2 });
    await expect(rejectInsuranceAgreement(32)).resolves.toEqual({ message: done, removedFromClinics: 2 });
    expect(transport.requests[0]).toMatchObject({ method: 'post', url: '/insurance-agreements/reject/32/' });
    expect(transport.requests[0]?.data).toBeUndefined();
  });

  it('POSTs the new admin account', async () => {
    const request = {
      title: 'Ms',
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: 'rosa@refnet.example',
      password: 'long-enough-password',
    };
    const user = { ...USER, id: 9, isStaff: true, isVerified: true, email: request.email };
    const transport = answering({ message: done, user });
    await expect(createAdminUser(request)).resolves.toEqual({ message: done, user });
    expect(transport.requests[0]).toMatchObject({ method: 'post', url: '/admin/new-admin-user/' });
    expect(JSON.parse(String(transport.requests[0]?.data))).toEqual(request);
  });

  it('sends nothing without the id', async () => {
    const transport = answering({});
    await expect(verifyInsuranceAgreement(undefined as unknown as number)).rejects.toMatchObject({
      kind: 'missing-parameter',
    });
    expect(transport.requests).toHaveLength(0);
  });
});
