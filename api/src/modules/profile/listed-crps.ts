import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/query-rows.js';
import {
  addresses,
  clinicianRoleProfiles,
  clinics,
  userGroupMembers,
  userGroups,
  userProfiles,
  users,
} from '../../db/schema.js';

/**
 * The clinician role profiles other users may find: a listed clinician's crp, neither deactivated
 * nor removed, at a clinic whose address has coordinates. Staff, patients and delegates are not in
 * the Clinician group, so they never appear, even if they kept role profiles from before a move.
 */

/**
 * A clinician other users may see (on userProfiles and users): approved, not deactivated, able to
 * sign in, and in the Clinician group. The group's id is a scalar subquery, not a join on its name:
 * joined, the planner guesses a fifth of the users are members and stops walking the distance index
 * nearest first for a role search.
 */
export const listedClinicianConditions = sql`${userProfiles.isVerified} = true
  and ${userProfiles.isDeactivated} = false
  and ${users.isActive} = true
  and exists (select 1 from ${userGroupMembers}
    where ${userGroupMembers.userId} = ${users.id}
    and ${userGroupMembers.groupId} = (select ${userGroups.id} from ${userGroups} where ${userGroups.name} = 'Clinician'))`;

/** A role profile in use: neither paused (deactivated) nor removed. */
export const activeCrpConditions = sql`${clinicianRoleProfiles.isDeactivated} = false
  and ${clinicianRoleProfiles.isRemoved} = false`;

/** The tables a listed crp is read from (addresses first: the search walks its GiST index). */
export const listedCrpTables = sql`${addresses}
  inner join ${clinics} on ${clinics.addressId} = ${addresses.id}
  inner join ${clinicianRoleProfiles} on ${clinicianRoleProfiles.clinicId} = ${clinics.id}
  inner join ${userProfiles} on ${userProfiles.id} = ${clinicianRoleProfiles.userProfileId}
  inner join ${users} on ${users.id} = ${userProfiles.userId}`;

/**
 * What makes a crp listed. The address part repeats the predicate of the partial index
 * addresses_clinic_earth_idx word for word (a literal, not a parameter), so the planner can use it.
 */
export const listedCrpConditions = sql`${addresses.addressType} = 'clinic'
  and ${addresses.latitude} is not null and ${addresses.longitude} is not null
  and ${activeCrpConditions}
  and ${listedClinicianConditions}`;

/** Whether the user profile `userProfileId` (a column or value of the outer query) has a listed crp. */
export const hasListedCrp = (userProfileId: AnyColumn) =>
  sql`exists (select 1 from ${listedCrpTables}
    where ${listedCrpConditions} and ${clinicianRoleProfiles.userProfileId} = ${userProfileId})`;

export interface ListedCrp {
  crpId: number;
  userProfileId: number;
}

/** The listed crps that also meet `where`, by crp id. */
export const findListedCrps = (db: Database, where: SQL): Promise<ListedCrp[]> =>
  queryRows<ListedCrp>(
    db,
    sql`select ${clinicianRoleProfiles.id} as "crpId", ${clinicianRoleProfiles.userProfileId} as "userProfileId"
      from ${listedCrpTables}
      where ${listedCrpConditions} and (${where})
      order by ${clinicianRoleProfiles.id}`,
  );

/** A clinician's listed crps, by id (none for unknown, unapproved, deactivated or non-clinician accounts). */
export const findListedCrpsOf = (db: Database, userProfileId: number) =>
  findListedCrps(db, sql`${clinicianRoleProfiles.userProfileId} = ${userProfileId}`);
