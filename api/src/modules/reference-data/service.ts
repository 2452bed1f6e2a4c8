import {
  INSURANCE_AGREEMENT_NOT_FOUND_MESSAGE,
  JOB_ROLE_NOT_FOUND_MESSAGE,
  type InsuranceAgreement,
  type InsuranceAgreementsResponse,
  type JobRole,
  type JobRoleSpecialty,
  type JobRolesResponse,
} from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import * as queries from './queries.js';

/** The list answer for a set of leaves already in catalogue order. */
export function describeJobRoles(leaves: readonly JobRole[]): JobRolesResponse {
  const clinicianTypes = [...new Set(leaves.map((leaf) => leaf.jobRole))];
  const seen = new Set<string>();
  const specialties: JobRoleSpecialty[] = [];
  for (const { jobRole, specialty } of leaves) {
    if (specialty === null) continue;
    const key = JSON.stringify([jobRole, specialty]);
    if (seen.has(key)) continue;
    seen.add(key);
    specialties.push({ jobRole, specialty });
  }
  return {
    jobRoles: [...leaves],
    clinicianTypes,
    specialties,
    doctorIds: leaves.filter((leaf) => leaf.isDoctor).map((leaf) => leaf.id),
  };
}

/** SPEC §7.2 GET /job-roles/: the whole verified catalogue. */
export const listJobRoles = async (db: Database) => describeJobRoles(await queries.listVerifiedJobRoles(db));

/** SPEC §7.2 GET /job-roles/filtered/: only the roles some verified clinician holds. */
export const listFilteredJobRoles = async (db: Database) =>
  describeJobRoles(await queries.listHeldJobRoles(db));

export async function getJobRole(db: Database, id: number): Promise<JobRole> {
  const found = await queries.findJobRole(db, id);
  if (!found) throw new HttpProblem(404, dangerBody(JOB_ROLE_NOT_FOUND_MESSAGE));
  return found;
}

/** SPEC §7.2 GET /insurance-agreements/ (Self-payer, value 0, is the client's own option). */
export const listInsuranceAgreements = async (db: Database): Promise<InsuranceAgreementsResponse> => ({
  insuranceAgreements: await queries.listVerifiedInsuranceAgreements(db),
});

export async function getInsuranceAgreement(db: Database, id: number): Promise<InsuranceAgreement> {
  const found = await queries.findInsuranceAgreement(db, id);
  if (!found) throw new HttpProblem(404, dangerBody(INSURANCE_AGREEMENT_NOT_FOUND_MESSAGE));
  return found;
}
