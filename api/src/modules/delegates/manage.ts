import {
  DELEGATE_MESSAGES,
  type DelegateChangeResponse,
  type UpdateDelegatePermissionsRequest,
} from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { revokeUserTokens } from '../accounts/queries.js';
import type { Caller } from '../policy/caller.js';
import { delegateChangeResponse } from './delegate-lists.js';
import { DELEGATE_API_MESSAGES } from './messages.js';
import { lockClinicianLink, setUserActive, updateDelegateLink, type DelegateLinkRow } from './queries.js';

const conflict = (message: string) => new HttpProblem(409, dangerBody(message));

type LockedLink = { link: DelegateLinkRow; delegateUserId: number };

/**
 * Runs `change` on the clinician's link `linkId`, locked for the transaction, then answers with the
 * link and both lists. A link that is not the clinician's is 404, so ids reveal nothing.
 */
async function changeLink(
  db: Database,
  clinician: Caller,
  linkId: number,
  message: string,
  change: (tx: Database, locked: LockedLink) => Promise<void>,
  belongs: (locked: LockedLink) => boolean = () => true,
): Promise<DelegateChangeResponse> {
  await db.transaction(async (tx) => {
    const locked = await lockClinicianLink(tx, linkId, clinician.userProfileId);
    if (!locked || !belongs(locked)) throw new HttpProblem(404, dangerBody(DELEGATE_MESSAGES.notFound));
    await change(tx, locked);
  });
  return delegateChangeResponse(db, clinician.userProfileId, linkId, message);
}

/** POST /user/delegate/deactivate/: the delegate can no longer sign in, and their sessions end now. */
export const deactivateDelegate = (db: Database, clinician: Caller, linkId: number) =>
  changeLink(db, clinician, linkId, DELEGATE_MESSAGES.deactivated, async (tx, { link, delegateUserId }) => {
    if (!link.isVerified) throw conflict(DELEGATE_API_MESSAGES.alreadyInactive);
    await updateDelegateLink(tx, link.id, { isVerified: false });
    await setUserActive(tx, delegateUserId, false);
    await revokeUserTokens(tx, delegateUserId);
  });

/** POST /user/delegate/restore/: only a delegate who has registered (SPEC §4) can sign in again. */
export const restoreDelegate = (db: Database, clinician: Caller, linkId: number) =>
  changeLink(db, clinician, linkId, DELEGATE_MESSAGES.restored, async (tx, { link, delegateUserId }) => {
    if (!link.hasRegistered) throw conflict(DELEGATE_MESSAGES.restoreNotRegistered);
    if (link.isVerified) throw conflict(DELEGATE_API_MESSAGES.alreadyActive);
    await updateDelegateLink(tx, link.id, { isVerified: true });
    await setUserActive(tx, delegateUserId, true);
  });

/**
 * POST /user/delegate/update-permisison/: the three flags, active link or not. The delegate's next
 * call is checked against them (permissions are read per request).
 */
export const updateDelegatePermissions = (
  db: Database,
  clinician: Caller,
  { delegateId, delegateUserId, permissions }: UpdateDelegatePermissionsRequest,
) =>
  changeLink(
    db,
    clinician,
    delegateId,
    DELEGATE_MESSAGES.permissionsUpdated,
    (tx, { link }) => updateDelegateLink(tx, link.id, permissions),
    ({ link }) => link.delegateUserProfileId === delegateUserId,
  );
