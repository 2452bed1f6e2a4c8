import type * as fhir4 from 'fhir/r4.js';
import { and, eq, exists } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { clinicianRoleProfiles, userProfiles, users } from '../../db/schema.js';
import { jobRolesJsonOf } from '../profile/profile-reads.js';
import { loadSlimCrps } from '../referrals/referral-views.js';
import { fhirProblem } from './operation-outcome.js';
import { toPractitioner, toPractitionerRole } from './practitioners.js';

const notFound = (what: string) => fhirProblem(404, `${what} not found.`);

/** A verified clinician (someone with a clinic profile) as Practitioner; anyone else is not one: 404. */
export async function readPractitioner(db: Database, userProfileId: number): Promise<fhir4.Practitioner> {
  const [profile] = await db
    .select({
      id: userProfiles.id,
      title: userProfiles.title,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      registrationNumber: userProfiles.registrationNumber,
      isDeactivated: userProfiles.isDeactivated,
      isActive: users.isActive,
      jobRoles: jobRolesJsonOf(userProfiles.id),
    })
    .from(userProfiles)
    // The join also has drizzle name every column with its table, which the job roles' subquery needs.
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(
      and(
        eq(userProfiles.id, userProfileId),
        eq(userProfiles.isVerified, true),
        exists(
          db
            .select({ id: clinicianRoleProfiles.id })
            .from(clinicianRoleProfiles)
            .where(eq(clinicianRoleProfiles.userProfileId, userProfiles.id)),
        ),
      ),
    );
  if (!profile) throw notFound('Practitioner');
  return toPractitioner({ ...profile, active: profile.isActive && !profile.isDeactivated });
}

/** A verified clinician's clinic profile as PractitionerRole (a removed one stays readable, inactive). */
export async function readPractitionerRole(db: Database, crpId: number): Promise<fhir4.PractitionerRole> {
  const [crps, [flags]] = await Promise.all([
    loadSlimCrps(db, [crpId]),
    db
      .select({
        isDeactivated: clinicianRoleProfiles.isDeactivated,
        isRemoved: clinicianRoleProfiles.isRemoved,
      })
      .from(clinicianRoleProfiles)
      .where(eq(clinicianRoleProfiles.id, crpId)),
  ]);
  const crp = crps.get(crpId);
  if (!crp || !flags || !crp.userProfile.isVerified) throw notFound('PractitionerRole');
  return toPractitionerRole(crp, { active: !flags.isDeactivated && !flags.isRemoved });
}
