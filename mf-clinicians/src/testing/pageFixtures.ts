// Test-only: a clinician page as GET /clinician-information/{id}/ answers it.
import type {
  ClinicianCard,
  ClinicianPageResponse,
  FavouriteChangeResponse,
} from '@refnet/contracts/clinicians';
import { AGREEMENTS } from '@refnet/shared-ui/testing';
import { clinicianCard, contact, jobRole, type CardOptions } from './clinicianFixtures';

/** The clinician the page shows: Dr Amelia Hart, user profile 21, at two clinics (crps 301 and 302). */
export const PAGE_USER_PROFILE_ID = 21;

export function pageCrpFixture(options: CardOptions = {}): ClinicianCard {
  return clinicianCard({
    id: PAGE_USER_PROFILE_ID,
    crpId: 301,
    jobRole: [
      jobRole(3, 'Consultant Orthopaedic Surgeon', {
        jobRole: 'Consultant Surgeon',
        specialty: 'Orthopaedic Surgery',
        subSpecialty: 'Knee',
      }),
    ],
    clinicianDescription: 'Knee replacement and sports injuries.',
    registrationNumber: '7654321',
    appointmentsContact: [
      contact({ email: 'amelia@example.org', isMain: true }),
      contact({ type: 'phoneNumber', phoneNumber: '+44 20 7946 0001' }),
    ],
    clinic: {
      addressId: 51,
      centreName: 'Harley Street Clinic',
      clinicName: 'Room 3',
      firstLine: '35 Weymouth St',
      city: 'London',
      postcode: 'W1G 8BJ',
    },
    insuranceAgreements: AGREEMENTS,
    distance: null,
    ...options,
  });
}

/** The page: the crp above, and a second clinic in Leeds where the clinician accepts no insurer. */
export function clinicianPageFixture(crp: ClinicianCard = pageCrpFixture()): ClinicianPageResponse {
  const leeds = pageCrpFixture({
    crpId: 302,
    clinic: {
      addressId: 52,
      centreName: 'Leeds Sports Injury Centre',
      clinicName: '',
      firstLine: '1 Park Row',
      city: 'Leeds',
      postcode: 'LS1 5HD',
    },
    insuranceAgreements: [],
  });
  return { crp, allCrps: [crp, leeds] };
}

/** The answer of a favourite change: the keeper's list holding the clinicians `favouriteIds`. */
export function favouritesAnswer(favouriteIds: number[]): FavouriteChangeResponse {
  const {
    title,
    firstName,
    lastName,
    profilePicture,
    jobRole: roles,
    isVerified,
  } = pageCrpFixture().userProfile;
  return {
    message: { variant: 'success', message: 'Favourite clinicians updated.' },
    favouriteClinicians: favouriteIds.map((id, index) => ({
      id: index + 1,
      userProfile: 3,
      favouriteUserProfile: { id, title, firstName, lastName, profilePicture, jobRole: roles, isVerified },
      createdOn: '2026-01-05T10:00:00Z',
    })),
  };
}
