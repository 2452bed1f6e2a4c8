import { STAFF_GROUPS, type UserGroup } from '@refnet/contracts';
import type {
  ClinicianInformationResponse,
  ClinicianRoleProfile,
  ReferralPermissions,
  UserProfile,
} from '@refnet/contracts/accounts';
import { profileAtom, sessionAtom } from '../state/atoms';
import { saveSession } from '../state/session';
import { appStore } from '../state/store';
import { clinicianSession, staffSession } from './fixtures';

/** A delegate's own user profile: never a clinician in the fixtures. */
export const DELEGATE_USER_PROFILE_ID = 900;

export interface SignInOptions {
  /** The clinician's own user profile, or for a Delegate the one of the clinician they act for. */
  userProfileId?: number;
  /** The clinician's role profiles (for a Delegate, those of the clinician they act for). */
  clinicianProfiles?: ClinicianRoleProfile[];
  /** Referral permissions to withhold, e.g. { permissionManageReferrals: false }; the rest are granted. */
  permissions?: Partial<ReferralPermissions>;
}

/**
 * Signs in a user of `userGroup` as the shell leaves them in the shared store: the session and the
 * profile it loads. A Delegate's own user profile is DELEGATE_USER_PROFILE_ID.
 */
export function signInAs(
  userGroup: UserGroup,
  { userProfileId = 3, clinicianProfiles = [], permissions = {} }: SignInOptions = {},
) {
  const isDelegate = userGroup === 'Delegate';
  saveSession({ ...(STAFF_GROUPS.includes(userGroup) ? staffSession : clinicianSession), userGroup });
  appStore.set(profileAtom, {
    // Only the id: no test reads the rest of the user's own profile.
    userProfile: { id: isDelegate ? DELEGATE_USER_PROFILE_ID : userProfileId } as UserProfile,
    clinicianProfiles,
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
  } satisfies ClinicianInformationResponse);
}

/** Signs in a delegate whose clinician granted every referral permission but those `permissions` withhold. */
export function signInDelegate(permissions: Partial<ReferralPermissions>) {
  signInAs('Delegate', { permissions });
}

/** Forgets whoever signed in (the session, the profile) and everything stored: for afterEach. */
export function signOut() {
  appStore.set(sessionAtom, null);
  appStore.set(profileAtom, null);
  localStorage.clear();
}
