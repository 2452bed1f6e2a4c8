import {
  CLINICIAN_MESSAGES,
  type FavouriteChangeResponse,
  type FavouriteClinician,
} from '@refnet/contracts/clinicians';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { favouriteClinicians } from '../../db/schema.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { loadUserProfiles, toSlimProfile } from '../profile/profile-reads.js';
import { clinicianNotFound } from './clinician-pages.js';
import { findListedCrpsOf, hasListedCrp } from '../profile/listed-crps.js';

/**
 * SPEC §7.6 GET /user/favourite-clinician/get/: the keeper's favourites, newest first. A favourite
 * with no listed crp left (account deactivated, unapproved or moved out of the Clinician group, every
 * crp paused or removed) is left out, as search and their page leave them out; its row stays, and
 * comes back with them. Six queries.
 */
export async function listFavourites(db: Database, keeper: number | null): Promise<FavouriteClinician[]> {
  if (keeper === null) return [];
  const rows = await db
    .select({
      id: favouriteClinicians.id,
      favouriteUserProfileId: favouriteClinicians.favouriteUserProfileId,
      createdOn: favouriteClinicians.createdOn,
    })
    .from(favouriteClinicians)
    .where(
      and(
        eq(favouriteClinicians.userProfileId, keeper),
        hasListedCrp(favouriteClinicians.favouriteUserProfileId),
      ),
    )
    .orderBy(desc(favouriteClinicians.createdOn), desc(favouriteClinicians.id));
  const profiles = await loadUserProfiles(
    db,
    rows.map((row) => row.favouriteUserProfileId),
  );
  return rows.flatMap((row) => {
    const profile = profiles.get(row.favouriteUserProfileId);
    if (!profile) return [];
    return [
      {
        id: row.id,
        userProfile: keeper,
        favouriteUserProfile: toSlimProfile(profile),
        createdOn: row.createdOn.toISOString(),
      },
    ];
  });
}

const changed = async (db: Database, owner: number, message: string): Promise<FavouriteChangeResponse> => ({
  ...successBody(message),
  favouriteClinicians: await listFavourites(db, owner),
});

/** POST /user/favourite-clinician/add/{id}/: idempotent; only a listed clinician, never oneself. */
export async function addFavourite(
  db: Database,
  owner: number,
  favouriteUserProfileId: number,
): Promise<FavouriteChangeResponse> {
  if (favouriteUserProfileId === owner) {
    throw new HttpProblem(400, dangerBody(CLINICIAN_MESSAGES.favouriteSelf));
  }
  if ((await findListedCrpsOf(db, favouriteUserProfileId)).length === 0) throw clinicianNotFound();
  await db
    .insert(favouriteClinicians)
    .values({ userProfileId: owner, favouriteUserProfileId })
    .onConflictDoNothing();
  return changed(db, owner, CLINICIAN_MESSAGES.favouriteAdded);
}

/** DELETE /user/favourite-clinician/remove/{id}/: idempotent (removing a non-favourite is fine). */
export async function removeFavourite(
  db: Database,
  owner: number,
  favouriteUserProfileId: number,
): Promise<FavouriteChangeResponse> {
  await db
    .delete(favouriteClinicians)
    .where(
      and(
        eq(favouriteClinicians.userProfileId, owner),
        eq(favouriteClinicians.favouriteUserProfileId, favouriteUserProfileId),
      ),
    );
  return changed(db, owner, CLINICIAN_MESSAGES.favouriteRemoved);
}
