import {
  CLINICIAN_MESSAGES,
  type FavouriteChangeResponse,
  type FavouriteClinician,
} from '@refnet/contracts/clinicians';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { favouriteClinicians, userProfiles, users } from '../../db/schema.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { loadUserProfiles, toSlimProfile } from '../profile/profile-reads.js';
import { clinicianNotFound } from './clinician-pages.js';
import { findListedCrpsOf } from './listed-crps.js';

/**
 * SPEC §7.6 GET /user/favourite-clinician/get/: the keeper's favourites, newest first. A favourite
 * whose account has since been deactivated or unapproved is left out (its row stays, and comes back
 * with the account). Four queries.
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
    .innerJoin(userProfiles, eq(userProfiles.id, favouriteClinicians.favouriteUserProfileId))
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(
      and(
        eq(favouriteClinicians.userProfileId, keeper),
        eq(userProfiles.isVerified, true),
        eq(userProfiles.isDeactivated, false),
        eq(users.isActive, true),
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
