import type { PatientPageGroup } from '@refnet/contracts/patients';
import { sql, type SQL } from 'drizzle-orm';
import { pastCursor, readsBackwards, type PagePosition } from '../../db/page-position.js';

// The patient groups as SQL on their indexes: the keeper's Added and Referred groups read
// patients_owned_list_idx; the receiver's groups read received_patients (one row per clinician, group and
// patient, kept by triggers on referrals). None loads a group whole to sort or filter it in the application.

const isOwned = (group: PatientPageGroup): group is 'added' | 'referred' =>
  group === 'added' || group === 'referred';

/** `search` (already normalised, '' for none) against the title and names, as the screen shows them. */
function matchesName(search: string): SQL {
  if (search === '') return sql``;
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`and trim(regexp_replace(lower(concat_ws(' ', p.title, p.first_name, p.last_name)), '\\s+', ' ', 'g'))
    like ${pattern}`;
}

/**
 * The rows of a group: `p` for the patients, the key (created_on, id) to order and page them by, and the
 * cursor row of a page among them.
 */
function groupRows(clinicianUserProfileId: number, group: PatientPageGroup, search: string) {
  if (isOwned(group))
    return {
      key: 'p.created_on, p.id',
      from: sql`from patients p
        where p.created_by_user_profile_id = ${clinicianUserProfileId} and p.patient_active
          and p.referred_by_owner = ${group === 'referred'} ${matchesName(search)}`,
      cursorRow: (id: number) =>
        sql`select c.created_on, c.id from patients c
          where c.id = ${id} and c.created_by_user_profile_id = ${clinicianUserProfileId}`,
    };
  return {
    key: 'g.patient_created_on, g.patient_id',
    from: sql`from received_patients g ${search === '' ? sql`` : sql`join patients p on p.id = g.patient_id`}
      where g.receiver_user_profile_id = ${clinicianUserProfileId} and g.list_group = ${group}
        ${matchesName(search)}`,
    cursorRow: (id: number) =>
      sql`select c.patient_created_on, c.patient_id from received_patients c
        where c.receiver_user_profile_id = ${clinicianUserProfileId} and c.list_group = ${group}
          and c.patient_id = ${id}`,
  };
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
  const direction = descending ? 'desc' : 'asc';
  const { key, from, cursorRow } = groupRows(spec.clinicianUserProfileId, spec.group, spec.search);
  const [createdOn, id] = key.split(', ') as [string, string];
  return sql`select ${sql.raw(id)} as id ${from} ${pastCursor(position, descending, key, cursorRow)}
    order by ${sql.raw(`${createdOn} ${direction}, ${id} ${direction}`)} limit ${limit}`;
}

/** How many patients a searched group holds. */
export function countSearchedGroup(spec: Omit<PatientPageSpec, 'order'>): SQL {
  return sql`select count(*)::int as n ${groupRows(spec.clinicianUserProfileId, spec.group, spec.search).from}`;
}

/**
 * How many patients each group holds, in one query from the indexes alone. `withReceived` false leaves the
 * receiver's groups out (a delegate who may not view referrals).
 */
export const countGroups = (clinicianUserProfileId: number, withReceived: boolean): SQL => {
  const owned = sql`select case when p.referred_by_owner then 'referred' else 'added' end as list_group,
      count(*)::int as n
    from patients p where p.created_by_user_profile_id = ${clinicianUserProfileId} and p.patient_active
    group by 1`;
  if (!withReceived) return owned;
  return sql`${owned} union all
    select g.list_group, count(*)::int as n from received_patients g
    where g.receiver_user_profile_id = ${clinicianUserProfileId}
    group by 1`;
};
