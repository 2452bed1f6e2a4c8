import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { placeholdersOf, preparedStatement } from '../../db/query-rows.js';
import type { ReferralStanding } from '../referrals/referral-standing.js';
import type { ServiceRequestSearch } from './search-parameters.js';

interface SearchValues {
  crps: number[];
  roles: number[];
  statuses: string[] | null;
  updatedFrom: Date | null;
  updatedBefore: Date | null;
  requester: number | null;
  performer: number | null;
  below: number | null;
  limit: number;
}

const value = placeholdersOf<SearchValues>();

/**
 * The caller's referrals, one branch per way of being a party (sent, received, open to a job role they hold),
 * each read from an index that holds every column the filters need (migration 0027; an open referral has
 * not changed since it was created, so its created_on is its updated_on). A page costs at most the entries
 * of the caller's own referrals, never a walk of the whole table, whatever the filters.
 */
const searchStatement = preparedStatement<{ id: number }, SearchValues>(
  'refnet_fhir_service_request_search',
  () => sql`
    select id from (
      select id, status, updated_on, referrer_crp_id, target_crp_id from referrals
       where referrer_crp_id = any(${value('crps')}::int[]) and patient_listed
      union all
      select id, status, updated_on, referrer_crp_id, target_crp_id from referrals
       where target_crp_id = any(${value('crps')}::int[])
         and not (referrer_crp_id = any(${value('crps')}::int[])) and patient_listed
      union all
      select id, 'OPEN'::text, created_on, referrer_crp_id, null::int from referrals
       where status = 'OPEN' and job_role_id = any(${value('roles')}::int[])
         and not (referrer_crp_id = any(${value('crps')}::int[]))
    ) as party
    where (${value('statuses')}::text[] is null or status = any(${value('statuses')}::text[]))
      and (${value('updatedFrom')}::timestamptz is null or updated_on >= ${value('updatedFrom')}::timestamptz)
      and (${value('updatedBefore')}::timestamptz is null or updated_on < ${value('updatedBefore')}::timestamptz)
      and (${value('requester')}::int is null or referrer_crp_id = ${value('requester')}::int)
      and (${value('performer')}::int is null or target_crp_id = ${value('performer')}::int)
      and (${value('below')}::int is null or id < ${value('below')}::int)
    order by id desc
    limit ${value('limit')}::int`,
);

/**
 * The ids of one page of the referrals the acting clinician is a party to (sent, received, or open to a job
 * role of theirs), newest first, with whether more follow. Referrals of removed patients are left out, as
 * in the lists.
 */
export async function searchServiceRequestIds(
  db: Database,
  me: ReferralStanding,
  search: ServiceRequestSearch,
): Promise<{ ids: number[]; more: boolean }> {
  if (me.crpIds.size === 0) return { ids: [], more: false };
  const rows = await searchStatement(db, {
    crps: [...me.crpIds],
    roles: [...me.openJobRoleIds],
    statuses: search.statuses ?? null,
    updatedFrom: search.updatedFrom ?? null,
    updatedBefore: search.updatedBefore ?? null,
    requester: search.requesterCrpId ?? null,
    performer: search.performerCrpId ?? null,
    below: search.belowId ?? null,
    limit: search.count + 1,
  });
  const ids = rows.map(({ id }) => Number(id));
  return { ids: ids.slice(0, search.count), more: ids.length > search.count };
}
