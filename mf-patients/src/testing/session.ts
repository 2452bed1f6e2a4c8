// Test-only: a signed-in delegate for the patients screens (a clinician: clinicianSession from
// @refnet/shared-ui/testing).
import type { ClinicianInformationResponse, ReferralPermissions } from '@refnet/contracts/accounts';
import { appStore, profileAtom, saveSession } from '@refnet/shared-ui';
import { clinicianSession } from '@refnet/shared-ui/testing';

/** Signs in a delegate whose clinician granted `permissions` (only the part of the profile they decide). */
export function signInDelegate(permissions: Partial<ReferralPermissions>) {
  saveSession({ ...clinicianSession, userGroup: 'Delegate' });
  appStore.set(profileAtom, {
    isDelegate: true,
    referralPermissions: {
      permissionViewReferrals: true,
      permissionCreateReferrals: true,
      permissionManageReferrals: true,
      ...permissions,
    },
  } as ClinicianInformationResponse);
}
