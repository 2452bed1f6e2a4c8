import { sql } from 'drizzle-orm';
import { userProfiles, users } from '../../db/schema.js';

/** "Dr Amelia Hart": how e-mails address a user (select from users left join user_profiles). */
export const recipientName = sql<string>`trim(concat_ws(' ', nullif(${userProfiles.title}, ''), ${users.firstName}, ${users.lastName}))`;
