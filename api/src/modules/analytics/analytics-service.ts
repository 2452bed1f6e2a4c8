import type { AnalyticsEntry, AnalyticsResponse } from '@refnet/contracts/referrals';
import type { Database } from '../../db/database.js';
import { loadFavouriteIds } from '../clinicians/favourite-keeper.js';
import { listFavourites } from '../clinicians/favourites.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { loadUserProfiles, toSlimProfile } from '../profile/profile-reads.js';
import {
  countKeptPatients,
  countReferrals,
  topCounterparts,
  type CounterpartCount,
} from './analytics-queries.js';

/**
 * SPEC §7.6 GET /user/analytics-data/{number}/: the acting clinician's counts (cancelled referrals left
 * out), the clinicians they refer to and receive from most, and their favourites (newest first, listed
 * clinicians only), each list at most `size` long. A fixed number of queries (about twenty).
 */
export async function getAnalytics(
  db: Database,
  acting: ActingClinician,
  size: number,
): Promise<AnalyticsResponse> {
  const me = acting.clinicianUserProfileId;
  const [made, received, keptPatients, referredTo, referralsFrom, favouriteIds, favourites] =
    await Promise.all([
      countReferrals(db, me, 'made'),
      countReferrals(db, me, 'received'),
      countKeptPatients(db, me),
      topCounterparts(db, me, 'made', size),
      topCounterparts(db, me, 'received', size),
      loadFavouriteIds(db, me),
      listFavourites(db, me),
    ]);
  const profiles = await loadUserProfiles(
    db,
    [...referredTo, ...referralsFrom].map((row) => row.userProfileId),
  );
  const toEntries = (rows: CounterpartCount[]): AnalyticsEntry[] =>
    rows.flatMap(({ userProfileId, count, rank }) => {
      const profile = profiles.get(userProfileId);
      if (!profile) return [];
      return [
        { clinician: toSlimProfile(profile), count, rank, isFavourite: favouriteIds.has(userProfileId) },
      ];
    });

  return {
    number: size,
    noPatientsMade: keptPatients,
    noPatientsReceived: received.patients,
    noReferralsMade: made.referrals,
    noReferralsReceived: received.referrals,
    topReferredTo: toEntries(referredTo),
    topReferralsFrom: toEntries(referralsFrom),
    favouriteClinicians: favourites
      .slice(0, size)
      .map(({ id, userProfile, favouriteUserProfile }) => ({ id, userProfile, favouriteUserProfile })),
  };
}
