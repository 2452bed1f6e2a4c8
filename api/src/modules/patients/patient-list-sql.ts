import type { PatientPageGroup } from '@refnet/contracts/patients';
import { sql, type SQL } from 'drizzle-orm';
import { pastCursor, readsBackwards, type PagePosition } from '../../db/page-position.js';

// The patient groups as SQL on their indexes: the keeper's Added and Referred groups read
// patients_owned_list_idx; the receiver's groups read referrals_received_patients_idx for the patient ids
// and the patients by key. None loads a group whole to sort or filter it in the application.

/** Referrals to the clinician (any of their role profiles) whose patient is still listed. */
const toClinician = (clinicianUserProfileId: number) =>
  sql`r.target_crp_id in (select c.id from clinician_role_profiles c where c.user_profile_id = ${clinicianUserProfileId})
    and r.patient_listed`;

/** SPEC §2.10 received groups by referral status; a rejection counts as completed once it had been accepted. */
const RECEIVED_STATUS: Record<Exclude<PatientPageGroup, 'added' | 'referred'>, SQL> = {
  pending: sql`r.status = 'PENDING'`,
  accepted: sql`r.status = 'ACCEPTED'`,
  completed: sql`r.status in ('BOOKED', 'DNA', 'REJECTED') and (r.status <> 'REJECTED' or r.accepted_on is not null)`,
};

/** Which patients of `p` a group holds. */
function inGroup(clinicianUserProfileId: number, group: PatientPageGroup): SQL {
  if (group === 'added' || group === 'referred')
    return sql`p.created_by_user_profile_id = ${clinicianUserProfileId} and p.patient_active
      and p.referred_by_owner = ${group === 'referred'}`;
  return sql`p.patient_active and p.id in (
    select r.patient_id from referrals r where ${toClinician(clinicianUserProfileId)} and ${RECEIVED_STATUS[group]})`;
}

/** `search` (already normalised, '' for none) against the title and names, as the screen shows them. */
function matchesName(search: string): SQL {
  if (search === '') return sql``;
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`and trim(regexp_replace(lower(concat_ws(' ', p.title, p.first_name, p.last_name)), '\\s+', ' ', 'g'))
    like ${pattern}`;
}

export interface PatientPageSpec {
  clinicianUserProfileId: number;
  group: PatientPageGroup;
  order: 'newest' | 'oldest';
  search: string;
}

/** The ids of one page of a group, in the order read (a page read backwards is turned round by the caller). */
export function patientPageIds(spec: PatientPageSpec, position: PagePosition, limit: number): SQL {
  const descending = (spec.order === 'newest') !== readsBackwards(position);
  const direction = sql.raw(descending ? 'desc' : 'asc');
  return sql`select p.id from patients p
    where ${inGroup(spec.clinicianUserProfileId, spec.group)} ${matchesName(spec.search)}
      ${pastCursor(position, descending, 'p', 'patients')}
    order by p.created_on ${direction}, p.id ${direction} limit ${limit}`;
}

/** How many patients a searched group holds. */
export const countSearchedGroup = (spec: Omit<PatientPageSpec, 'order'>): SQL =>
  sql`select count(*)::int as n from patients p
    where ${inGroup(spec.clinicianUserProfileId, spec.group)} ${matchesName(spec.search)}`;

/**
 * How many patients each group holds, in one query from the indexes alone: the keeper's by
 * referred_by_owner, the receiver's as distinct patients per group (one patient may be in several).
 * `withReceived` false leaves the receiver's groups out (a delegate who may not view referrals).
 */
export const countGroups = (clinicianUserProfileId: number, withReceived: boolean): SQL => {
  const owned = sql`select case when p.referred_by_owner then 'referred' else 'added' end as list_group,
      count(*)::int as n
    from patients p where p.created_by_user_profile_id = ${clinicianUserProfileId} and p.patient_active
    group by 1`;
  if (!withReceived) return owned;
  return sql`${owned} union all
    select list_group, count(distinct patient_id)::int as n from (
      select case r.status when 'PENDING' then 'pending' when 'ACCEPTED' then 'accepted' else 'completed' end
          as list_group, r.patient_id
      from referrals r
      where ${toClinician(clinicianUserProfileId)}
        and r.status in ('PENDING', 'ACCEPTED', 'BOOKED', 'DNA', 'REJECTED')
        and (r.status <> 'REJECTED' or r.accepted_on is not null)) received
    group by 1`;
};
