import type { UserProfile } from '@refnet/contracts/accounts';
import type { ClinicianCard, PublicClinicianProfile } from '@refnet/contracts/clinicians';
import type { Database } from '../../db/database.js';
import { loadClinicianRoleProfiles, loadUserProfiles, toSlimProfile } from '../profile/profile-reads.js';

/** A listed crp to show, with its distance from the search point (null outside a search). */
export interface CardEntry {
  crpId: number;
  userProfileId: number;
  distance: number | null;
}

/**
 * What other verified users see of a profile (see publicClinicianProfileSchema): referral contacts,
 * the main e-mail included, but never the `user` object, username, date of birth or staff flag.
 */
export const toPublicProfile = (profile: UserProfile, isFavourite: boolean): PublicClinicianProfile => ({
  ...toSlimProfile(profile),
  clinicianDescription: profile.clinicianDescription,
  registrationNumber: profile.registrationNumber,
  appointmentsContact: profile.appointmentsContact,
  isFavourite,
});

/**
 * Cards for these crps, in the order given, in seven queries whatever their number (the batch
 * readers load the owners' profiles, then their active crps with clinics and verified insurers).
 * `favourites` holds the user-profile ids the keeper favours.
 */
export async function buildClinicianCards(
  db: Database,
  entries: readonly CardEntry[],
  favourites: ReadonlySet<number>,
): Promise<ClinicianCard[]> {
  const ownerIds = entries.map((entry) => entry.userProfileId);
  const profiles = await loadUserProfiles(db, ownerIds);
  const crps = await loadClinicianRoleProfiles(db, { userProfileIds: ownerIds, activeOnly: true }, profiles);
  const crpById = new Map(crps.map((crp) => [crp.id, crp]));

  return entries.flatMap(({ crpId, userProfileId, distance }) => {
    const crp = crpById.get(crpId);
    const owner = profiles.get(userProfileId);
    if (!crp || !owner) return [];
    const isFavourite = favourites.has(userProfileId);
    return [
      {
        id: crp.id,
        userProfile: toPublicProfile(owner, isFavourite),
        clinic: crp.clinic,
        // An insurer a clinician typed in is shown to others only once the team has verified it.
        insuranceAgreements: crp.insuranceAgreements.filter((agreement) => agreement.verified),
        isDoctor: crp.isDoctor,
        isDeactivated: crp.isDeactivated,
        accountCreatedOn: crp.accountCreatedOn,
        isFavourite,
        distance,
      },
    ];
  });
}
