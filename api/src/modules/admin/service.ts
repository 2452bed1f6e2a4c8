import { USER_PROFILE_NOT_FOUND_MESSAGE, type SetVerificationResponse } from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import type { Session } from '../accounts/service.js';
import type { Mailer } from '../mail/mailer.js';
import { recordEmail } from '../mail/outbox.js';
import { publicPageUrl } from '../mail/page-url.js';
import { accountApprovedEmail } from '../mail/templates.js';
import { listAllAdminUsers } from './admin-users.js';
import { recordAdminEvent } from './audit.js';
import { lockProfileOwner, setProfileVerified } from './queries.js';
import { assertMayChangeVerification } from './verification-policy.js';

export const ADMIN_MESSAGES = {
  verified: 'User set to verified.',
  unverified: 'User set to unverified.',
} as const;

/** Where the approval e-mail sends the user. */
const LOGIN_PATH = '/login';

/** The e-mails of the admin writes: the outbox, and the front end their links open. */
export interface AdminMail {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * SPEC §7.1 POST /admin/set-verification/user-profile/{user_profile_id}/ (staff only; see
 * assertMayChangeVerification for whose): the change and its audit row in one transaction, the profile
 * locked meanwhile. A refusal writes nothing. Approving an active user who was waiting also records an
 * e-mail telling them they can sign in, sent once the change commits.
 */
export async function setUserVerification(
  db: Database,
  mail: AdminMail,
  session: Session,
  userProfileId: number,
  setVerified: boolean,
): Promise<SetVerificationResponse> {
  const actorUserId = session.identity.user.id;
  const approvalEmail = await db.transaction(async (tx) => {
    const owner = await lockProfileOwner(tx, userProfileId);
    if (!owner) throw new HttpProblem(404, dangerBody(USER_PROFILE_NOT_FOUND_MESSAGE));
    assertMayChangeVerification({
      actorUserId,
      actorIsFullAdmin: session.identity.groups.includes('Full Admin'),
      targetUserId: owner.userId,
      targetIsAdmin: owner.isAdmin,
    });
    await setProfileVerified(tx, userProfileId, setVerified);
    await recordAdminEvent(tx, {
      actorUserId,
      action: setVerified ? 'verify-user' : 'unverify-user',
      targetType: 'user-profile',
      targetId: userProfileId,
      detail: { wasVerified: owner.isVerified },
    });
    const approved = setVerified && !owner.isVerified && !owner.isDeactivated;
    if (!approved) return undefined;
    return recordEmail(tx, accountApprovedEmail(owner, publicPageUrl(mail.publicUrl, LOGIN_PATH)));
  });
  if (approvalEmail) mail.mailer.dispatch(approvalEmail);
  return {
    ...successBody(setVerified ? ADMIN_MESSAGES.verified : ADMIN_MESSAGES.unverified),
    users: await listAllAdminUsers(db),
  };
}
