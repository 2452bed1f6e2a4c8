import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { userProfiles, users } from '../../db/schema.js';
import { recipientName } from '../mail/recipient-name.js';
import { isStaffAccount } from './admin-users.js';

/**
 * The profile's owner (with the address and name e-mails use), approval, deactivation and whether the
 * owner is an admin, the profile row locked (SELECT … FOR UPDATE) until `tx` ends.
 */
export async function lockProfileOwner(tx: Database, userProfileId: number) {
  const [row] = await tx
    .select({
      userId: userProfiles.userId,
      email: users.email,
      name: recipientName,
      isVerified: userProfiles.isVerified,
      isDeactivated: userProfiles.isDeactivated,
      isAdmin: sql`${users.isStaff} or ${isStaffAccount()}`.mapWith(Boolean),
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(userProfiles.id, userProfileId))
    .for('update', { of: userProfiles });
  return row;
}

export async function setProfileVerified(tx: Database, userProfileId: number, isVerified: boolean) {
  await tx.update(userProfiles).set({ isVerified }).where(eq(userProfiles.id, userProfileId));
}
