// Test-only: who is signed in, as the shell leaves it in the shared store.
import { STAFF_GROUPS, type UserGroup } from '@refnet/contracts';
import type { ReferralPermissions } from '@refnet/contracts/accounts';
import { signInAs as signInWithProfile } from '@refnet/shared-ui/testing';
import { clinicianCard } from './clinicianFixtures';

/**
 * Signs in a user of `userGroup` whose own user profile is `userProfileId`, a clinician at one clinic (a staff
 * user at none). A Delegate instead acts for the clinician with that user profile.
 */
export function signInAs(
  userGroup: UserGroup,
  userProfileId = 3,
  permissions: Partial<ReferralPermissions> = {},
) {
  const clinicianProfiles = STAFF_GROUPS.includes(userGroup) ? [] : [clinicianCard({ id: userProfileId })];
  signInWithProfile(userGroup, { userProfileId, clinicianProfiles, permissions });
}
