import type { ReferralEventAction, ReferralStatus } from '@refnet/contracts/referrals';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { placeholdersOf, preparedStatement } from '../../db/query-rows.js';
import {
  insertOutboxWhen,
  outboxValuesOf,
  withOutboxIds,
  type OutboxValues,
  type OutgoingEmail,
  type RecordedEmail,
} from '../mail/outbox.js';
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

const MOMENT_COLUMNS: Record<ReferralMoment, string> = {
  acceptedOn: 'accepted_on',
  completedOn: 'completed_on',
  dnaOn: 'dna_on',
  rejectedOn: 'rejected_on',
  cancelledOn: 'cancelled_on',
};
const MOMENTS = Object.keys(MOMENT_COLUMNS) as ReferralMoment[];

/** Per moment: whether the transition moves it (`<moment>Moves`), and to what (`<moment>At`, null clears). */
type MomentValues = Record<`${ReferralMoment}Moves`, boolean> & Record<`${ReferralMoment}At`, Date | null>;

interface TransitionValues extends OutboxValues, MomentValues {
  patientId: number;
  referralId: number;
  toStatus: ReferralStatus;
  targetCrpId: number | null;
  fromStatus: ReferralStatus;
  fromTargetCrpId: number | null;
  event: ReferralEventAction;
  actor: number;
  onBehalfOf: number | null;
  at: Date;
}

const value = placeholdersOf<TransitionValues>();

/** `column = <moment>At` when the transition moves that moment, unchanged otherwise. */
const momentSet = (name: ReferralMoment) => {
  const column = sql.raw(MOMENT_COLUMNS[name]);
  return sql`${column} = case when ${value(`${name}Moves`)}::boolean
    then ${value(`${name}At`)}::timestamptz else ${column} end`;
};

function momentValues(changes: MomentChanges, at: Date): MomentValues {
  const values: Record<string, boolean | Date | null> = {};
  for (const name of MOMENTS) {
    values[`${name}Moves`] = name in changes;
    values[`${name}At`] = changes[name] === 'now' ? at : null;
  }
  return values as MomentValues;
}

const transitionStatement = preparedStatement<WriteRow, TransitionValues>(
  'refnet_referral_transition',
  () => sql`with locked as (
        select p.id from patients p where p.id = ${value('patientId')}::int and p.patient_active for update),
      changed as (
        update referrals set status = ${value('toStatus')}::text, target_crp_id = ${value('targetCrpId')}::int,
          ${sql.join(MOMENTS.map(momentSet), sql`, `)},
          updated_on = ${value('at')}::timestamptz
        where id = ${value('referralId')}::int and patient_id = (select id from locked)
          and status = ${value('fromStatus')}::text
          and target_crp_id is not distinct from ${value('fromTargetCrpId')}::int
        returning id),
      event as (
        insert into referral_events (referral_id, action, from_status, to_status, actor_user_profile_id,
          on_behalf_of_user_profile_id, at)
        select changed.id, ${value('event')}::text, ${value('fromStatus')}::text, ${value('toStatus')}::text,
          ${value('actor')}::int, ${value('onBehalfOf')}::int, ${value('at')}::timestamptz
        from changed),
      mails as (${insertOutboxWhen(sql`changed`)})
      select (select id from changed) as "referralId",
        (select array_agg(id order by id) from mails) as "outboxIds"`,
);

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
  const [row] = await transitionStatement(db, {
    patientId: change.patientId,
    referralId: change.referralId,
    toStatus: change.toStatus,
    targetCrpId: change.targetCrpId,
    fromStatus: change.fromStatus,
    fromTargetCrpId: change.fromTargetCrpId,
    event: change.event,
    actor: change.actorUserProfileId,
    onBehalfOf: change.onBehalfOfUserProfileId,
    at,
    ...momentValues(moments, at),
    ...outboxValuesOf(emails),
  });
  if (!row || row.referralId === null) return undefined;
  return withOutboxIds(emails, row.outboxIds ?? []);
}
