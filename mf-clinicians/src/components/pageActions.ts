import { STAFF_GROUPS, type UserGroup } from '@refnet/contracts';
import { useReferralPermissions, useSession } from '@refnet/shared-ui';
import { useActingClinicianId } from './useActingClinicianId';

export interface PageActionsContext {
  userGroup: UserGroup | undefined;
  /** The clinician the signed-in user acts as (see useActingClinicianId); undefined until known. */
  actingClinicianId: number | undefined;
  pageUserProfileId: number;
  canCreateReferrals: boolean;
}

export interface PageActions {
  favouriteStar: boolean;
  referButton: boolean;
}

/**
 * SPEC §2.12: neither action on one's own card, nor for a delegate on their clinician's (nor before we know
 * whose card it is). Only clinicians keep favourites (the API refuses delegates and staff); staff do not
 * refer, and a delegate refers only with permissionCreateReferrals (SPEC §6).
 */
export function pageActionsFor(context: PageActionsContext): PageActions {
  const { userGroup, actingClinicianId, pageUserProfileId, canCreateReferrals } = context;
  const someoneElses = actingClinicianId !== undefined && actingClinicianId !== pageUserProfileId;
  const isStaff = userGroup !== undefined && STAFF_GROUPS.includes(userGroup);
  return {
    favouriteStar: someoneElses && userGroup === 'Clinician',
    referButton: someoneElses && !isStaff && canCreateReferrals,
  };
}

/** The actions the signed-in user has on the card or page of the clinician `pageUserProfileId`. */
export function usePageActions(pageUserProfileId: number): PageActions {
  const session = useSession();
  const actingClinicianId = useActingClinicianId();
  const { permissionCreateReferrals } = useReferralPermissions();
  return pageActionsFor({
    userGroup: session?.userGroup,
    actingClinicianId,
    pageUserProfileId,
    canCreateReferrals: permissionCreateReferrals,
  });
}
