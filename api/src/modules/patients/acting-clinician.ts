import type { Database } from '../../db/database.js';
import type { Session } from '../accounts/service.js';
import { findCaller, forbidden } from '../profile/caller.js';
import { findActiveDelegateLink } from '../profile/clinician-information.js';
import { PATIENT_API_MESSAGES } from './messages.js';

/**
 * What the call does with patients (SPEC §6): read them, read their referrals, add one, or change
 * or remove one.
 */
export type PatientPermission = 'view' | 'viewReferrals' | 'create' | 'manage';

/** Whose patients a call works on, and who made it. */
export interface ActingClinician {
  /** The clinician who keeps the records: the caller, or the one a delegate acts for. */
  clinicianUserProfileId: number;
  /** The signed-in user (recorded as enteredBy on a new patient). */
  callerUserProfileId: number;
  /**
   * Whether the caller may see referrals and what they open: the patients referred to the clinician
   * (Received, Accepted, Completed) and referral histories. Always for a clinician; for a delegate,
   * their link's permissionViewReferrals.
   */
  mayViewReferrals: boolean;
}

/**
 * A clinician acts for themselves; a delegate for the clinician of their active, verified link, and
 * only with the permission the call needs (viewReferrals: permissionViewReferrals; create:
 * permissionCreateReferrals; manage: permissionManageReferrals; view: any active link). Staff keep
 * no patients. Refusals are 403.
 */
export async function findActingClinician(
  db: Database,
  session: Session,
  permission: PatientPermission,
): Promise<ActingClinician> {
  if (session.identity.isAdmin) throw forbidden(PATIENT_API_MESSAGES.cliniciansOnly);
  const caller = await findCaller(db, session);
  const callerUserProfileId = caller.userProfileId;
  if (!caller.isDelegate) {
    return { clinicianUserProfileId: callerUserProfileId, callerUserProfileId, mayViewReferrals: true };
  }

  const link = await findActiveDelegateLink(db, callerUserProfileId);
  if (!link) throw forbidden(PATIENT_API_MESSAGES.noActiveClinician);
  if (permission === 'viewReferrals' && !link.permissionViewReferrals) {
    throw forbidden(PATIENT_API_MESSAGES.cannotViewReferrals);
  }
  if (permission === 'create' && !link.permissionCreateReferrals) {
    throw forbidden(PATIENT_API_MESSAGES.cannotCreate);
  }
  if (permission === 'manage' && !link.permissionManageReferrals) {
    throw forbidden(PATIENT_API_MESSAGES.cannotManage);
  }
  return {
    clinicianUserProfileId: link.clinicianUserProfileId,
    callerUserProfileId,
    mayViewReferrals: link.permissionViewReferrals,
  };
}
