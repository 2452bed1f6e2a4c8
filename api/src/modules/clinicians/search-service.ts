import {
  CLINICIAN_LIST_LIMIT,
  type ClinicianListRequest,
  type ClinicianListResponse,
} from '@refnet/contracts/clinicians';
import type { Database } from '../../db/database.js';
import { buildClinicianCards } from './clinician-cards.js';
import { loadFavouriteIds } from './favourite-keeper.js';
import { toMapAddresses } from './map-addresses.js';
import { findCrpHits, resolveFilters, type CrpHit } from './search-query.js';

/** By the distance shown (two decimals), then crp id: one order whatever the index walk gave ties. */
const nearestFirst = (a: CrpHit, b: CrpHit) => a.distance - b.distance || a.crpId - b.crpId;

/**
 * SPEC §7.2 POST /clinician-list/: the nearest `limit` listed crps matching the filters, plus the
 * keeper's matching favourites however far away they are, nearest first (ties by crp id). `keeper`
 * is whose favourites count (see findFavouriteKeeper). A fixed number of queries.
 */
export async function searchClinicians(
  db: Database,
  keeper: number | null,
  { lat, lng, ...filters }: ClinicianListRequest,
  limit = CLINICIAN_LIST_LIMIT,
): Promise<ClinicianListResponse> {
  const point = { lat, lng };
  const resolved = await resolveFilters(db, filters);
  const favourites = await loadFavouriteIds(db, keeper);
  const nearest = await findCrpHits(db, point, resolved, { limit });
  const found = new Set(nearest.map((hit) => hit.crpId));
  const farFavourites = (await findCrpHits(db, point, resolved, { userProfileIds: [...favourites] })).filter(
    (hit) => !found.has(hit.crpId),
  );

  const cards = await buildClinicianCards(db, [...nearest, ...farFavourites].sort(nearestFirst), favourites);
  const favouriteCards = cards.filter((card) => card.isFavourite);
  const otherCards = cards.filter((card) => !card.isFavourite);
  return {
    targetCoords: point,
    clinicianList: cards,
    otherCliniciansList: otherCards,
    favouriteCliniciansList: favouriteCards,
    addressesList: toMapAddresses(cards),
    favouriteAddressesList: toMapAddresses(favouriteCards),
    otherAddressesList: toMapAddresses(otherCards),
  };
}
