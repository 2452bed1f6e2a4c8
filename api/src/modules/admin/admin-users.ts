import { STAFF_GROUPS } from '@refnet/contracts';
import type { AdminUser, AdminUserProfilesResponse } from '@refnet/contracts/admin';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  emailVerifications,
  secondFactors,
  userGroupMembers,
  userGroups,
  userProfiles,
  users,
} from '../../db/schema.js';
import { loadJobRolesOf } from '../profile/profile-reads.js';
import { afterId, byId, paged, type AdminGroup, type Page } from './keyset.js';

/** SQL: the user of the outer query is in one of these groups. */
export const inUserGroups = (names: readonly string[]) =>
  sql`exists (select 1 from ${userGroupMembers} join ${userGroups} on ${userGroups.id} = ${userGroupMembers.groupId}
    where ${userGroupMembers.userId} = ${users.id} and ${inArray(userGroups.name, [...names])})`;

/** SQL: a Staff or Full Admin account. */
export const isStaffAccount = () => inUserGroups(STAFF_GROUPS);

/**
 * User profiles matching `where` as the admin lists show them, in id order (all, or one page), in
 * three queries: the profiles, then their job roles.
 */
export async function readAdminUsers(
  db: Database,
  where: SQL | undefined,
  page?: Page<number>,
): Promise<AdminUser[]> {
  const rows = await paged(
    db
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
        emailVerified: isNotNull(emailVerifications.verifiedAt).mapWith(Boolean),
        hasSecondFactor:
          sql`exists (select 1 from ${secondFactors} where ${secondFactors.userId} = ${users.id}
          and ${secondFactors.confirmedAt} is not null)`.mapWith(Boolean),
        registrationNumber: userProfiles.registrationNumber,
        accountCreatedOn: userProfiles.accountCreatedOn,
      })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .leftJoin(emailVerifications, eq(emailVerifications.userId, users.id))
      .where(and(where, afterId(userProfiles.id, page)))
      .orderBy(asc(userProfiles.id))
      .$dynamic(),
    page,
  );
  const rolesOf = await loadJobRolesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    jobRole: (rolesOf.get(row.id) ?? []).map(({ jobRole }) => jobRole),
    accountCreatedOn: row.accountCreatedOn.toISOString(),
  }));
}

const userGroup = (where: SQL | undefined): AdminGroup<AdminUser> => ({
  read: async (db, page) => byId(await readAdminUsers(db, where, page)),
});

/**
 * GET /admin/user-profiles/ groups (see adminUserProfilesResponseSchema): users, unverified and
 * deactivated by the profile's flags; operations are the staff accounts (also in users).
 */
export const ADMIN_USER_GROUPS = {
  users: userGroup(and(eq(userProfiles.isVerified, true), eq(userProfiles.isDeactivated, false))),
  unverified: userGroup(and(eq(userProfiles.isVerified, false), eq(userProfiles.isDeactivated, false))),
  deactivated: userGroup(eq(userProfiles.isDeactivated, true)),
  operations: userGroup(isStaffAccount()),
} satisfies Record<keyof AdminUserProfilesResponse, AdminGroup<AdminUser>>;

/** Every user profile in id order (the set-verification answer). */
export const listAllAdminUsers = (db: Database) => readAdminUsers(db, undefined);
