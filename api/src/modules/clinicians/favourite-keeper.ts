import { CLINICIAN_MESSAGES } from '@refnet/contracts/clinicians';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { favouriteClinicians } from '../../db/schema.js';
import type { Session } from '../accounts/service.js';
import { findCaller, forbidden } from '../policy/caller.js';
import { findClinicianReadFor } from '../policy/delegated-clinician.js';

/**
 * Whose favourites the caller sees (user-profile id): a clinician their own, a delegate those of the
 * clinician they act for while in good standing; staff, and a delegate without one, none (null).
 */
export async function findFavouriteKeeper(db: Database, session: Session): Promise<number | null> {
  if (session.identity.isAdmin) return null;
  return (await findClinicianReadFor(db, await findCaller(session))) ?? null;
}

/** Only clinicians change favourites (SPEC §7.6): delegates and staff get 403. */
export async function findFavouriteOwner(db: Database, session: Session): Promise<number> {
  if (session.identity.isAdmin) throw forbidden(CLINICIAN_MESSAGES.favouriteClinicianOnly);
  const caller = await findCaller(session);
  if (caller.isDelegate) throw forbidden(CLINICIAN_MESSAGES.favouriteClinicianOnly);
  return caller.userProfileId;
}

/** The user-profile ids the keeper favours (every row, whatever became of the account since). */
export async function loadFavouriteIds(db: Database, keeper: number | null): Promise<Set<number>> {
  if (keeper === null) return new Set();
  const rows = await db
    .select({ id: favouriteClinicians.favouriteUserProfileId })
    .from(favouriteClinicians)
    .where(eq(favouriteClinicians.userProfileId, keeper));
  return new Set(rows.map((row) => row.id));
}
