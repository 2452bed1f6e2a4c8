import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { emailVerifications, insuranceAgreements, jobRoles, userProfiles, users } from '../../db/schema.js';
import { recipientName } from '../mail/recipient-name.js';

/** Whether any user signs in with, or is reached at, this (normalised) e-mail. */
export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, email), eq(users.username, email)))
    .limit(1);
  return row !== undefined;
}

/** Whether every id names a job role of the catalogue. */
export async function allJobRolesExist(db: Database, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const found = await db.select({ id: jobRoles.id }).from(jobRoles).where(inArray(jobRoles.id, unique));
  return found.length === unique.length;
}

/** Whether every id names an insurance agreement the team has verified (the only ones offered). */
export async function allAgreementsVerified(db: Database, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const found = await db
    .select({ id: insuranceAgreements.id })
    .from(insuranceAgreements)
    .where(and(inArray(insuranceAgreements.id, unique), eq(insuranceAgreements.verified, true)));
  return found.length === unique.length;
}

export async function findVerificationStatus(db: Database, userId: number) {
  const [row] = await db
    .select({ verifiedAt: emailVerifications.verifiedAt, failedAt: emailVerifications.failedAt })
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, userId))
    .limit(1);
  return row;
}

export async function markEmailVerified(db: Database, userId: number) {
  await db
    .insert(emailVerifications)
    .values({ userId, verifiedAt: sql`now()` })
    .onConflictDoUpdate({ target: emailVerifications.userId, set: { verifiedAt: sql`now()` } });
}

export async function markEmailVerificationFailed(db: Database, userId: number) {
  await db
    .insert(emailVerifications)
    .values({ userId, failedAt: sql`now()` })
    .onConflictDoUpdate({ target: emailVerifications.userId, set: { failedAt: sql`now()` } });
}

/** Who a user is, for e-mails about them: their address, display name and approval. */
export async function findUserSummary(db: Database, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      name: recipientName,
      isApproved: sql<boolean>`coalesce(${userProfiles.isVerified}, false)`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
