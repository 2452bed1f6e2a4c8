import type { Database } from '../database.js';
import { jobRoles } from '../schema.js';
import { JOB_ROLE_CATALOGUE, type JobRoleSeed } from './data/job-roles.js';

const leafKey = (leaf: Pick<JobRoleSeed, 'jobRole' | 'specialty' | 'subSpecialty'>) =>
  JSON.stringify([leaf.jobRole, leaf.specialty, leaf.subSpecialty]);

/**
 * Adds the catalogue leaves that are missing; (role, specialty, sub-specialty) is unique.
 * Existing rows are filtered out first so restarts do not burn identity values.
 */
export async function seedJobRoles(db: Database) {
  const existing = new Set(
    (
      await db
        .select({
          jobRole: jobRoles.jobRole,
          specialty: jobRoles.specialty,
          subSpecialty: jobRoles.subSpecialty,
        })
        .from(jobRoles)
    ).map(leafKey),
  );
  const missing = JOB_ROLE_CATALOGUE.filter((leaf) => !existing.has(leafKey(leaf)));
  if (missing.length === 0) return;
  await db
    .insert(jobRoles)
    .values(missing.map((leaf) => ({ ...leaf, isVerified: true })))
    .onConflictDoNothing();
}
