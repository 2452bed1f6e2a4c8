// Test-only admin data. Every builder takes overrides, so a test states only what it is about.
import type { InsuranceAgreement } from '@refnet/contracts/accounts';
import type {
  AdminClinicianRoleProfile,
  AdminClinicianRoleProfilesResponse,
  AdminReferral,
  AdminReferralParty,
  AdminReferralsResponse,
  AdminUser,
  AdminUserProfilesResponse,
  PlatformStatsResponse,
} from '@refnet/contracts/admin';
import type { AnonymisedPatient } from '@refnet/contracts/patients';
import { JOB_ROLES } from '@refnet/shared-ui/testing';

/** Dr Ada Okafor, a Urology consultant (GMC) waiting for approval. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
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
    jobRole: [JOB_ROLES[3]!],
    registrationNumber: '7654321',
    accountCreatedOn: '2026-01-05T09:30:00Z',
    ...overrides,
  };
}

/** `count` users with ids 1..count, named User1 Test … */
export const manyUsers = (count: number, overrides: Partial<AdminUser> = {}): AdminUser[] =>
  Array.from({ length: count }, (_, index) =>
    adminUser({ id: index + 1, firstName: `User${index + 1}`, lastName: 'Test', ...overrides }),
  );

export function userLists(lists: Partial<AdminUserProfilesResponse> = {}): AdminUserProfilesResponse {
  return { users: [], unverified: [], deactivated: [], operations: [], ...lists };
}

/** Ada at St Mary's, or at no clinic with `clinic: null`. */
export function adminCrp(overrides: Partial<AdminClinicianRoleProfile> = {}): AdminClinicianRoleProfile {
  return {
    id: 70,
    userProfile: { id: 5, title: 'Dr', firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.org' },
    jobRole: [JOB_ROLES[3]!],
    clinic: {
      id: 500,
      clinicName: 'Room 1',
      centreName: 'St Mary’s Hospital',
      address: {
        id: 5000,
        addressType: 'clinic',
        firstLine: 'Praed St',
        city: 'London',
        postcode: 'W2 1NY',
        latitude: 51.517,
        longitude: -0.174,
      },
    },
    registrationNumber: '7654321',
    isVerified: true,
    isDeactivated: false,
    accountCreatedOn: '2026-01-05T09:30:00Z',
    ...overrides,
  };
}

export function clinicianLists(
  lists: Partial<AdminClinicianRoleProfilesResponse> = {},
): AdminClinicianRoleProfilesResponse {
  return { staff: [], unverified: [], clinicians: [], deactivated: [], delegates: [], ...lists };
}

export function anonymisedPatient(overrides: Partial<AnonymisedPatient> = {}): AnonymisedPatient {
  return {
    id: 42,
    sex: 'Male',
    currentAge: 42,
    insurancePolicy: null,
    isSelfPayer: true,
    createdBy: { id: 5, title: 'Dr', firstName: 'Ada', lastName: 'Okafor' },
    createdOn: '2026-02-03T10:00:00Z',
    ...overrides,
  };
}

export const ADA_PARTY: AdminReferralParty = {
  id: 70,
  userProfileId: 5,
  title: 'Dr',
  firstName: 'Ada',
  lastName: 'Okafor',
  jobTitle: 'General Practitioner',
};
export const BEN_PARTY: AdminReferralParty = {
  id: 80,
  userProfileId: 8,
  title: 'Mr',
  firstName: 'Ben',
  lastName: 'Hart',
  jobTitle: 'Consultant Urologist',
};

/** An open referral from Ada, for any Urology consultant. */
export function adminReferral(overrides: Partial<AdminReferral> = {}): AdminReferral {
  return {
    id: 101,
    createdOn: '2026-01-05T09:30:00Z',
    patientId: 42,
    jobRole: JOB_ROLES[3]!,
    referrer: ADA_PARTY,
    targetClinician: null,
    status: 'OPEN',
    ...overrides,
  };
}

export function referralLists(lists: Partial<AdminReferralsResponse> = {}): AdminReferralsResponse {
  return { open: [], pending: [], accepted: [], booked: [], dna: [], ...lists };
}

export const insurer = (overrides: Partial<InsuranceAgreement> = {}): InsuranceAgreement => ({
  id: 31,
  provider: 'Vitality',
  policyName: 'Plus',
  verified: false,
  ...overrides,
});

const counts = (...values: number[]) =>
  [1, 7, 30, 365].map((days, index) => ({ days, count: values[index] ?? 0 }));

/** Distinct counts everywhere, so a test can tell the cells apart. */
export const PLATFORM_STATS: PlatformStatsResponse = {
  last_logged_in: { clinicians: counts(3, 12, 40, 95), delegates: counts(1, 4, 9, 20) },
  referrals: {
    pending: counts(2, 5, 11, 60),
    open: counts(0, 3, 7, 33),
    accepted: counts(1, 6, 14, 70),
    booked: counts(0, 2, 8, 51),
    dna: counts(0, 1, 2, 6),
  },
  emails: { sent: counts(9, 30, 120, 900), retrying: counts(1, 1, 1, 1), failed: counts(0, 2, 3, 4) },
};
