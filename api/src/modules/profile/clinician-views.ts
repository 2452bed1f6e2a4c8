import type { ClinicsResponse } from '@refnet/contracts/accounts';
import { and, eq, exists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  clinicianRoleProfiles,
  jobRoles,
  userGroupMembers,
  userGroups,
  userProfileJobRoles,
  userProfiles,
  users,
} from '../../db/schema.js';
import type { Caller } from './caller.js';
import { findActiveDelegateLink } from './clinician-information.js';
import { loadClinics } from './profile-reads.js';

/** A clinician others may see: approved, not deactivated, able to sign in, in the Clinician group. */
const isVisibleClinician = and(
  eq(userProfiles.isVerified, true),
  eq(userProfiles.isDeactivated, false),
  eq(users.isActive, true),
  sql`exists (select 1 from ${userGroupMembers} join ${userGroups} on ${userGroups.id} = ${userGroupMembers.groupId}
    where ${userGroupMembers.userId} = ${users.id} and ${userGroups.name} = 'Clinician')`,
);

const activeCrp = and(
  eq(clinicianRoleProfiles.isRemoved, false),
  eq(clinicianRoleProfiles.isDeactivated, false),
);

/**
 * SPEC §7.2 GET /clinics/: the caller's active clinics (a delegate's are those of the clinician
 * they act for) and the active clinics of approved doctors.
 */
export async function getClinics(db: Database, caller: Caller): Promise<ClinicsResponse> {
  const owner = caller.isDelegate
    ? (await findActiveDelegateLink(db, caller.userProfileId))?.clinicianUserProfileId
    : caller.userProfileId;
  const clinics =
    owner === undefined
      ? []
      : await loadClinics(db, and(activeCrp, eq(clinicianRoleProfiles.userProfileId, owner)));
  const doctorClinics = await loadClinics(
    db,
    and(
      activeCrp,
      isVisibleClinician,
      exists(
        db
          .select({ one: sql`1` })
          .from(userProfileJobRoles)
          .innerJoin(jobRoles, eq(jobRoles.id, userProfileJobRoles.jobRoleId))
          .where(and(eq(userProfileJobRoles.userProfileId, userProfiles.id), eq(jobRoles.isDoctor, true))),
      ),
    ),
  );
  return { clinics, doctorClinics };
}
