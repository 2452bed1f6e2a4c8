// Test-only: signed-in users for the patients screens.
import type { ClinicianInformationResponse, ReferralPermissions } from '@refnet/contracts/accounts';
import { appStore, profileAtom, saveSession, type Session } from '@refnet/shared-ui';

export const clinicianSession: Session = {
  token: 'token-abc',
  user: {
    id: 7,
    username: 'ada@example.org',
    email: 'ada@example.org',
    first_name: 'Ada',
    last_name: 'Okafor',
    is_staff: false,
  },
  userGroup: 'Clinician',
  isAdmin: false,
  isPatient: false,
  isVerified: true,
};

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
