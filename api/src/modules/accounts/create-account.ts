import type { UserGroup } from '@refnet/contracts';
import type { Database } from '../../db/database.js';
import { hashPassword } from '../../security/passwords.js';
import * as queries from './queries.js';

export interface NewAccount {
  email: string;
  password: string;
  /** hashPassword(password), when the caller already has it: bulk demo accounts hash theirs once. */
  passwordHash?: string;
  title?: string;
  firstName: string;
  lastName: string;
  isStaff?: boolean;
  groups: readonly UserGroup[];
  jobRoleIds?: readonly number[];
  profile?: {
    isVerified?: boolean;
    registrationNumber?: string;
    clinicianDescription?: string;
    dob?: string;
  };
}

export interface CreatedAccount {
  userId: number;
  userProfileId: number;
}

/**
 * Creates the user, their profile, group memberships and job roles in one transaction, then runs
 * `alsoInTransaction` (the account's other rows) in that same transaction.
 * Returns undefined (and writes nothing) when the e-mail address is already taken.
 */
export async function createAccount<Extra = undefined>(
  db: Database,
  account: NewAccount,
  alsoInTransaction?: (tx: Database, created: CreatedAccount) => Promise<Extra>,
): Promise<(CreatedAccount & { extra: Extra | undefined }) | undefined> {
  const email = account.email.trim().toLowerCase();
  // outside the transaction: it is slow
  const passwordHash = account.passwordHash ?? (await hashPassword(account.password));
  return db.transaction(async (tx) => {
    const userId = await queries.insertUserIfAbsent(tx, {
      username: email,
      email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      isStaff: account.isStaff ?? false,
    });
    if (userId === undefined) return undefined;
    const userProfileId = await queries.insertUserProfile(tx, {
      userId,
      title: account.title ?? '',
      firstName: account.firstName,
      lastName: account.lastName,
      ...account.profile,
    });
    await queries.addUserToGroups(tx, userId, account.groups);
    await queries.addJobRolesToProfile(tx, userProfileId, account.jobRoleIds ?? []);
    const created = { userId, userProfileId };
    return { ...created, extra: await alsoInTransaction?.(tx, created) };
  });
}
