// Test-only: who refers, the clinicians they may choose, and stand-ins for the two parcels the wizard mounts.
import type { ReferralPermissions, SlimUserProfile } from '@refnet/contracts/accounts';
import type { ClinicianCard } from '@refnet/contracts/clinicians';
import { signInAs } from '@refnet/shared-ui/testing';
import { ADA, crpFixture } from '../../../testing/referralFixtures';

/** A clinician as the picker offers them (a search card); Dr Ben Hart, Urology consultant, unless told. */
export function clinicianCardFixture(userProfile: Partial<SlimUserProfile> = {}): ClinicianCard {
  const crp = crpFixture(userProfile);
  return {
    ...crp,
    userProfile: {
      ...crp.userProfile,
      clinicianDescription: '',
      registrationNumber: 'GMC7654321',
      appointmentsContact: [],
      isFavourite: false,
    },
    insuranceAgreements: [],
    isDoctor: true,
    isDeactivated: false,
    accountCreatedOn: '2025-06-01T09:00:00Z',
    isFavourite: false,
    distance: 1.2,
  };
}

/** Dr Ada Okafor (user profile 7), whose first clinician role profile is 70. */
export const OWN_CRP_ID = ADA.id;

const adasProfile = {
  userProfileId: ADA.userProfile.id,
  clinicianProfiles: [
    { ...ADA, insuranceAgreements: [], isDoctor: true, isDeactivated: false, accountCreatedOn: '2025-01-01' },
  ],
};

/** Signs in Dr Ada Okafor, with her profile loaded. */
export function signInAda() {
  signInAs('Clinician', adasProfile);
}

/** Signs in a delegate acting for Ada with `permissions`. */
export function signInAdasDelegate(permissions: Partial<ReferralPermissions>) {
  signInAs('Delegate', { ...adasProfile, permissions });
}
