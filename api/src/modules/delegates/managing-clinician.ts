import { DELEGATE_MESSAGES } from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import type { Session } from '../accounts/service.js';
import { findCaller, forbidden, type Caller } from '../policy/caller.js';

/**
 * The caller, who must be a clinician: delegates, staff and patients neither invite nor manage
 * delegates (403 "Only the clinician can manage their delegates.").
 */
export async function findManagingClinician(db: Database, session: Session): Promise<Caller> {
  if (session.identity.userGroup !== 'Clinician') throw forbidden(DELEGATE_MESSAGES.clinicianOnly);
  return findCaller(session);
}
