import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import type { Session } from '@refnet/shared-ui';

/** A clinician's own profile as GET /user/clinician-information/ answers it (tests only). */
export function profileFixture(
  overrides: Partial<ClinicianInformationResponse> = {},
): ClinicianInformationResponse {
  return {
    userProfile: {
      id: 3,
      user: {
        id: 7,
        username: 'ada@example.org',
        email: 'ada@example.org',
        first_name: 'Ada',
        last_name: 'Okafor',
        is_staff: false,
      },
      jobRole: [
        {
          id: 12,
          jobRole: 'Physiotherapist',
          specialty: 'Sports',
          subSpecialty: null,
          registrationBody: 'HCPC',
          jobTitle: 'Sports Physiotherapist',
          isVerified: true,
          isDoctor: false,
        },
      ],
      appointmentsContact: [
        { id: 1, type: 'email', email: 'ada@example.org', phoneNumber: '', isMain: true },
        { id: 2, type: 'phoneNumber', email: '', phoneNumber: '+44 20 7946 0000', isMain: false },
      ],
      title: 'Dr',
      firstName: 'Ada',
      lastName: 'Okafor',
      dob: '1980-05-17',
      profilePicture: '',
      isPatient: false,
      clinicianDescription: 'Knees and shoulders.',
      registrationNumber: 'PH12345',
      isVerified: true,
      isDeactivated: false,
      accountCreatedOn: '2024-03-09T10:00:00Z',
      isFavourite: false,
    },
    clinicianProfiles: [],
    delegates: [],
    pendingDelegates: [],
    notificationSettings: {
      id: 5,
      createdOn: '2024-03-09T10:00:00Z',
      updatedOn: '2024-03-09T10:00:00Z',
      userProfile: 3,
      userCreatedReferral: true,
      userReceivedReferral: true,
      targetHasToggledReferral: true,
      userHasToggledReferral: true,
      newOpenReferral: false,
      referralMessage: true,
    },
    isDelegate: false,
    referralPermissions: {
      permissionViewReferrals: true,
      permissionCreateReferrals: true,
      permissionManageReferrals: true,
    },
    ...overrides,
  };
}

/** The signed-in session of the clinician whose profile profileFixture() is (tests only). */
export const profileSession: Session = {
  token: 't',
  user: profileFixture().userProfile.user,
  userGroup: 'Clinician',
  isAdmin: false,
  isPatient: false,
  isVerified: true,
};
