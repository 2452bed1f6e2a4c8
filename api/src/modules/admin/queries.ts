import type { AdminUser, JobRole } from '@refnet/contracts/accounts';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { emailVerifications, jobRoles, userProfileJobRoles, userProfiles, users } from '../../db/schema.js';

/** Every user profile as the admin lists show it, in id order (two queries). */
export async function listAdminUsers(db: Database): Promise<AdminUser[]> {
  const rows = await db
    .select({
      id: userProfiles.id,
      userId: users.id,
      title: userProfiles.title,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      email: users.email,
      isStaff: users.isStaff,
      isVerified: userProfiles.isVerified,
      isDeactivated: userProfiles.isDeactivated,
      emailVerified: isNotNull(emailVerifications.verifiedAt),
      registrationNumber: userProfiles.registrationNumber,
      accountCreatedOn: userProfiles.accountCreatedOn,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .leftJoin(emailVerifications, eq(emailVerifications.userId, users.id))
    .orderBy(asc(userProfiles.id));
  const roles = await db
    .select({ userProfileId: userProfileJobRoles.userProfileId, jobRole: jobRoles })
    .from(userProfileJobRoles)
    .innerJoin(jobRoles, eq(jobRoles.id, userProfileJobRoles.jobRoleId))
    .orderBy(asc(jobRoles.id));
  const rolesOf = new Map<number, JobRole[]>();
  for (const { userProfileId, jobRole } of roles) {
    rolesOf.set(userProfileId, [...(rolesOf.get(userProfileId) ?? []), jobRole]);
  }
  return rows.map((row) => ({
    ...row,
    emailVerified: Boolean(row.emailVerified),
    jobRole: rolesOf.get(row.id) ?? [],
    accountCreatedOn: row.accountCreatedOn.toISOString(),
  }));
}

export async function findProfileOwner(db: Database, userProfileId: number) {
  const [row] = await db
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(eq(userProfiles.id, userProfileId))
    .limit(1);
  return row;
}

export async function setProfileVerified(db: Database, userProfileId: number, isVerified: boolean) {
  await db.update(userProfiles).set({ isVerified }).where(eq(userProfiles.id, userProfileId));
}
