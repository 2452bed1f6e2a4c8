import { ANY_ID, type ClinicianListRequest } from '@refnet/contracts/clinicians';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/query-rows.js';
import {
  addresses,
  clinicianRoleProfiles,
  crpInsuranceAgreements,
  jobRoles,
  userProfileJobRoles,
  userProfiles,
} from '../../db/schema.js';
import { listedCrpConditions, listedCrpTables } from '../profile/listed-crps.js';

/** One search hit: a listed crp and its distance from the search point. */
export interface CrpHit {
  crpId: number;
  userProfileId: number;
  /** Kilometres, two decimals. */
  distance: number;
}

export type SearchPoint = Pick<ClinicianListRequest, 'lat' | 'lng'>;
export type SearchFilters = Omit<ClinicianListRequest, 'lat' | 'lng'>;

/** The filters as the query takes them: the job-role leaves that match (undefined: any role). */
export interface ResolvedFilters {
  jobRoleIds: readonly number[] | undefined;
  insuranceProviderId: number;
}

/** Which hits: the nearest `limit`, or every hit among these clinicians (the caller's favourites). */
export type SearchScope = { limit: number } | { userProfileIds: readonly number[] };

/**
 * The leaves a role filter stands for: roleId alone when set; otherwise every leaf of the role and
 * specialty, or of the role. Passing the ids (not a join on names) lets the planner see from its
 * statistics how common the role is, and so when walking the distance index nearest first is best.
 */
export async function resolveFilters(db: Database, filters: SearchFilters): Promise<ResolvedFilters> {
  const { roleId, jobRoleSelected, jobSpecialtySelected, insuranceProviderId } = filters;
  const leaves =
    roleId !== ANY_ID
      ? undefined
      : jobSpecialtySelected !== ''
        ? and(eq(jobRoles.jobRole, jobRoleSelected), eq(jobRoles.specialty, jobSpecialtySelected))
        : jobRoleSelected !== ''
          ? eq(jobRoles.jobRole, jobRoleSelected)
          : undefined;
  const jobRoleIds =
    roleId !== ANY_ID
      ? [roleId]
      : leaves
        ? (await db.select({ id: jobRoles.id }).from(jobRoles).where(leaves)).map((row) => row.id)
        : undefined;
  return { jobRoleIds, insuranceProviderId };
}

const roleCondition = ({ jobRoleIds }: ResolvedFilters): SQL | undefined =>
  jobRoleIds === undefined
    ? undefined
    : sql`exists (select 1 from ${userProfileJobRoles}
        where ${userProfileJobRoles.userProfileId} = ${userProfiles.id}
        and ${inArray(userProfileJobRoles.jobRoleId, [...jobRoleIds])})`;

const insurerCondition = ({ insuranceProviderId }: ResolvedFilters): SQL | undefined =>
  insuranceProviderId === ANY_ID
    ? undefined
    : sql`exists (select 1 from ${crpInsuranceAgreements}
        where ${crpInsuranceAgreements.crpId} = ${clinicianRoleProfiles.id}
        and ${crpInsuranceAgreements.insuranceAgreementId} = ${insuranceProviderId})`;

/**
 * The search as one statement (exported so a test can EXPLAIN exactly what runs). It walks the GiST
 * index addresses_clinic_earth_idx nearest first with cube's KNN operator `<->` on the same
 * expression the index holds, stopping after `limit` hits: no distance is computed for clinics
 * beyond them. The chord distance `<->` orders exactly as the great-circle earth_distance does.
 * ORDER BY holds the KNN expression alone: before PostgreSQL 17 a second sort key stops the planner
 * from using the index order at all, so ties (one clinic, several crps) are ordered by the caller.
 */
export function clinicianSearchQuery(point: SearchPoint, filters: ResolvedFilters, scope: SearchScope): SQL {
  const target = sql`ll_to_earth(${point.lat}, ${point.lng})`;
  const clinicPoint = sql`ll_to_earth(${addresses.latitude}, ${addresses.longitude})`;
  const conditions = [
    listedCrpConditions,
    roleCondition(filters),
    insurerCondition(filters),
    'userProfileIds' in scope
      ? inArray(clinicianRoleProfiles.userProfileId, [...scope.userProfileIds])
      : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const limit = 'limit' in scope ? sql` limit ${scope.limit}` : sql``;
  return sql`select ${clinicianRoleProfiles.id} as "crpId",
      ${clinicianRoleProfiles.userProfileId} as "userProfileId",
      round((earth_distance(${clinicPoint}, ${target}) / 1000)::numeric, 2)::float8 as "distance"
    from ${listedCrpTables}
    where ${sql.join(conditions, sql` and `)}
    order by ${clinicPoint} <-> ${target}${limit}`;
}

/** The hits of the search; none without asking when no job-role leaf or no clinician can match. */
export async function findCrpHits(
  db: Database,
  point: SearchPoint,
  filters: ResolvedFilters,
  scope: SearchScope,
): Promise<CrpHit[]> {
  if (filters.jobRoleIds?.length === 0) return [];
  if ('userProfileIds' in scope && scope.userProfileIds.length === 0) return [];
  return queryRows<CrpHit>(db, clinicianSearchQuery(point, filters, scope));
}
