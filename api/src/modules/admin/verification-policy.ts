import { ADMIN_TEXTS } from '@refnet/contracts/admin';
import { forbidden } from '../policy/caller.js';

export interface VerificationChange {
  actorUserId: number;
  actorIsFullAdmin: boolean;
  targetUserId: number;
  /** A Staff or Full Admin account (by group or by the is_staff flag). */
  targetIsAdmin: boolean;
}

/**
 * Who may set a user verified or unverified: nobody their own account; only a Full Admin another
 * admin's, so that Staff cannot lock a Full Admin (or each other) out of the approval they rely on.
 */
export function assertMayChangeVerification(change: VerificationChange) {
  if (change.actorUserId === change.targetUserId) throw forbidden(ADMIN_TEXTS.ownVerificationLocked);
  if (change.targetIsAdmin && !change.actorIsFullAdmin)
    throw forbidden(ADMIN_TEXTS.adminVerificationFullAdminOnly);
}
