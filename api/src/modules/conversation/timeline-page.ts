import {
  TIMELINE_PAGE_SIZE,
  parseTimelineCursor,
  type ReferralSide,
  type StaffTimelineEntry,
  type TimelinePosition,
  type TimelineEntry,
} from '@refnet/contracts/conversation';
import type { ReferralEventPerson } from '@refnet/contracts/referrals';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/query-rows.js';
import { toReferralStatus } from '../patients/referral-status.js';
import { toEventAction } from '../referrals/referral-events.js';

/**
 * Who reads the timeline: one of the two sides (messages with their text, files with their names), the
 * receiver before they accept (files without their names, which may name the patient), or staff (neither a
 * message's text nor a file's name: they are never read).
 */
export type TimelineReader = 'party' | 'receiverBeforeAcceptance' | 'staff';

interface TimelineRow {
  kind: 'event' | 'message' | 'attachment';
  id: number;
  at: Date | string;
  cursor: string;
  side: ReferralSide;
  actor: ReferralEventPerson;
  onBehalfOf: ReferralEventPerson | null;
  action: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  body: string | null;
  correctsMessageId: number | null;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
}

export interface TimelinePage<Entry> {
  entries: Entry[];
  earlier: string | null;
}

const person = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'title', ${alias}.title,
    'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name)`);

/**
 * One kind's newest `limit` entries before the position (all when there is none), newest first, read from
 * its (referral_id, at, id) index. `rank` orders kinds written at the same instant.
 */
function kindBranch(
  table: string,
  rank: number,
  columns: { at: string; actor: string; onBehalfOf: string; extra: string },
  referralId: number,
  before: TimelinePosition | null,
  limit: number,
): SQL {
  const t = sql.raw(table);
  const at = sql.raw(`x.${columns.at}`);
  const position = before
    ? sql`and (${at}, ${rank}::int, x.id) < (${before.at}::timestamptz, ${before.rank}::int, ${before.id}::int)`
    : sql``;
  return sql`(select ${rank}::int as rank, x.id, ${at} as at, x.${sql.raw(columns.actor)} as actor_id,
      x.${sql.raw(columns.onBehalfOf)} as on_behalf_of_id, ${sql.raw(columns.extra)}
    from ${t} x
    where x.referral_id = ${referralId} ${position}
    order by ${at} desc, x.id desc
    limit ${limit})`;
}

/** The columns each kind adds; the others are null. Staff never read a message's text or a file's name. */
function extras(reader: TimelineReader) {
  const body = reader === 'staff' ? 'null::text' : 'x.body';
  const fileName = reader === 'party' ? 'x.file_name' : 'null::text';
  const none = 'null::text as action, null::text as from_status, null::text as to_status';
  return {
    event: `x.action, x.from_status, x.to_status, null::text as body, null::int as corrects_message_id,
      null::text as file_name, null::text as content_type, null::int as size_bytes`,
    message: `${none}, ${body} as body, x.corrects_message_id,
      null::text as file_name, null::text as content_type, null::int as size_bytes`,
    attachment: `${none}, null::text as body, null::int as corrects_message_id,
      ${fileName} as file_name, x.content_type, x.size_bytes`,
  };
}

/**
 * SQL: a page of a referral's timeline and one entry more (to know there is an earlier page), newest first:
 * its state changes (referral_events), messages and files. Three index reads of at most that many rows each,
 * merged; the people in one join.
 */
export function timelinePageQuery(
  referralId: number,
  senderUserProfileId: number,
  reader: TimelineReader,
  position: TimelinePosition | null,
): SQL {
  const limit = TIMELINE_PAGE_SIZE + 1;
  const extra = extras(reader);
  const branches = [
    kindBranch(
      'referral_events',
      0,
      {
        at: 'at',
        actor: 'actor_user_profile_id',
        onBehalfOf: 'on_behalf_of_user_profile_id',
        extra: extra.event,
      },
      referralId,
      position,
      limit,
    ),
    kindBranch(
      'referral_messages',
      1,
      {
        at: 'created_at',
        actor: 'author_user_profile_id',
        onBehalfOf: 'on_behalf_of_user_profile_id',
        extra: extra.message,
      },
      referralId,
      position,
      limit,
    ),
    kindBranch(
      'referral_attachments',
      2,
      {
        at: 'created_at',
        actor: 'uploaded_by_user_profile_id',
        onBehalfOf: 'on_behalf_of_user_profile_id',
        extra: extra.attachment,
      },
      referralId,
      position,
      limit,
    ),
  ];
  return sql`select (array['event', 'message', 'attachment'])[e.rank + 1] as kind, e.id, e.at,
          to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || e.rank || '_' || e.id
            as cursor,
          case when coalesce(e.on_behalf_of_id, e.actor_id) = ${senderUserProfileId}::int
            then 'sender' else 'receiver' end as side,
          ${person('a')} as actor, case when o.id is null then null else ${person('o')} end as "onBehalfOf",
          e.action, e.from_status as "fromStatus", e.to_status as "toStatus", e.body,
          e.corrects_message_id as "correctsMessageId", e.file_name as "fileName",
          e.content_type as "contentType", e.size_bytes as "sizeBytes"
        from (${sql.join(branches, sql` union all `)}) e
        join user_profiles a on a.id = e.actor_id
        left join user_profiles o on o.id = e.on_behalf_of_id
        order by e.at desc, e.rank desc, e.id desc
        limit ${limit}`;
}

/** A page of the timeline, oldest first within the page, and the cursor of the page before it. */
async function readTimelineRows(
  db: Database,
  referralId: number,
  senderUserProfileId: number,
  reader: TimelineReader,
  before: string | undefined,
): Promise<{ rows: TimelineRow[]; earlier: string | null }> {
  const position = before === undefined ? null : parseTimelineCursor(before);
  const rows = await queryRows<TimelineRow>(
    db,
    timelinePageQuery(referralId, senderUserProfileId, reader, position),
  );
  const page = rows.slice(0, TIMELINE_PAGE_SIZE);
  const earlier = rows.length > TIMELINE_PAGE_SIZE ? (page[page.length - 1]?.cursor ?? null) : null;
  return { rows: page.reverse(), earlier };
}

const isoOf = (at: Date | string) => (at instanceof Date ? at : new Date(at)).toISOString();

const baseOf = (row: TimelineRow) => ({
  id: row.id,
  at: isoOf(row.at),
  actor: row.actor,
  onBehalfOf: row.onBehalfOf,
  side: row.side,
});

function eventEntry(row: TimelineRow) {
  return {
    kind: 'event' as const,
    ...baseOf(row),
    action: toEventAction(row.action ?? ''),
    fromStatus: row.fromStatus === null ? null : toReferralStatus(row.fromStatus),
    toStatus: toReferralStatus(row.toStatus ?? ''),
  };
}

/** The timeline as one of the referral's two sides sees it (see readTimelineRows and TimelineReader). */
export async function readPartyTimeline(
  db: Database,
  referralId: number,
  senderUserProfileId: number,
  reader: Exclude<TimelineReader, 'staff'>,
  before: string | undefined,
): Promise<TimelinePage<TimelineEntry>> {
  const { rows, earlier } = await readTimelineRows(db, referralId, senderUserProfileId, reader, before);
  const entries = rows.map((row): TimelineEntry => {
    if (row.kind === 'event') return eventEntry(row);
    if (row.kind === 'message') {
      return {
        kind: 'message',
        ...baseOf(row),
        body: row.body ?? '',
        correctsMessageId: row.correctsMessageId,
      };
    }
    return {
      kind: 'attachment',
      ...baseOf(row),
      fileName: row.fileName,
      contentType: row.contentType ?? '',
      sizeBytes: row.sizeBytes ?? 0,
    };
  });
  return { entries, earlier };
}

/** The timeline as staff see it: who and when, never a message's text nor a file's name. */
export async function readStaffTimeline(
  db: Database,
  referralId: number,
  senderUserProfileId: number,
  before: string | undefined,
): Promise<TimelinePage<StaffTimelineEntry>> {
  const { rows, earlier } = await readTimelineRows(db, referralId, senderUserProfileId, 'staff', before);
  const entries = rows.map((row): StaffTimelineEntry => {
    if (row.kind === 'event') return eventEntry(row);
    if (row.kind === 'message') {
      return { kind: 'message', ...baseOf(row), correctsMessageId: row.correctsMessageId };
    }
    return {
      kind: 'attachment',
      ...baseOf(row),
      contentType: row.contentType ?? '',
      sizeBytes: row.sizeBytes ?? 0,
    };
  });
  return { entries, earlier };
}
