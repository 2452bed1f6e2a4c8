import { CLINICIAN_MESSAGES, type ClinicianPageResponse } from '@refnet/contracts/clinicians';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { clinicianRoleProfiles } from '../../db/schema.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { buildClinicianCards } from './clinician-cards.js';
import { loadFavouriteIds } from './favourite-keeper.js';
import { findListedCrpsOf, type ListedCrp } from '../profile/listed-crps.js';

export const clinicianNotFound = () => new HttpProblem(404, dangerBody(CLINICIAN_MESSAGES.notFound));

/** A clinician's page: `crpId`'s card (the first one when undefined) and all their listed crps. */
async function toPage(
  db: Database,
  keeper: number | null,
  listed: readonly ListedCrp[],
  crpId?: number,
): Promise<ClinicianPageResponse> {
  const favourites = await loadFavouriteIds(db, keeper);
  const allCrps = await buildClinicianCards(
    db,
    listed.map((entry) => ({ ...entry, distance: null })),
    favourites,
  );
  const crp = crpId === undefined ? allCrps[0] : allCrps.find((card) => card.id === crpId);
  if (!crp) throw clinicianNotFound();
  return { crp, allCrps };
}

/**
 * GET /clinician-information/{id}/ by user-profile id. Unknown, unapproved or deactivated accounts,
 * and users with no listed crp (staff, delegates), are all 404.
 */
export const getClinicianPage = async (db: Database, keeper: number | null, userProfileId: number) =>
  toPage(db, keeper, await findListedCrpsOf(db, userProfileId));

/** GET /user-crp-information/{id}/ by crp id: that crp (404 unless listed) and its owner's listed crps. */
export async function getClinicianRoleProfilePage(db: Database, keeper: number | null, crpId: number) {
  const [owner] = await db
    .select({ id: clinicianRoleProfiles.userProfileId })
    .from(clinicianRoleProfiles)
    .where(eq(clinicianRoleProfiles.id, crpId));
  if (!owner) throw clinicianNotFound();
  return toPage(db, keeper, await findListedCrpsOf(db, owner.id), crpId);
}
