import type { ReferralStatus } from '@refnet/contracts/referrals';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryPreparedRows } from '../../db/query-rows.js';
import { insertOutboxWhen, withOutboxIds, type OutgoingEmail, type RecordedEmail } from '../mail/outbox.js';

export interface NewReferral {
  patientId: number;
  /** The clinician who keeps the patient: the write is refused unless they still do. */
  clinicianUserProfileId: number;
  referrerCrpId: number;
  /** Who pressed the button (a clinician, or a delegate acting for one). */
  sentByUserProfileId: number;
  /** The clinician a delegate acted for; null when the clinician acted. */
  onBehalfOfUserProfileId: number | null;
  jobRoleId: number;
  targetCrpId: number | null;
  mainDescription: string;
  history: string;
  status: ReferralStatus;
  idempotencyKey: string | null;
  /** The open referral's notice to the job role's holders (open-referral-digest.ts); null for a named one. */
  openNotice: { referrerName: string; jobTitle: string } | null;
  emails: readonly OutgoingEmail[];
}

export type CreateOutcome =
  | { written: true; referralId: number; emails: RecordedEmail[] }
  /** patientOwnerId null: no active patient. Otherwise another create with the same key came first. */
  | { written: false; patientOwnerId: number | null };

interface WriteRow {
  patientOwnerId: number | null;
  referralId: number | null;
  outboxIds: number[] | null;
}

/**
 * Writes a referral, its 'created' audit line, its e-mails' outbox rows and (open) its notice row in one
 * statement, so one transaction with one round trip: the patient's row is locked first (FOR UPDATE, as
 * every referral write does, so the patient cannot be removed meanwhile), and the rows every writer of
 * these clinicians shares (list stamps, tallies: the referral's triggers) are held only from the end of
 * the statement to its commit. Nothing is written unless the patient is active and the clinician's, nor
 * when a referral with the same idempotency key exists (ON CONFLICT DO NOTHING).
 */
export async function writeNewReferral(db: Database, referral: NewReferral): Promise<CreateOutcome> {
  const { emails, openNotice } = referral;
  const [row] = await queryPreparedRows<WriteRow>(
    db,
    'refnet_referral_create',
    sql`with locked as (
        select p.id, p.created_by_user_profile_id from patients p
        where p.id = ${referral.patientId}::int and p.patient_active
        for update),
      created as (
        insert into referrals (patient_id, referrer_crp_id, sent_by_user_profile_id, job_role_id,
          specified_clinician, target_crp_id, main_description, history, status, idempotency_key)
        select locked.id, ${referral.referrerCrpId}::int, ${referral.sentByUserProfileId}::int,
          ${referral.jobRoleId}::int, ${referral.targetCrpId}::int is not null, ${referral.targetCrpId}::int,
          ${referral.mainDescription}::text, ${referral.history}::text, ${referral.status}::text,
          ${referral.idempotencyKey}::text
        from locked where locked.created_by_user_profile_id = ${referral.clinicianUserProfileId}::int
        on conflict (sent_by_user_profile_id, idempotency_key) do nothing
        returning id, status, job_role_id),
      event as (
        insert into referral_events (referral_id, action, from_status, to_status, actor_user_profile_id,
          on_behalf_of_user_profile_id)
        select created.id, 'created', null, created.status, ${referral.sentByUserProfileId}::int,
          ${referral.onBehalfOfUserProfileId}::int
        from created),
      notice as (
        insert into open_referral_notices (referral_id, job_role_id, sender_user_profile_id, referrer_name, job_title)
        select created.id, created.job_role_id, ${referral.clinicianUserProfileId}::int,
          ${openNotice?.referrerName ?? null}::text, ${openNotice?.jobTitle ?? null}::text
        from created where ${openNotice !== null}::boolean),
      mails as (${insertOutboxWhen(sql`created`, emails)})
      select (select created_by_user_profile_id from locked) as "patientOwnerId",
        (select id from created) as "referralId",
        (select array_agg(id order by id) from mails) as "outboxIds"`,
  );
  if (!row) throw new Error('the referral create returned no row');
  if (row.referralId === null) return { written: false, patientOwnerId: row.patientOwnerId };
  return { written: true, referralId: row.referralId, emails: withOutboxIds(emails, row.outboxIds ?? []) };
}
