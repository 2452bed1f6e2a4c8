import { STAFF_GROUPS, type UserGroup } from '@refnet/contracts';
import { useProfile, useReferralPermissions, useSession } from '@refnet/shared-ui';

export interface PageActionsContext {
  userGroup: UserGroup | undefined;
  /** The signed-in user's own user-profile id; undefined until their profile has loaded. */
  ownUserProfileId: number | undefined;
  pageUserProfileId: number;
  canCreateReferrals: boolean;
}

export interface PageActions {
  favouriteStar: boolean;
  referButton: boolean;
}

/**
 * SPEC §2.12: neither action on one's own card (nor before we know whose card it is). Only clinicians keep
 * favourites (the API refuses delegates and staff); staff do not refer, and a delegate refers only with
 * permissionCreateReferrals (SPEC §6).
 */
export function pageActionsFor(context: PageActionsContext): PageActions {
  const { userGroup, ownUserProfileId, pageUserProfileId, canCreateReferrals } = context;
  const someoneElses = ownUserProfileId !== undefined && ownUserProfileId !== pageUserProfileId;
  const isStaff = userGroup !== undefined && STAFF_GROUPS.includes(userGroup);
  return {
    favouriteStar: someoneElses && userGroup === 'Clinician',
    referButton: someoneElses && !isStaff && canCreateReferrals,
  };
}

/** The actions the signed-in user has on the clinician page of `pageUserProfileId`. */
export function usePageActions(pageUserProfileId: number): PageActions {
  const session = useSession();
  const profile = useProfile();
  const { permissionCreateReferrals } = useReferralPermissions();
  return pageActionsFor({
    userGroup: session?.userGroup,
    ownUserProfileId: profile?.userProfile.id,
    pageUserProfileId,
    canCreateReferrals: permissionCreateReferrals,
  });
}
