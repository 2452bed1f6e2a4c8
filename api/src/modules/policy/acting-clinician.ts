import type { Database } from '../../db/database.js';
import type { Session } from '../accounts/service.js';
import { findCaller, forbidden } from './caller.js';
import { isActiveClinician } from './clinician-standing.js';
import { findActiveDelegateLink } from './delegate-link.js';

/**
 * What the call does with the clinician's patients and referrals (SPEC §6): read the patients, read
 * the referrals, add one, or change or remove one.
 */
export type ActingPermission = 'view' | 'viewReferrals' | 'create' | 'manage';

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

/** The 403 sentences of findActingClinician: each area words them for what it does. */
export interface ActingRefusals {
  cliniciansOnly: string;
  noActiveClinician: string;
  cannotViewPatients: string;
  cannotViewReferrals: string;
  cannotCreate: string;
  cannotManage: string;
}

/**
 * A clinician acts for themselves; a delegate for the clinician of their active, verified link while
 * that clinician is verified, not deactivated and their account active, and only with the permission
 * the call needs (viewReferrals: permissionViewReferrals; create: permissionCreateReferrals; manage:
 * permissionManageReferrals; view: any one of the three — a delegate given none may not read the
 * clinician's patients either). Staff keep no patients and make no referrals.
 * Refusals are 403, worded by `refusals`: each area words them for what it does.
 */
export async function findActingClinician(
  db: Database,
  session: Session,
  permission: ActingPermission,
  refusals: ActingRefusals,
): Promise<ActingClinician> {
  if (session.identity.isAdmin) throw forbidden(refusals.cliniciansOnly);
  const caller = await findCaller(session);
  const callerUserProfileId = caller.userProfileId;
  if (!caller.isDelegate) {
    return { clinicianUserProfileId: callerUserProfileId, callerUserProfileId, mayViewReferrals: true };
  }

  const link = await findActiveDelegateLink(db, callerUserProfileId);
  if (!link || !(await isActiveClinician(db, link.clinicianUserProfileId))) {
    throw forbidden(refusals.noActiveClinician);
  }
  const anyPermission =
    link.permissionViewReferrals || link.permissionCreateReferrals || link.permissionManageReferrals;
  if (permission === 'view' && !anyPermission) throw forbidden(refusals.cannotViewPatients);
  if (permission === 'viewReferrals' && !link.permissionViewReferrals) {
    throw forbidden(refusals.cannotViewReferrals);
  }
  if (permission === 'create' && !link.permissionCreateReferrals) throw forbidden(refusals.cannotCreate);
  if (permission === 'manage' && !link.permissionManageReferrals) throw forbidden(refusals.cannotManage);
  return {
    clinicianUserProfileId: link.clinicianUserProfileId,
    callerUserProfileId,
    mayViewReferrals: link.permissionViewReferrals,
  };
}
