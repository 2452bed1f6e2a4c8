import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { userProfiles } from '../../db/schema.js';

/** The profile's owner and approval, its row locked (SELECT … FOR UPDATE) until `tx` ends. */
export async function lockProfileOwner(tx: Database, userProfileId: number) {
  const [row] = await tx
    .select({ userId: userProfiles.userId, isVerified: userProfiles.isVerified })
    .from(userProfiles)
    .where(eq(userProfiles.id, userProfileId))
    .for('update');
  return row;
}

export async function setProfileVerified(tx: Database, userProfileId: number, isVerified: boolean) {
  await tx.update(userProfiles).set({ isVerified }).where(eq(userProfiles.id, userProfileId));
}
