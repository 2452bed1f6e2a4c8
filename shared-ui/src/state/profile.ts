import type { ClinicianInformationResponse, ReferralPermissions } from '@refnet/contracts/accounts';
import { useAtomValue } from 'jotai';
import { profileAtom, sessionAtom } from './atoms';

export function useProfile(): ClinicianInformationResponse | null {
  return useAtomValue(profileAtom);
}

// Values written here, not imported from contracts/accounts: this entry ships with the landing page.
const ACTING_FOR_THEMSELVES: ReferralPermissions = {
  permissionViewReferrals: true,
  permissionCreateReferrals: true,
  permissionManageReferrals: true,
};
const NOT_YET_KNOWN: ReferralPermissions = {
  permissionViewReferrals: false,
  permissionCreateReferrals: false,
  permissionManageReferrals: false,
};

/**
 * SPEC §6: what the signed-in user may do with referrals and patients. A delegate has the permissions their
 * clinician gave them (none until the profile has loaded); anyone else acts for themselves.
 */
export function useReferralPermissions(): ReferralPermissions {
  const session = useAtomValue(sessionAtom);
  const profile = useProfile();
  if (session?.userGroup !== 'Delegate') return ACTING_FOR_THEMSELVES;
  return profile?.referralPermissions ?? NOT_YET_KNOWN;
}
