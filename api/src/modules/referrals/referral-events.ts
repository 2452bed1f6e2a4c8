import {
  REFERRAL_EVENT_ACTIONS,
  type ReferralEvent,
  type ReferralEventAction,
} from '@refnet/contracts/referrals';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { inIdsPlaceholder } from '../../db/in-ids.js';
import { preparedOnce } from '../../db/prepared-once.js';
import { referralEvents, userProfiles } from '../../db/schema.js';
import { toReferralStatus } from '../patients/referral-status.js';

/** Who acted in an audit line, as the trail shows them. */
export type EventPerson = ReferralEvent['actor'];

/**
 * A subquery: the people (EventPerson, as a JSON array) whose user-profile ids `userProfileIds` (an int[]
 * expression) holds, so a write's checks read them in the same statement.
 */
export const eventPeopleJson = (userProfileIds: SQL) => sql`(select coalesce(json_agg(json_build_object(
    'id', ${userProfiles.id}, 'title', ${userProfiles.title},
    'firstName', ${userProfiles.firstName}, 'lastName', ${userProfiles.lastName})), '[]'::json)
  from ${userProfiles} where ${userProfiles.id} = any(${userProfileIds}))`;

/** The 'created' line of a referral just written (see referral-create-write.ts), as loadReferralEvents reads it. */
export function createdEvent(
  event: { id: number; at: Date },
  toStatus: ReferralEvent['toStatus'],
  people: readonly EventPerson[],
  actorId: number,
  onBehalfOfId: number | null,
): ReferralEvent {
  const person = (id: number) => {
    const found = people.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`user profile ${id} of a created event was not read`);
    return found;
  };
  return {
    id: event.id,
    action: 'created',
    fromStatus: null,
    toStatus,
    actor: person(actorId),
    onBehalfOf: onBehalfOfId === null ? null : person(onBehalfOfId),
    at: event.at.toISOString(),
  };
}

export function toEventAction(action: string): ReferralEventAction {
  const known = REFERRAL_EVENT_ACTIONS.find((value) => value === action);
  if (!known) throw new Error(`unknown referral event action ${action}`);
  return known;
}

/** The audit trails of these referrals, oldest first each, in one query. */
export async function loadReferralEvents(
  db: Database,
  referralIds: readonly number[],
): Promise<Map<number, ReferralEvent[]>> {
  const result = new Map<number, ReferralEvent[]>();
  const ids = [...new Set(referralIds)];
  if (ids.length === 0) return result;
  const rows = await eventsByReferralIds(db).execute({ ids });
  for (const row of rows) {
    const events = result.get(row.event.referralId) ?? [];
    events.push({
      id: row.event.id,
      action: toEventAction(row.event.action),
      fromStatus: row.event.fromStatus === null ? null : toReferralStatus(row.event.fromStatus),
      toStatus: toReferralStatus(row.event.toStatus),
      actor: row.actor,
      onBehalfOf: row.onBehalfOf,
      at: row.event.at.toISOString(),
    });
    result.set(row.event.referralId, events);
  }
  return result;
}

const actor = alias(userProfiles, 'actor');
const onBehalfOf = alias(userProfiles, 'on_behalf_of');
const eventsByReferralIds = preparedOnce((db) =>
  db
    .select({
      event: referralEvents,
      actor: { id: actor.id, title: actor.title, firstName: actor.firstName, lastName: actor.lastName },
      onBehalfOf: {
        id: onBehalfOf.id,
        title: onBehalfOf.title,
        firstName: onBehalfOf.firstName,
        lastName: onBehalfOf.lastName,
      },
    })
    .from(referralEvents)
    .innerJoin(actor, eq(actor.id, referralEvents.actorUserProfileId))
    .leftJoin(onBehalfOf, eq(onBehalfOf.id, referralEvents.onBehalfOfUserProfileId))
    .where(inIdsPlaceholder(referralEvents.referralId))
    .orderBy(asc(referralEvents.referralId), asc(referralEvents.at), asc(referralEvents.id))
    .prepare('refnet_referral_events_by_referral_ids'),
);
