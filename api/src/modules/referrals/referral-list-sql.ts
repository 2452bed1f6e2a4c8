import type { ReferralStatus } from '@refnet/contracts/referrals';
import type { InboundReferralGroup, ReferralPageOrder } from '@refnet/contracts/referrals';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { pastCursor, readsBackwards, type PagePosition } from '../../db/page-position.js';
import type { ReferralStanding } from './referral-standing.js';

/** Which referrals a list group holds, as its index reads them (see referrals' *_list_idx indexes). */
export type GroupSource =
  { side: 'received' | 'made'; statuses: readonly ReferralStatus[] } | { side: 'open' };

type StatusGroup = Exclude<InboundReferralGroup, 'open'>;

/** SPEC §4: the statuses of each group; REJECTED and CANCELLED are in none. */
const RECEIVED_STATUSES: Record<StatusGroup, readonly ReferralStatus[]> = {
  waiting: ['PENDING'],
  accepted: ['ACCEPTED'],
  booked: ['BOOKED'],
  dna: ['DNA'],
};
const MADE_STATUSES: Record<StatusGroup, readonly ReferralStatus[]> = {
  ...RECEIVED_STATUSES,
  waiting: ['PENDING', 'OPEN'],
};

export const receivedGroup = (group: InboundReferralGroup): GroupSource =>
  group === 'open' ? { side: 'open' } : { side: 'received', statuses: RECEIVED_STATUSES[group] };
export const madeGroup = (group: StatusGroup): GroupSource => ({
  side: 'made',
  statuses: MADE_STATUSES[group],
});
export const STATUS_GROUPS = Object.keys(RECEIVED_STATUSES) as StatusGroup[];
export const groupOfStatus = (side: 'received' | 'made', status: string): StatusGroup | undefined =>
  STATUS_GROUPS.find((group) =>
    (side === 'received' ? RECEIVED_STATUSES : MADE_STATUSES)[group].includes(status as ReferralStatus),
  );

const intArray = (ids: Iterable<number>) => sql`${sql.param([...ids])}::int[]`;

/**
 * The ids of one page of a group, in the order read. Each role profile (or job role) and status is one
 * range of a partial index, read in (created_on, id) order up to `limit` rows, and the ranges are merged:
 * the cost depends on the page size and the number of ranges, never on the history behind them. A page
 * before a referral, or the last page, is read backwards from it (the caller turns it round).
 */
export function groupPageIds(
  me: ReferralStanding,
  source: GroupSource,
  order: ReferralPageOrder,
  position: PagePosition,
  limit: number,
): SQL {
  const descending = (order === 'newest') !== readsBackwards(position);
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const fromCursor = pastCursor(position, descending, 'r.created_on, r.id', (id) => {
    const inGroup =
      source.side === 'open'
        ? sql`c.status = 'OPEN' and c.job_role_id = any(${intArray(me.openJobRoleIds)})`
        : sql`${sql.raw(source.side === 'received' ? 'c.target_crp_id' : 'c.referrer_crp_id')} = any(${intArray(me.crpIds)})`;
    return sql`select c.created_on, c.id from referrals c where c.id = ${id} and ${inGroup}`;
  });
  const range =
    source.side === 'open'
      ? sql`from unnest(${intArray(me.openJobRoleIds)}) as k(key)
          cross join lateral (
            select r.id, r.created_on from referrals r
            where r.status = 'OPEN' and r.job_role_id = k.key and r.referrer_crp_id <> all(${intArray(me.crpIds)})
              ${fromCursor}
            order by r.created_on ${direction}, r.id ${direction} limit ${limit}) r`
      : sql`from unnest(${intArray(me.crpIds)}) as k(key)
          cross join unnest(${sql.param([...source.statuses])}::text[]) as s(status)
          cross join lateral (
            select r.id, r.created_on from referrals r
            where ${sql.raw(source.side === 'received' ? 'r.target_crp_id' : 'r.referrer_crp_id')} = k.key
              and r.status = s.status and r.patient_listed ${fromCursor}
            order by r.created_on ${direction}, r.id ${direction} limit ${limit}) r`;
  return sql`select r.id, row_number() over (order by r.created_on ${direction}, r.id ${direction}) as position
    ${range} order by r.created_on ${direction}, r.id ${direction} limit ${limit}`;
}

/** SQL counting the acting clinician's received or made referrals per listed status, from the index alone. */
export const countByStatus = (
  me: ReferralStanding,
  side: 'received' | 'made',
  statuses: readonly ReferralStatus[] = side === 'received'
    ? STATUS_GROUPS.flatMap((group) => RECEIVED_STATUSES[group])
    : STATUS_GROUPS.flatMap((group) => MADE_STATUSES[group]),
): SQL =>
  sql`select r.status, count(*)::int as n from referrals r
    where ${sql.raw(side === 'received' ? 'r.target_crp_id' : 'r.referrer_crp_id')} = any(${intArray(me.crpIds)})
      and r.status = any(${sql.param([...statuses])}::text[]) and r.patient_listed
    group by r.status`;

/**
 * The number of open referrals for these job roles that these role profiles did not send: the roles' kept
 * counts (open_referral_counts, migration 0014) less the clinician's own open ones, so that a role's 6,400
 * open referrals are never counted one by one.
 */
const openToMeExpression = (crpIds: SQL, jobRoleIds: SQL): SQL =>
  sql`(select coalesce(sum(c.referrals), 0) from open_referral_counts c where c.job_role_id = any(${jobRoleIds}))
    - (select count(*) from referrals r
      where r.referrer_crp_id = any(${crpIds}) and r.status = 'OPEN' and r.job_role_id = any(${jobRoleIds}))`;

/**
 * SQL counting, in one statement, the referrals that wait for the clinician's decision (the notification
 * count on every page): pending ones naming any of their role profiles, and open ones for their job roles
 * that they did not send. Their standing is read as loadReferralStanding reads it: open referrals only
 * while one role profile is active and the profile verified and not deactivated. The clinician is a value, or
 * the placeholder of a statement prepared once (countReferralNotifications).
 */
export const countAwaitingClinician = (clinicianUserProfileId: number | Placeholder): SQL => {
  const crpIds = sql`(select crp_ids from standing)::int[]`;
  const jobRoleIds = sql`(select open_job_role_ids from standing)::int[]`;
  return sql`with crp as (
      select id, not is_deactivated and not is_removed as active
      from clinician_role_profiles where user_profile_id = ${clinicianUserProfileId}
    ), standing as (
      select array(select id from crp) as crp_ids,
        case when exists (select 1 from crp where active) then array(
          select j.job_role_id from user_profile_job_roles j
          join user_profiles p on p.id = j.user_profile_id
          where j.user_profile_id = ${clinicianUserProfileId} and p.is_verified and not p.is_deactivated
        ) else '{}'::int[] end as open_job_role_ids
    )
    select (
      (select count(*) from referrals r
        where r.target_crp_id = any(${crpIds}) and r.status = 'PENDING' and r.patient_listed)
      + ${openToMeExpression(crpIds, jobRoleIds)}
    )::int as n`;
};

/** SQL counting the open referrals for the acting clinician's job roles that they did not send. */
export const countOpenToMe = (me: ReferralStanding): SQL =>
  sql`select (${openToMeExpression(intArray(me.crpIds), intArray(me.openJobRoleIds))})::int as n`;

/**
 * SQL: how many referrals the lists show have news the clinician has not read, for the header badge: their
 * notices by the primary key (recipient first), each referral by its own (a referral rejected, cancelled or
 * whose patient was removed since is in no list, so its notice could never be read). The clinician is a
 * value, or the placeholder of a prepared statement (referrals/referral-lists.ts).
 */
export const unreadConversationsCount = (clinicianUserProfileId: number | Placeholder): SQL =>
  sql`(select count(*)::int from referral_unread_notices n
      join referrals r on r.id = n.referral_id
      where n.recipient_user_profile_id = ${clinicianUserProfileId}
        and r.patient_listed and r.status not in ('REJECTED', 'CANCELLED'))`;
