import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedStatement } from '../../db/query-rows.js';

/**
 * What a list is built from, besides the clinician's own referrals and patients and the directory: the
 * open referrals of the job roles they hold (the inbound list and its open group only). A GP's other lists
 * then do not change each time a GP somewhere posts or claims an open referral.
 */
export type ListSources = 'own' | 'own-and-open';

const clinician = sql.placeholder('clinician');

const OPEN_ROLES = sql`or (s.scope = 'open-role' and s.owner_id in (
        select r.job_role_id from user_profile_job_roles r where r.user_profile_id = ${clinician}::int))`;

/** The stamps of one kind of list: its sources' rows of list_stamps, by primary key, as one text. */
const stampsStatement = (name: string, sources: ListSources) =>
  preparedStatement<{ stamps: string | null }, { clinician: number }>(
    name,
    () => sql`select string_agg(s.scope || ':' || s.owner_id || '=' || s.stamp, ' '
                          order by s.scope, s.owner_id) as stamps
        from list_stamps s
        where (s.scope = 'directory' and s.owner_id = 0)
           or (s.scope = 'clinician' and s.owner_id = ${clinician}::int)
           ${sources === 'own' ? sql`` : OPEN_ROLES}`,
  );

const STAMPS: Record<ListSources, ReturnType<typeof stampsStatement>> = {
  own: stampsStatement('refnet_list_stamps_own', 'own'),
  'own-and-open': stampsStatement('refnet_list_stamps_own_and_open', 'own-and-open'),
};

/**
 * The stamps of everything a clinician's list is built from (see list_stamps in schema.ts), as one text
 * that changes whenever the list may have changed. One prepared statement on list_stamps' primary key.
 */
export async function readListStamps(
  db: Database,
  clinicianUserProfileId: number,
  sources: ListSources,
): Promise<string> {
  const [row] = await STAMPS[sources](db, { clinician: clinicianUserProfileId });
  return row?.stamps ?? '';
}
