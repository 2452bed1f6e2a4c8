import { useProfile } from '@refnet/shared-ui';

/**
 * The user-profile id of the clinician the signed-in user acts as: themselves, or for a delegate the
 * clinician they act for (the owner of the clinician profiles in the delegate's profile). Undefined until
 * the profile has loaded, or for a delegate not yet acting for anyone.
 */
export function useActingClinicianId(): number | undefined {
  const profile = useProfile();
  if (!profile) return undefined;
  return profile.isDelegate ? profile.clinicianProfiles[0]?.userProfile.id : profile.userProfile.id;
}
