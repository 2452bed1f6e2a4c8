import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/query-rows.js';
import {
  clinicianRoleProfiles,
  notificationSettings,
  userProfileJobRoles,
  userProfiles,
  users,
} from '../../db/schema.js';
import type { RecordedEmail } from '../mail/outbox.js';
import { recipientName } from '../mail/recipient-name.js';
import { openReferralDigestEmail } from '../mail/templates.js';
import { activeCrpConditions, listedClinicianConditions } from '../profile/listed-crps.js';
import { openReferralsUrl, type ReferralMail } from './referral-mail.js';

// An open referral is announced to its job role's holders in a digest, not one e-mail per referral (2,480
// GPs would be 2,480 outbox rows per referral): a create writes its notice row only, and at most once per
// window each holder who wants newOpenReferral e-mails gets one e-mail with the number of referrals posted
// open to their role since the last digest (docs/architecture.md, "Open referrals are announced in a digest").

/** Holders e-mailed per statement: one INSERT … SELECT into the outbox each. */
export const OPEN_REFERRAL_DIGEST_BATCH = 500;

// Where each holder's name and number go in the e-mail the statement copies (never in a name or a title).
const NAME_MARK = '\u0001name\u0001';
const COUNT_MARK = '\u0001count\u0001';

interface BatchRow {
  holders: number;
  lastHolderId: number | null;
  emails: RecordedEmail[];
}

/**
 * One batch of a job role's digest: the next `batch` holders after user profile `afterId` (in id order)
 * who see and may accept its open referrals (listed, holding the role, a role profile in use; see
 * ReferralStanding) and want the e-mail, each e-mailed the number of `senders`' referrals they did not
 * send themselves, if any, in one INSERT … SELECT.
 */
async function recordDigestBatch(
  tx: Database,
  digest: { jobRoleId: number; jobTitle: string; senders: readonly number[]; url: string },
  afterId: number,
  batch: number,
): Promise<BatchRow> {
  const marked = { email: '', name: NAME_MARK };
  const one = openReferralDigestEmail(marked, { count: 1, jobTitle: digest.jobTitle, url: digest.url });
  const many = openReferralDigestEmail(marked, { count: COUNT_MARK, ...digest });
  const [row] = await queryRows<BatchRow>(
    tx,
    sql`with holders as (
        select ${userProfiles.id} as id, ${users.email} as email,
          trim(regexp_replace(${recipientName}, '\\s+', ' ', 'g')) as name,
          (select count(*)::int from unnest(${sql.param(digest.senders)}::int[]) as s(id)
            where s.id <> ${userProfiles.id}) as referrals
        from ${userProfileJobRoles}
        inner join ${userProfiles} on ${userProfiles.id} = ${userProfileJobRoles.userProfileId}
        inner join ${users} on ${users.id} = ${userProfiles.userId}
        left join ${notificationSettings} on ${notificationSettings.userProfileId} = ${userProfiles.id}
        where ${userProfileJobRoles.jobRoleId} = ${digest.jobRoleId}::int and ${userProfiles.id} > ${afterId}::int
          and ${listedClinicianConditions}
          and exists (select 1 from ${clinicianRoleProfiles}
            where ${clinicianRoleProfiles.userProfileId} = ${userProfiles.id} and ${activeCrpConditions})
          and coalesce(${notificationSettings.newOpenReferral}, true)
        order by ${userProfiles.id}
        limit ${batch}::int),
      mails as (
        insert into outbox_emails (recipient, subject, text_body)
        select h.email,
          case when h.referrals = 1 then ${one.subject}::text
            else replace(${many.subject}::text, ${COUNT_MARK}::text, h.referrals::text) end,
          replace(case when h.referrals = 1 then ${one.text}::text
            else replace(${many.text}::text, ${COUNT_MARK}::text, h.referrals::text) end, ${NAME_MARK}::text, h.name)
        from holders h where h.referrals > 0
        order by h.id
        returning id, recipient, subject, text_body)
      select (select count(*)::int from holders) as "holders", (select max(id) from holders) as "lastHolderId",
        coalesce((select json_agg(json_build_object('outboxId', id, 'to', recipient, 'subject', subject,
          'text', text_body) order by id) from mails), '[]'::json) as "emails"`,
  );
  if (!row) throw new Error('the digest batch returned no row');
  return row;
}

/**
 * A job role's digest, in one transaction: taken only when its window has passed since the last one
 * (`windowSeconds`; 0: now) and no other run holds the role's digest row (SKIP LOCKED: another API
 * instance at it is skipped, not waited for). Its notices are marked done, the still-open referrals among
 * them counted for each holder, the e-mails written a batch at a time, and the time recorded. Returns the
 * e-mails, to send once committed.
 */
async function recordJobRoleDigest(
  db: Database,
  publicUrl: string,
  jobRoleId: number,
  windowSeconds: number,
  batch: number,
): Promise<RecordedEmail[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into open_referral_digests (job_role_id, sent_at)
      values (${jobRoleId}::int, '-infinity') on conflict do nothing`);
    const [due] = await queryRows<{ jobTitle: string }>(
      tx,
      sql`select j.job_title as "jobTitle" from open_referral_digests d join job_roles j on j.id = d.job_role_id
        where d.job_role_id = ${jobRoleId}::int
          and d.sent_at <= now() - make_interval(secs => ${windowSeconds}::int)
        for update of d skip locked`,
    );
    if (!due) return [];
    // Referrals claimed or cancelled since they were sent are not announced.
    const senders = await queryRows<{ senderId: number }>(
      tx,
      sql`with done as (
          update open_referral_notices set done_at = now()
          where job_role_id = ${jobRoleId}::int and done_at is null
          returning referral_id, sender_user_profile_id)
        select done.sender_user_profile_id as "senderId" from done
        join referrals r on r.id = done.referral_id and r.status = 'OPEN'`,
    );
    if (senders.length === 0) return [];
    const digest = {
      jobRoleId,
      jobTitle: due.jobTitle,
      senders: senders.map((row) => row.senderId),
      url: openReferralsUrl(publicUrl),
    };
    const emails: RecordedEmail[] = [];
    for (let afterId = 0; ;) {
      const next = await recordDigestBatch(tx, digest, afterId, batch);
      emails.push(...next.emails);
      if (next.holders < batch || next.lastHolderId === null) break;
      afterId = next.lastHolderId;
    }
    await tx.execute(
      sql`update open_referral_digests set sent_at = now() where job_role_id = ${jobRoleId}::int`,
    );
    return emails;
  });
}

/**
 * Sends the digest of every job role with notices not yet announced whose window has passed, each role's
 * e-mails once its transaction has committed. Safe to run from several API instances at once. Returns the
 * number of e-mails written.
 */
export async function sendOpenReferralDigests(
  db: Database,
  mail: ReferralMail,
  { windowSeconds, batch = OPEN_REFERRAL_DIGEST_BATCH }: { windowSeconds: number; batch?: number },
): Promise<number> {
  const roles = await queryRows<{ jobRoleId: number }>(
    db,
    sql`select distinct job_role_id as "jobRoleId" from open_referral_notices where done_at is null
      order by 1`,
  );
  let written = 0;
  for (const { jobRoleId } of roles) {
    const emails = await recordJobRoleDigest(db, mail.publicUrl, jobRoleId, windowSeconds, batch);
    for (const email of emails) mail.mailer.dispatch(email);
    written += emails.length;
  }
  return written;
}
