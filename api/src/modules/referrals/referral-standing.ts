import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { clinicianRoleProfiles, userProfileJobRoles, userProfiles } from '../../db/schema.js';
import type { ActingClinician } from '../policy/acting-clinician.js';

/** What decides the acting clinician's part in referrals: their role profiles and job roles. */
export interface ReferralStanding {
  /** Every clinician role profile of theirs (paused and removed ones too: referrals may name them). */
  crpIds: ReadonlySet<number>;
  /** Role profiles in use, oldest first: the first becomes the target of an open referral they accept. */
  activeCrpIds: readonly number[];
  /**
   * The job roles whose open referrals they may see and accept: the roles they hold while approved, not
   * deactivated and with a role profile in use (accepting needs one); none otherwise.
   */
  openJobRoleIds: readonly number[];
}

/** Two queries. */
export async function loadReferralStanding(db: Database, acting: ActingClinician): Promise<ReferralStanding> {
  const clinicianId = acting.clinicianUserProfileId;
  const crps = await db
    .select({
      id: clinicianRoleProfiles.id,
      isDeactivated: clinicianRoleProfiles.isDeactivated,
      isRemoved: clinicianRoleProfiles.isRemoved,
    })
    .from(clinicianRoleProfiles)
    .where(eq(clinicianRoleProfiles.userProfileId, clinicianId))
    .orderBy(asc(clinicianRoleProfiles.id));
  const roles = await db
    .select({ jobRoleId: userProfileJobRoles.jobRoleId })
    .from(userProfileJobRoles)
    .innerJoin(userProfiles, eq(userProfiles.id, userProfileJobRoles.userProfileId))
    .where(
      and(
        eq(userProfileJobRoles.userProfileId, clinicianId),
        eq(userProfiles.isVerified, true),
        eq(userProfiles.isDeactivated, false),
      ),
    );
  const activeCrpIds = crps.filter((crp) => !crp.isDeactivated && !crp.isRemoved).map((crp) => crp.id);
  return {
    crpIds: new Set(crps.map((crp) => crp.id)),
    activeCrpIds,
    openJobRoleIds: activeCrpIds.length === 0 ? [] : roles.map((role) => role.jobRoleId),
  };
}
