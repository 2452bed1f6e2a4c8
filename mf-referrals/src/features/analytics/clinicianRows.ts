import type { SlimUserProfile } from '@refnet/contracts/accounts';
import type { AnalyticsEntry, AnalyticsFavourite } from '@refnet/contracts/referrals';

/** One clinician in an analytics list: a top entry (with rank and count) or a favourite. */
export interface ClinicianRow {
  key: number;
  clinician: SlimUserProfile;
  isFavourite: boolean;
  rank?: number;
  count?: number;
}

/** Top entries by rank, best first (the API's order breaks ties). */
export function rowsFromEntries(entries: readonly AnalyticsEntry[]): ClinicianRow[] {
  return [...entries]
    .sort((first, second) => first.rank - second.rank)
    .map(({ clinician, rank, count, isFavourite }) => ({
      key: clinician.id,
      clinician,
      rank,
      count,
      isFavourite,
    }));
}

/** Favourites as the API orders them (newest first). */
export function rowsFromFavourites(favourites: readonly AnalyticsFavourite[]): ClinicianRow[] {
  return favourites.map(({ id, favouriteUserProfile }) => ({
    key: id,
    clinician: favouriteUserProfile,
    isFavourite: true,
  }));
}

/** SPEC §2.6: two columns read across, the first item on the left, the second on the right, and so on. */
export function interleave<Item>(items: readonly Item[]): [Item[], Item[]] {
  return [items.filter((_, index) => index % 2 === 0), items.filter((_, index) => index % 2 === 1)];
}
