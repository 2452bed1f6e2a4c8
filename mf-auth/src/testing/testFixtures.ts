// Test-only data shared by the component and registration tests.
import type {
  ClinicianInformationResponse,
  ClinicianRoleProfile,
  InsuranceAgreement,
} from '@refnet/contracts/accounts';
import { AGREEMENTS } from '@refnet/shared-ui/testing';

const crp = (
  id: number,
  clinicId: number,
  centreName: string,
  insuranceAgreements: InsuranceAgreement[] = [],
): ClinicianRoleProfile => ({
  id,
  userProfile: {
    id: 7,
    title: 'Dr',
    firstName: 'Ada',
    lastName: 'Okafor',
    profilePicture: '',
    jobRole: [],
    isVerified: true,
  },
  clinic: {
    id: clinicId,
    clinicName: 'Room 2',
    centreName,
    address: {
      id: clinicId,
      addressType: 'clinic',
      firstLine: '1 Praed St',
      city: 'London',
      postcode: 'W2 1NY',
      latitude: 51.5,
      longitude: -0.17,
    },
  },
  insuranceAgreements,
  isDoctor: true,
  isDeactivated: false,
  accountCreatedOn: '2026-01-01T00:00:00Z',
});

/** A signed-in clinician's profile with the given clinician profiles. */
export function profileWith(count: number): ClinicianInformationResponse {
  return {
    userProfile: {
      id: 7,
      user: {
        id: 3,
        username: 'ada@example.org',
        email: 'ada@example.org',
        first_name: 'Ada',
        last_name: 'Okafor',
        is_staff: false,
      },
      jobRole: [],
      appointmentsContact: [],
      title: 'Dr',
      firstName: 'Ada',
      lastName: 'Okafor',
      dob: '1980-04-02',
      profilePicture: '',
      isPatient: false,
      clinicianDescription: 'Knee surgeon',
      registrationNumber: 'GMC123',
      isVerified: true,
      isDeactivated: false,
      accountCreatedOn: '2026-01-01T00:00:00Z',
      isFavourite: false,
    },
    clinicianProfiles: [
      crp(21, 31, 'St Mary', [AGREEMENTS[0] as InsuranceAgreement]),
      crp(22, 32, 'Guy’s'),
    ].slice(0, count),
    delegates: [],
    pendingDelegates: [],
    notificationSettings: null,
    isDelegate: false,
    referralPermissions: {
      permissionViewReferrals: true,
      permissionCreateReferrals: true,
      permissionManageReferrals: true,
    },
  };
}
