import { APP_VERSION } from '@refnet/contracts';
import {
  DELEGATE_MESSAGES,
  type CompleteDelegateRegistrationRequest,
  type CompleteDelegateRegistrationResponse,
} from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { successBody } from '../../http/problem.js';
import { redeemLink } from '../../security/one-time-links.js';
import { hashPassword } from '../../security/passwords.js';
import { TOKEN_LIFETIME_MS, generateToken, hashToken } from '../../security/tokens.js';
import { toIdentity } from '../accounts/identity.js';
import { findLoginCandidate, insertToken, recordLastLogin } from '../accounts/queries.js';
import { markEmailVerified } from '../registration/queries.js';
import { invitationInvalid } from './invitation.js';
import { completeDelegateAccount, findPendingInvitation, updateDelegateLink } from './queries.js';

/**
 * SPEC §7.5 PUT /verify-delegate/: the invited delegate chooses their password and confirms their
 * names, and is signed in. One transaction redeems the link (so of two concurrent submissions one
 * wins), activates the account and the link, and opens the session; a link that is used, expired,
 * forged or for another clinician writes nothing.
 */
export async function completeDelegateRegistration(
  db: Database,
  body: CompleteDelegateRegistrationRequest,
): Promise<CompleteDelegateRegistrationResponse> {
  const passwordHash = await hashPassword(body.password); // outside the transaction: it is slow
  const token = generateToken();
  const identity = await db.transaction(async (tx) => {
    const userId = await redeemLink(tx, 'delegate-invite', body);
    const invitation = userId === undefined ? undefined : await findPendingInvitation(tx, userId);
    if (userId === undefined || invitation?.link.clinicianUserProfileId !== body.clinician) {
      throw invitationInvalid(); // rolls back the redemption too
    }
    const { title, firstName, lastName } = body;
    await completeDelegateAccount(tx, { userId, passwordHash, title, firstName, lastName });
    await updateDelegateLink(tx, invitation.link.id, { hasRegistered: true, isVerified: true });
    await markEmailVerified(tx, userId); // the invitation reached this address
    await insertToken(tx, {
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
    });
    await recordLastLogin(tx, userId);
    const candidate = await findLoginCandidate(tx, invitation.delegate.email);
    if (!candidate?.canSignIn) throw new Error(`delegate ${userId} cannot sign in after registering`);
    return toIdentity(candidate);
  });
  const { groups: _groups, ...login } = identity;
  return {
    version: APP_VERSION,
    token,
    ...login,
    ...successBody(DELEGATE_MESSAGES.registrationSuccessful),
  };
}
