import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryPreparedRows } from '../../db/query-rows.js';

/**
 * The stamps of everything a clinician's lists are built from (see list_stamps in schema.ts): their own,
 * those of the job roles they hold (open referrals) and the directory's, as one text. The text changes
 * whenever one of those lists may have changed. One prepared statement on list_stamps' primary key.
 */
export async function readListStamps(db: Database, clinicianUserProfileId: number): Promise<string> {
  const [row] = await queryPreparedRows<{ stamps: string | null }>(
    db,
    'refnet_list_stamps',
    sql`select string_agg(s.scope || ':' || s.owner_id || '=' || s.stamp, ' ' order by s.scope, s.owner_id) as stamps
        from list_stamps s
        where (s.scope = 'directory' and s.owner_id = 0)
           or (s.scope = 'clinician' and s.owner_id = ${clinicianUserProfileId})
           or (s.scope = 'open-role' and s.owner_id in (
                select r.job_role_id from user_profile_job_roles r where r.user_profile_id = ${clinicianUserProfileId}))`,
  );
  return row?.stamps ?? '';
}
