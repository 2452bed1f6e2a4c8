import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';

/** Whether any user signs in with, or is reached at, this (normalised) e-mail. */
export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, email), eq(users.username, email)))
    .limit(1);
  return row !== undefined;
}
