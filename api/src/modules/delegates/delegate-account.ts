import { randomBytes } from 'node:crypto';
import type { ReferralPermissions } from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { createAccount, type CreatedAccount } from '../accounts/create-account.js';
import { markEmailVerified } from '../registration/queries.js';
import { insertDelegateLink, setUserActive } from './queries.js';

/**
 * Where a delegate is in SPEC §4's lifecycle: invited (no password of their own yet), or registered
 * and then active or deactivated.
 */
export type DelegateState = 'invited' | 'active' | 'deactivated';

export interface NewDelegate {
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  clinicianUserProfileId: number;
  permissions: ReferralPermissions;
  state: DelegateState;
  /** The hash of a registered delegate's password; an invited delegate has none. */
  passwordHash?: string;
}

/**
 * A stored hash no password matches: it is not an argon2 hash, so verifying any password against it
 * answers false. An invited delegate's account cannot be signed into before they choose a password.
 */
const unusablePasswordHash = () => `!unusable:${randomBytes(32).toString('base64url')}`;

/**
 * The delegate's user, profile (group Delegate) and link to their clinician in one transaction,
 * then `alsoInTransaction` in it. Until they register the user is inactive and unverified. Returns
 * undefined (and writes nothing) when the e-mail address is taken.
 */
export async function createDelegateAccount<Extra = undefined>(
  db: Database,
  delegate: NewDelegate,
  alsoInTransaction?: (tx: Database, created: CreatedAccount & { linkId: number }) => Promise<Extra>,
) {
  const registered = delegate.state !== 'invited';
  const created = await createAccount(
    db,
    {
      email: delegate.email,
      password: '',
      passwordHash: delegate.passwordHash ?? unusablePasswordHash(),
      title: delegate.title,
      firstName: delegate.firstName,
      lastName: delegate.lastName,
      groups: ['Delegate'],
      profile: { isVerified: registered },
    },
    async (tx, account) => {
      if (delegate.state !== 'active') await setUserActive(tx, account.userId, false);
      if (registered) await markEmailVerified(tx, account.userId);
      const linkId = await insertDelegateLink(tx, {
        delegateUserProfileId: account.userProfileId,
        clinicianUserProfileId: delegate.clinicianUserProfileId,
        hasRegistered: registered,
        isVerified: delegate.state === 'active',
        ...delegate.permissions,
      });
      return { linkId, extra: await alsoInTransaction?.(tx, { ...account, linkId }) };
    },
  );
  return created?.extra;
}
