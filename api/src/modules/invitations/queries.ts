import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { clinicianInvitations, jobRoles, userProfileJobRoles, userProfiles, users } from '../../db/schema.js';
import { recipientName } from '../mail/recipient-name.js';

/** Key spaces of the invitation locks in pg_advisory_xact_lock(int, int), apart from every other lock. */
const INVITED_ADDRESS_LOCK_SPACE = 5_150_001;
const INVITER_LOCK_SPACE = 5_150_002;

/**
 * Serialises, until `tx` ends, every invitation by this inviter and every invitation to this address
 * (advisory locks, inviter first), so concurrent requests cannot both pass the limits or both e-mail
 * the same address. Advisory rather than a lock on the inviter's profile row, which would hold up
 * every other write that references or updates that row (referrals, favourites, profile edits).
 */
export async function lockInvitation(tx: Database, inviterUserProfileId: number, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVITER_LOCK_SPACE}, ${inviterUserProfileId})`);
  await tx.execute(sql`select pg_advisory_xact_lock(${INVITED_ADDRESS_LOCK_SPACE}, hashtext(${email}))`);
}

const since = (interval: string) => sql`now() - ${interval}::interval`;

export async function countInvitationsSince(tx: Database, inviterUserProfileId: number, interval: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(clinicianInvitations)
    .where(
      and(
        eq(clinicianInvitations.invitedByUserProfileId, inviterUserProfileId),
        gt(clinicianInvitations.createdOn, since(interval)),
      ),
    );
  return row?.n ?? 0;
}

export async function wasInvitedSince(tx: Database, email: string, interval: string) {
  const [row] = await tx
    .select({ id: clinicianInvitations.id })
    .from(clinicianInvitations)
    .where(and(eq(clinicianInvitations.email, email), gt(clinicianInvitations.createdOn, since(interval))))
    .limit(1);
  return row !== undefined;
}

export async function insertInvitation(tx: Database, row: typeof clinicianInvitations.$inferInsert) {
  await tx.insert(clinicianInvitations).values(row);
}

export async function hasAccount(tx: Database, email: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

/** How the invitation names the inviter: "Dr Amelia Hart" and their job titles (none for staff). */
export async function findInviter(tx: Database, userProfileId: number) {
  const [person] = await tx
    .select({ name: recipientName })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(userProfiles.id, userProfileId));
  const titles = await tx
    .selectDistinct({ jobTitle: jobRoles.jobTitle, id: jobRoles.id })
    .from(userProfileJobRoles)
    .innerJoin(jobRoles, eq(jobRoles.id, userProfileJobRoles.jobRoleId))
    .where(eq(userProfileJobRoles.userProfileId, userProfileId))
    .orderBy(asc(jobRoles.id));
  return {
    name: person?.name ?? '',
    jobTitles: [...new Set(titles.map((row) => row.jobTitle))],
  };
}
