import type { ReferralEventAction, ReferralStatus } from '@refnet/contracts/referrals';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryPreparedRows } from '../../db/query-rows.js';
import { insertOutboxWhen, withOutboxIds, type OutgoingEmail, type RecordedEmail } from '../mail/outbox.js';
import type { MomentChanges, ReferralMoment } from './referral-state-machine.js';

export interface ReferralChange {
  referralId: number;
  patientId: number;
  /** The state the decision was made on: nothing is written if the referral has left it meanwhile. */
  fromStatus: ReferralStatus;
  fromTargetCrpId: number | null;
  toStatus: ReferralStatus;
  targetCrpId: number | null;
  moments: MomentChanges;
  event: ReferralEventAction;
  actorUserProfileId: number;
  onBehalfOfUserProfileId: number | null;
  emails: readonly OutgoingEmail[];
  at: Date;
}

interface WriteRow {
  referralId: number | null;
  outboxIds: number[] | null;
}

/** `column = now` or `= null` when the transition moves that moment, unchanged otherwise. */
const moment = (changes: MomentChanges, name: ReferralMoment, column: string, at: Date) =>
  sql`${sql.raw(column)} = case when ${name in changes}::boolean
    then ${changes[name] === 'now' ? at : null}::timestamptz else ${sql.raw(column)} end`;

/**
 * One SPEC §4 transition as one statement (one transaction, one round trip): the patient's row is locked
 * first, as in every referral write, then the referral is changed only if it is still in the state the
 * decision was made on (a conditional UPDATE … WHERE status = … RETURNING: two clinicians claiming one
 * open referral, the second finds it claimed), with its audit line and its e-mails' outbox rows. The rows
 * the referral's triggers update (open counts, tallies, list stamps) are held from the end of the statement
 * to its commit only. Returns undefined when nothing was written: the caller decides again on what is now.
 */
export async function writeTransition(
  db: Database,
  change: ReferralChange,
): Promise<RecordedEmail[] | undefined> {
  const { emails, moments, at } = change;
  const [row] = await queryPreparedRows<WriteRow>(
    db,
    'refnet_referral_transition',
    sql`with locked as (
        select p.id from patients p where p.id = ${change.patientId}::int and p.patient_active for update),
      changed as (
        update referrals set status = ${change.toStatus}::text, target_crp_id = ${change.targetCrpId}::int,
          ${moment(moments, 'acceptedOn', 'accepted_on', at)},
          ${moment(moments, 'completedOn', 'completed_on', at)},
          ${moment(moments, 'dnaOn', 'dna_on', at)},
          ${moment(moments, 'rejectedOn', 'rejected_on', at)},
          ${moment(moments, 'cancelledOn', 'cancelled_on', at)},
          updated_on = ${at}::timestamptz
        where id = ${change.referralId}::int and patient_id = (select id from locked)
          and status = ${change.fromStatus}::text
          and target_crp_id is not distinct from ${change.fromTargetCrpId}::int
        returning id),
      event as (
        insert into referral_events (referral_id, action, from_status, to_status, actor_user_profile_id,
          on_behalf_of_user_profile_id, at)
        select changed.id, ${change.event}::text, ${change.fromStatus}::text, ${change.toStatus}::text,
          ${change.actorUserProfileId}::int, ${change.onBehalfOfUserProfileId}::int, ${at}::timestamptz
        from changed),
      mails as (${insertOutboxWhen(sql`changed`, emails)})
      select (select id from changed) as "referralId",
        (select array_agg(id order by id) from mails) as "outboxIds"`,
  );
  if (!row || row.referralId === null) return undefined;
  return withOutboxIds(emails, row.outboxIds ?? []);
}
