import type { Database } from '../../db/database.js';
import { findActiveDelegateLink } from './clinician-information.js';
import { isActiveClinician } from './clinician-standing.js';

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
