import { and, asc, eq, exists } from 'drizzle-orm';
import type { JobRole, InsuranceAgreement } from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { insuranceAgreements, jobRoles, userProfileJobRoles, userProfiles, users } from '../../db/schema.js';

const jobRoleColumns = {
  id: jobRoles.id,
  jobRole: jobRoles.jobRole,
  specialty: jobRoles.specialty,
  subSpecialty: jobRoles.subSpecialty,
  registrationBody: jobRoles.registrationBody,
  jobTitle: jobRoles.jobTitle,
  isVerified: jobRoles.isVerified,
  isDoctor: jobRoles.isDoctor,
};

/** Every verified leaf in catalogue (id) order. */
export const listVerifiedJobRoles = (db: Database): Promise<JobRole[]> =>
  db.select(jobRoleColumns).from(jobRoles).where(eq(jobRoles.isVerified, true)).orderBy(asc(jobRoles.id));

/** Verified leaves that at least one verified, active clinician holds. */
export const listHeldJobRoles = (db: Database): Promise<JobRole[]> =>
  db
    .select(jobRoleColumns)
    .from(jobRoles)
    .where(
      and(
        eq(jobRoles.isVerified, true),
        exists(
          db
            .select({ one: userProfileJobRoles.jobRoleId })
            .from(userProfileJobRoles)
            .innerJoin(userProfiles, eq(userProfiles.id, userProfileJobRoles.userProfileId))
            .innerJoin(users, eq(users.id, userProfiles.userId))
            .where(
              and(
                eq(userProfileJobRoles.jobRoleId, jobRoles.id),
                eq(userProfiles.isVerified, true),
                eq(userProfiles.isDeactivated, false),
                eq(userProfiles.isPatient, false),
                eq(users.isActive, true),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(jobRoles.id));

export async function findJobRole(db: Database, id: number): Promise<JobRole | undefined> {
  const [row] = await db.select(jobRoleColumns).from(jobRoles).where(eq(jobRoles.id, id)).limit(1);
  return row;
}

const agreementColumns = {
  id: insuranceAgreements.id,
  policyName: insuranceAgreements.policyName,
  provider: insuranceAgreements.provider,
  verified: insuranceAgreements.verified,
};

export const listVerifiedInsuranceAgreements = (db: Database): Promise<InsuranceAgreement[]> =>
  db
    .select(agreementColumns)
    .from(insuranceAgreements)
    .where(eq(insuranceAgreements.verified, true))
    .orderBy(
      asc(insuranceAgreements.provider),
      asc(insuranceAgreements.policyName),
      asc(insuranceAgreements.id),
    );

export async function findInsuranceAgreement(
  db: Database,
  id: number,
): Promise<InsuranceAgreement | undefined> {
  const [row] = await db
    .select(agreementColumns)
    .from(insuranceAgreements)
    .where(eq(insuranceAgreements.id, id))
    .limit(1);
  return row;
}
