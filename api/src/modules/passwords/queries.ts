import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { userProfiles, users } from '../../db/schema.js';
import { canSignIn } from '../accounts/queries.js';
import { recipientName } from '../mail/recipient-name.js';

export interface ResetCandidate {
  id: number;
  email: string;
  name: string;
  /** Active and not deactivated: only such an account is sent a reset link. */
  canSignIn: boolean;
}

export async function findResetCandidate(db: Database, email: string): Promise<ResetCandidate | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: recipientName,
      canSignIn: sql<boolean>`${canSignIn}`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function findPasswordHash(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash;
}

/** Stores the new hash; returns the username (for clearing its login failures). */
export async function setPasswordHash(db: Database, userId: number, passwordHash: string): Promise<string> {
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning({ username: users.username });
  if (!row) throw new Error(`user ${userId} vanished while changing the password`);
  return row.username;
}
