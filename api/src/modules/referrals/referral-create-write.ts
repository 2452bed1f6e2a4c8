import type { ReferralStatus } from '@refnet/contracts/referrals';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowFromJson } from '../../db/json-object.js';
import { placeholdersOf, preparedStatement } from '../../db/query-rows.js';
import { referrals } from '../../db/schema.js';
import {
  insertOutboxWhen,
  outboxValuesOf,
  withOutboxIds,
  type OutboxValues,
  type OutgoingEmail,
  type RecordedEmail,
} from '../mail/outbox.js';

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

/** The referral as written, and its 'created' audit line: what an answer presents, without reading them. */
export interface WrittenReferral {
  referral: typeof referrals.$inferSelect;
  event: { id: number; at: Date };
}

export type CreateOutcome =
  | ({ written: true; emails: RecordedEmail[] } & WrittenReferral)
  /** patientOwnerId null: no active patient. Otherwise another create with the same key came first. */
  | { written: false; patientOwnerId: number | null };

interface WriteRow {
  patientOwnerId: number | null;
  /** row_to_json of the referral written; null when none was. */
  referral: Record<string, unknown> | null;
  event: { id: number; at: string } | null;
  outboxIds: number[] | null;
}

/** The statement's values: the referral's own, its notice's and its e-mails'. */
type CreateValues = Omit<NewReferral, 'openNotice' | 'emails'> &
  OutboxValues & { withNotice: boolean; referrerName: string | null; jobTitle: string | null };

const value = placeholdersOf<CreateValues>();

const createStatement = preparedStatement<WriteRow, CreateValues>(
  'refnet_referral_create',
  () => sql`with locked as (
        select p.id, p.created_by_user_profile_id from patients p
        where p.id = ${value('patientId')}::int and p.patient_active
        for update),
      created as (
        insert into referrals (patient_id, referrer_crp_id, sent_by_user_profile_id, job_role_id,
          specified_clinician, target_crp_id, main_description, history, status, idempotency_key)
        select locked.id, ${value('referrerCrpId')}::int, ${value('sentByUserProfileId')}::int,
          ${value('jobRoleId')}::int, ${value('targetCrpId')}::int is not null, ${value('targetCrpId')}::int,
          ${value('mainDescription')}::text, ${value('history')}::text, ${value('status')}::text,
          ${value('idempotencyKey')}::text
        from locked where locked.created_by_user_profile_id = ${value('clinicianUserProfileId')}::int
        on conflict (sent_by_user_profile_id, idempotency_key) do nothing
        returning *),
      event as (
        insert into referral_events (referral_id, action, from_status, to_status, actor_user_profile_id,
          on_behalf_of_user_profile_id)
        select created.id, 'created', null, created.status, ${value('sentByUserProfileId')}::int,
          ${value('onBehalfOfUserProfileId')}::int
        from created
        returning id, at),
      notice as (
        insert into open_referral_notices (referral_id, job_role_id, sender_user_profile_id, referrer_name, job_title)
        select created.id, created.job_role_id, ${value('clinicianUserProfileId')}::int,
          ${value('referrerName')}::text, ${value('jobTitle')}::text
        from created where ${value('withNotice')}::boolean),
      mails as (${insertOutboxWhen(sql`created`)})
      select (select created_by_user_profile_id from locked) as "patientOwnerId",
        (select row_to_json(created) from created) as "referral",
        (select json_build_object('id', id, 'at', at) from event) as "event",
        (select array_agg(id order by id) from mails) as "outboxIds"`,
);

/**
 * Writes a referral, its 'created' audit line, its e-mails' outbox rows and (open) its notice row in one
 * statement, so one transaction with one round trip: the patient's row is locked first (FOR UPDATE, as
 * every referral write does, so the patient cannot be removed meanwhile), and the rows every writer of
 * these clinicians shares (list stamps, tallies: the referral's triggers) are held only from the end of
 * the statement to its commit. Nothing is written unless the patient is active and the clinician's, nor
 * when a referral with the same idempotency key exists (ON CONFLICT DO NOTHING).
 */
export async function writeNewReferral(db: Database, referral: NewReferral): Promise<CreateOutcome> {
  const { emails, openNotice, ...fields } = referral;
  const [row] = await createStatement(db, {
    ...fields,
    withNotice: openNotice !== null,
    referrerName: openNotice?.referrerName ?? null,
    jobTitle: openNotice?.jobTitle ?? null,
    ...outboxValuesOf(emails),
  });
  if (!row) throw new Error('the referral create returned no row');
  if (row.referral === null || row.event === null)
    return { written: false, patientOwnerId: row.patientOwnerId };
  return {
    written: true,
    referral: rowFromJson(referrals, row.referral),
    event: { id: row.event.id, at: new Date(row.event.at) },
    emails: withOutboxIds(emails, row.outboxIds ?? []),
  };
}
