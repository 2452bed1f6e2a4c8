import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/query-rows.js';
import { addresses, clinicianRoleProfiles, clinics, userProfiles, users } from '../../db/schema.js';

/**
 * The clinician role profiles other users may find: an active, approved account, a role profile
 * neither deactivated nor removed, at a clinic whose address has coordinates. Staff and delegates
 * keep no role profiles, so they never appear.
 */

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
  and ${clinicianRoleProfiles.isDeactivated} = false and ${clinicianRoleProfiles.isRemoved} = false
  and ${userProfiles.isVerified} = true and ${userProfiles.isDeactivated} = false
  and ${users.isActive} = true`;

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

/** A clinician's listed crps, by id (none for unknown, unapproved or deactivated accounts). */
export const findListedCrpsOf = (db: Database, userProfileId: number) =>
  findListedCrps(db, sql`${clinicianRoleProfiles.userProfileId} = ${userProfileId}`);
