// Test-only: who is signed in, as the shell leaves it in the shared store.
import type { UserGroup } from '@refnet/contracts';
import type {
  ClinicianInformationResponse,
  ReferralPermissions,
  UserProfile,
} from '@refnet/contracts/accounts';
import { appStore, profileAtom, saveSession } from '@refnet/shared-ui';
import { clinicianSession, staffSession } from '@refnet/shared-ui/testing';
import { clinicianCard } from './clinicianFixtures';

/** A delegate's own user profile: never a clinician shown in the fixtures. */
export const DELEGATE_USER_PROFILE_ID = 900;

/**
 * Signs in a user of `userGroup` whose own user profile is `userProfileId`. A Delegate instead acts for the
 * clinician with that user profile (their profile's clinicianProfiles, isDelegate true), their own user
 * profile being DELEGATE_USER_PROFILE_ID.
 */
export function signInAs(
  userGroup: UserGroup,
  userProfileId = 3,
  permissions: Partial<ReferralPermissions> = {},
) {
  const isStaff = userGroup === 'Staff' || userGroup === 'Full Admin';
  const isDelegate = userGroup === 'Delegate';
  saveSession({ ...(isStaff ? staffSession : clinicianSession), userGroup });
  const profile: ClinicianInformationResponse = {
    // Only the id: nothing here reads the rest of the user's own profile.
    userProfile: { id: isDelegate ? DELEGATE_USER_PROFILE_ID : userProfileId } as UserProfile,
    clinicianProfiles: isStaff ? [] : [clinicianCard({ id: userProfileId })],
    delegates: [],
    pendingDelegates: [],
    notificationSettings: null,
    isDelegate,
    referralPermissions: {
      permissionViewReferrals: true,
      permissionCreateReferrals: true,
      permissionManageReferrals: true,
      ...permissions,
    },
  };
  appStore.set(profileAtom, profile);
}
