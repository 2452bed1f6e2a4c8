import { useProfile } from '@refnet/shared-ui';

export interface ActingClinician {
  /** False until the profile (GET /user/clinician-information/) has loaded. */
  loaded: boolean;
  /** The user profile of the clinician the user refers for: themselves, or a delegate's clinician. */
  userProfileId?: number;
  /** SPEC §6: referrals are sent from the first clinician role profile. */
  crpId?: number;
}

export function useActingClinician(): ActingClinician {
  const profile = useProfile();
  if (!profile) return { loaded: false };
  const firstCrp = profile.clinicianProfiles[0];
  return {
    loaded: true,
    userProfileId: profile.isDelegate ? firstCrp?.userProfile.id : profile.userProfile.id,
    crpId: firstCrp?.id,
  };
}
