import type { Database } from '../../db/database.js';
import type { Caller } from './caller.js';
import { isActiveClinician } from './clinician-standing.js';
import { findActiveDelegateLink } from './delegate-link.js';

/**
 * The user-profile id of the clinician a delegate reads for: the one of their active, verified link
 * while that clinician is in good standing; undefined otherwise, and the delegate then sees nothing.
 */
export async function findDelegatedClinician(
  db: Database,
  delegateUserProfileId: number,
): Promise<number | undefined> {
  const link = await findActiveDelegateLink(db, delegateUserProfileId);
  if (!link || !(await isActiveClinician(db, link.clinicianUserProfileId))) return undefined;
  return link.clinicianUserProfileId;
}

/**
 * Whose records the caller reads (user-profile id): a clinician their own, a delegate the clinician
 * they act for (see findDelegatedClinician); undefined for a delegate who acts for nobody.
 */
export const findClinicianReadFor = (db: Database, caller: Caller): Promise<number | undefined> =>
  caller.isDelegate
    ? findDelegatedClinician(db, caller.userProfileId)
    : Promise.resolve(caller.userProfileId);
